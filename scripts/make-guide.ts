/**
 * `npm run guide`: makes the guide ('Anleitung', SPEC.md's tutorial PDF) from the running shop, so its
 * screenshots show the shop as it is. Starts the built shop as its own process (free port, fresh data
 * folder, embedded PGlite, jobs on; `-- --build` rebuilds first) or uses GUIDE_BASE_URL; walks it in
 * Debian's Chromium (playwright-core, the flags of STACK.md) as a person would (scripts/guide/capture.ts);
 * lays the steps out as an A4 PDF (compose.ts, render-pdf.ts) and writes
 *   apps/web/public/anleitung/erinnerungsbuch-anleitung.pdf   (served as /anleitung/erinnerungsbuch-anleitung.pdf)
 *   apps/web/src/features/legal/content/anleitung-pdf.ts      (its page count and size, for the /anleitung page)
 * A step whose control the shop lacks is named and the run ends with exit code 1 (the PDF is written
 * without it); `-- --allow-missing` accepts that. With GUIDE_BASE_URL, GUIDE_MAIL_OUTBOX_DIR names that
 * shop's mail folder (else its /dev/mails is read): the share step confirms a new customer by mail. Decision: docs/decisions/032-guide-pdf.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { launchBrowser } from '../e2e/support/browser';
import { captureGuide } from './guide/capture';
import { composeGuide, describePdf } from './guide/compose';
import { makeGuidePhotos } from './guide/photos';
import { renderGuidePdf } from './guide/render-pdf';
import type { MailSource } from './guide/sharer';
import { GUIDE_STEPS } from './guide/steps';
import { ensureBuilt, root, startBenchServer, type BenchServer } from './lib/bench-server';

const GUIDE_PDF_FILE = join(root, 'apps/web/public/anleitung/erinnerungsbuch-anleitung.pdf');
const FACTS_FILE = join(root, 'apps/web/src/features/legal/content/anleitung-pdf.ts');
const allowMissing = process.argv.includes('--allow-missing');

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
const givenUrl = process.env.GUIDE_BASE_URL?.replace(/\/+$/, '');
let server: BenchServer | null = null;
if (!givenUrl) ensureBuilt('guide');
const browser = await launchBrowser();
// The share step confirms a new customer's account by the link of its mail: our own shop writes its
// mails to a folder we know (production mode has no /dev/mails); a given shop names its folder or has the mailbox.
const outboxDir = givenUrl ? process.env.GUIDE_MAIL_OUTBOX_DIR : mkdtempSync(join(tmpdir(), 'eb-guide-mail-'));
const mail: MailSource = outboxDir ? { outboxDir } : { devMailbox: true };

try {
  if (!givenUrl) server = await startBenchServer({ name: 'guide', env: { JOBS_ENABLED: 'true', MAIL_OUTBOX_DIR: outboxDir } });
  const baseUrl = givenUrl ?? server!.baseUrl;
  console.log(`Making the guide from the shop at ${baseUrl} …`);
  const photos = await makeGuidePhotos();
  const capture = await captureGuide(browser, baseUrl, photos, mail, (line) => console.log(line));
  console.log(`  screenshots taken after ${seconds()} s`);

  const plan = composeGuide(GUIDE_STEPS, capture.shots, capture.contact, new Date());
  const logo = await sharp(readFileSync(join(root, 'apps/web/public/images/brand/logo.svg')), { density: 300 }).resize(288, 288).png().toBuffer();
  const pdf = await renderGuidePdf(plan, logo);
  mkdirSync(join(GUIDE_PDF_FILE, '..'), { recursive: true });
  writeFileSync(GUIDE_PDF_FILE, pdf);
  writeFileSync(FACTS_FILE, factsModule(plan.pages.length, pdf.length));
  console.log(`\n✓ ${GUIDE_PDF_FILE.slice(root.length)}: ${describePdf(plan.pages.length, pdf.length)} (${pdf.length} bytes), ${capture.shots.size} screenshots, in ${seconds()} s`);
  if (capture.missing.length > 0) {
    console.log(`\n${allowMissing ? '⚠' : '✖'} ${capture.missing.length} step(s) missing from the guide, because the shop lacks their control:`);
    for (const step of capture.missing) console.log(`  - ${step.id}: ${step.reason}`);
    if (!allowMissing) {
      console.log('  Build the shop with these controls and run `npm run guide` again (or `-- --allow-missing` to accept this guide).');
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error('\n✖ npm run guide failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server?.stop();
  if (!givenUrl && outboxDir) rmSync(outboxDir, { recursive: true, force: true });
}

function factsModule(pages: number, bytes: number): string {
  return `// Written by \`npm run guide\` (scripts/make-guide.ts) beside the PDF it describes: do not edit by hand.
export const GUIDE_PDF = {
  href: '/anleitung/erinnerungsbuch-anleitung.pdf',
  pages: ${pages},
  bytes: ${bytes},
  /** What the /anleitung page says about the file before one opens it. */
  description: '${describePdf(pages, bytes)}',
} as const;
`;
}
