import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));

/** Debian's Chromium with the flags that keep it off the closed network (../shared/STACK.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** The narrowest phone the shop is laid out for (foundation issue: responsive down to 360 px). */
export const NARROW_PHONE = { width: 360, height: 740 };

export interface OpenPage {
  page: Page;
  /** Console errors and failed requests seen so far: a clean page has none. */
  problems: string[];
  close(): Promise<void>;
}

/** The editor's help overlay opens on a first visit (issue 12) until hidden for good; tests see it only when they ask (`editorHelp: true`). */
export const EDITOR_HELP_HIDDEN_KEY = 'eb.editor.helpHidden';

export async function openPage(browser: Browser, { editorHelp = false, ...options }: BrowserContextOptions & { editorHelp?: boolean } = {}): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'de-DE', viewport: DESKTOP, ...options });
  if (!editorHelp) await context.addInitScript((key) => localStorage.setItem(key, '1'), EDITOR_HELP_HIDDEN_KEY);
  // Fail fast: a page that is not there in 10 s is broken, not slow.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

/** Navigates and waits until the live app has taken over from the pre-rendered HTML. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  return response;
}

/** A full-page shot; `fullPage: false` keeps to the window, where an open dialog and its backdrop sit. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
  // A full-page shot shows what lies below the fold: load the lazy pictures there first, as scrolling would.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.screenshot({ path, fullPage });
  return path;
}

/** axe-core over the whole page: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(severe).toEqual([]);
}

/** Nothing may stick out sideways: the page scrolls only up and down. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} is ${overflow} px wider than the ${page.viewportSize()?.width ?? 0} px window`).toBeLessThanOrEqual(0);
}

/** Text as a reader sees it: prices carry a no-break space before the euro sign. */
export async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replaceAll('\u00a0', ' ');
}
