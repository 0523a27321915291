// `npm test`: everything that proves the shop works — lint, types, unit and API tests, a fresh
// build, then the browser tests against that build in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { startAlongside } from './lib/alongside.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePdfTools } from './lib/pdf-tools.mjs';
import { ensureDependencies, root, run, step } from './lib/run.mjs';

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
// CI (.ci/run) hands in its server tests on PostgreSQL here, to run on the core the browser tests leave free.
const alongside = process.env.EB_BESIDE_BROWSER_TESTS;
const finishAlongside = alongside ? startAlongside(process.env.EB_BESIDE_BROWSER_TESTS_TITLE ?? alongside, alongside) : null;
const browserTests = spawnSync('npm', ['run', 'test:e2e'], { cwd: root, stdio: 'inherit' });
const alongsideCode = finishAlongside ? await finishAlongside() : 0;
if (browserTests.status !== 0 || alongsideCode !== 0) {
  if (browserTests.status !== 0) console.error(`\n✖ npm run test:e2e failed (exit ${browserTests.status ?? browserTests.signal}).`);
  if (alongsideCode !== 0) console.error(`\n✖ ${alongside} failed (exit ${alongsideCode}).`);
  process.exit(1);
}
console.log(`\n✔ npm test: every check passed in ${Math.round((Date.now() - started) / 1000)} s.`);
