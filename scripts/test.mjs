// `npm test`: everything that proves the shop works — lint, types, unit and API tests, a fresh
// build, then the browser tests against that build in Debian's Chromium.
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePdfTools } from './lib/pdf-tools.mjs';
import { ensureDependencies, run, step } from './lib/run.mjs';

const started = Date.now();
ensureDependencies();
step('Lint');
run('npm', ['run', 'lint']);
step('Type check');
run('npm', ['run', 'typecheck']);
step('Unit and API tests');
// The PDF tests check the print files with poppler-utils and qpdf.
ensurePdfTools();
run('npx', ['vitest', 'run']);
step('Build');
run('npm', ['run', 'build']);
step('Browser tests');
ensureChromium();
run('npm', ['run', 'test:e2e']);
console.log(`\n✔ npm test: every check passed in ${Math.round((Date.now() - started) / 1000)} s.`);
