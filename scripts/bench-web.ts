/**
 * `npm run bench:web`: builds, then reports what a visitor's browser loads — the gzip bytes of
 * JavaScript for / and /auswahl/format — and Lighthouse's mobile performance score and LCP for /.
 * Lighthouse runs on this 2-core machine with simulated throttling: compare runs on the same
 * machine, and read the score as a range of a few points, not an exact figure.
 */
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, launchBrowser } from '../e2e/support/browser';
import { LANDING_SCRIPT_BUDGET_BYTES, measureScriptWeight } from '../e2e/support/script-weight';
import { startBuiltServer } from '../e2e/support/server';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startBuiltServer();
try {
  const browser = await launchBrowser();
  console.log('\nJavaScript loaded (gzip):');
  for (const path of ['/', '/auswahl/format']) {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const weight = await measureScriptWeight(await context.newPage(), path);
    const budget = path === '/' ? `  (budget ${kb(LANDING_SCRIPT_BUDGET_BYTES)}: ${weight.gzipBytes <= LANDING_SCRIPT_BUDGET_BYTES ? 'kept' : 'EXCEEDED'})` : '';
    console.log(`  ${path.padEnd(16)} ${kb(weight.gzipBytes).padStart(9)} in ${weight.files.length} files${budget}`);
    for (const file of weight.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`      ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
    await context.close();
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const result = await lighthouse(`${server.baseUrl}/`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
    const lcp = lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const fcp = lhr?.audits['first-contentful-paint']?.numericValue ?? NaN;
    console.log(`\nLighthouse (mobile preset, simulated throttling) for /:`);
    console.log(`  performance score ${score}, LCP ${(lcp / 1000).toFixed(2)} s, FCP ${(fcp / 1000).toFixed(2)} s`);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
