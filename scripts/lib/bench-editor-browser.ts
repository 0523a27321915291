/**
 * What bench:editor measures in Chromium, through the editor's DOM conventions (issue 12):
 * - open: navigation start → `.editor[data-editor-ready="true"]`, and → the first click on a photo frame
 *   handled (the frame shows `data-selected="true"`/`aria-selected="true"`), both read in the page
 *   (performance.now(), checked on every change of the DOM), in a fresh context each time (cold HTTP cache);
 * - drag: a tray photo (`[data-tray-photo-id]`) dragged with the mouse in 30 steps onto the cover's photo
 *   frame; frame times are the deltas between animation frames in the page while the drag runs, plus
 *   the Long Animation Frames the page reports;
 * - memory: the page's JavaScript heap (CDP Performance.getMetrics) and the renderer process's resident
 *   memory (/proc/<pid>/status VmRSS of the largest renderer, pids from CDP SystemInfo.getProcessInfo),
 *   after opening and again after turning every page of the book.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HELP_HIDDEN_KEY } from '../../apps/web/src/editor/panels/help-storage';
import { procMemoryBytes, quantile } from './bench-server';

export interface OpenTimes {
  readyMs: number;
  interactiveMs: number;
  /** The longest 'event' entry (Event Timing) of the click: input delay + handling + the next paint. */
  clickEventMs: number;
}

export interface DragFigures {
  frames: number;
  p95Ms: number;
  maxMs: number;
  medianMs: number;
  longFrames: number;
  /** Drops after which the frame's label changed (it holds another photo). */
  dropsLanded: number;
  drags: number;
}

export interface MemoryFigures {
  jsHeapMb: number;
  rendererRssMb: number;
}

const READY = '.editor[data-editor-ready="true"]';
const PHOTO_FRAME = '[data-current="true"] [data-frame-kind="photo"]';
const SELECTED_FRAME = '[data-frame-id][data-selected="true"], [data-frame-id][aria-selected="true"]';

/** A context signed in as the customer (the token and user where the web app keeps them). */
export async function customerContext(browser: Browser, baseUrl: string, customer: { token: string; user: unknown }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(30_000);
  // tsx (esbuild, keepNames) wraps named functions in the page callbacks below in __name(): give the page one.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(
    ({ token, user, ready, selected, helpHiddenKey }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      // A returning customer: the first visit's help overlay was hidden for good.
      localStorage.setItem(helpHiddenKey, '1');
      // Marks, read after the fact: when the editor was ready and when a frame was first selected.
      const marks: { ready?: number; selected?: number } = {};
      (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
      // Checked after every change of the DOM (a microtask after React's commit), not every frame.
      const observer = new MutationObserver(() => {
        if (marks.ready === undefined && document.querySelector(ready)) marks.ready = performance.now();
        if (marks.selected === undefined && document.querySelector(selected)) marks.selected = performance.now();
        if (marks.selected !== undefined) observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-editor-ready', 'data-selected', 'aria-selected'] });
      const events: number[] = [];
      (window as unknown as { __benchEvents: number[] }).__benchEvents = events;
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'click' || entry.name === 'pointerdown' || entry.name === 'pointerup') events.push(entry.duration);
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      } catch {
        // Event Timing missing: the click's figure stays 0.
      }
    },
    { token: customer.token, user: customer.user, ready: READY, selected: SELECTED_FRAME, helpHiddenKey: HELP_HIDDEN_KEY },
  );
  return context;
}

/** Opens the book's editor in a fresh page, clicks the first photo frame as soon as it is ready. */
export async function measureOpen(context: BrowserContext, bookId: number): Promise<{ page: Page; times: OpenTimes }> {
  const page = await context.newPage();
  // An editor that never gets ready says why (a script error in the page), instead of a bare timeout.
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await page.goto(`/bearbeiten/${bookId}`, { waitUntil: 'commit' });
  await page.locator(READY).waitFor({ timeout: 60_000 });
  // Straight to the frame's middle: Playwright's own checks before a click would count as the page's time.
  const frame = await page.locator(PHOTO_FRAME).first().boundingBox();
  if (!frame) throw new Error('the current spread shows no photo frame');
  await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.locator(SELECTED_FRAME).first().waitFor();
  await page.waitForFunction(() => (window as unknown as { __benchMarks: { selected?: number } }).__benchMarks.selected !== undefined);
  // Event Timing entries arrive after the next paint.
  await page.waitForTimeout(200);
  const marks = await page.evaluate(() => ({
    ...(window as unknown as { __benchMarks: { ready: number; selected: number } }).__benchMarks,
    events: (window as unknown as { __benchEvents: number[] }).__benchEvents,
  }));
  return { page, times: { readyMs: marks.ready, interactiveMs: marks.selected, clickEventMs: Math.max(0, ...marks.events) } };
}

/**
 * Drags tray photos onto the current spread's first photo frame, `drags` times with different photos,
 * the mouse in 30 steps each, recording animation-frame deltas while the mouse is down.
 */
export async function measureDrag(page: Page, drags = 3): Promise<DragFigures> {
  await page.keyboard.press('Escape');
  const target = page.locator(PHOTO_FRAME).first();
  await page.locator('[data-tray-photo-id]').first().waitFor();
  // Photos not in the book yet first: a drop then always changes what the frame holds. Ids taken now,
  // since a drop changes which photos count as used.
  const idsOf = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-tray-photo-id') ?? ''));
  const ids = [...new Set([...(await idsOf('[data-tray-photo-id][data-used="false"]')), ...(await idsOf('[data-tray-photo-id]'))])].slice(0, drags);
  const deltas: number[] = [];
  let longFrames = 0;
  let landed = 0;
  const count = ids.length;
  for (let n = 0; n < count; n++) {
    const source = page.locator(`[data-tray-photo-id="${ids[n]}"]`).first();
    await source.scrollIntoViewIfNeeded();
    // A person drags a photo they see: its thumbnail is shown once the tile can be picked up (tray-photo.tsx).
    await source.locator('img').waitFor();
    const labelBefore = (await target.getAttribute('aria-label')) ?? '';
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the tray photo or the photo frame is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.evaluate(() => {
      const state = { deltas: [] as number[], long: 0, running: true, last: 0 };
      (window as unknown as { __benchDrag: typeof state }).__benchDrag = state;
      const tick = (now: number) => {
        if (state.last) state.deltas.push(now - state.last);
        state.last = now;
        if (state.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      try {
        const observer = new PerformanceObserver((list) => {
          state.long += list.getEntries().length;
        });
        observer.observe({ type: 'long-animation-frame' });
        (window as unknown as { __benchObserver: PerformanceObserver }).__benchObserver = observer;
      } catch {
        // No Long Animation Frames API: the animation-frame deltas still tell.
      }
    });
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 30 });
    await page.mouse.up();
    const recorded = await page.evaluate(async () => {
      // One more frame: the drop's own render counts too.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const state = (window as unknown as { __benchDrag: { deltas: number[]; long: number; running: boolean } }).__benchDrag;
      state.running = false;
      (window as unknown as { __benchObserver?: PerformanceObserver }).__benchObserver?.disconnect();
      return { deltas: state.deltas, long: state.long };
    });
    deltas.push(...recorded.deltas);
    longFrames += recorded.long;
    // The frame now says it holds another photo (its German label names what it holds).
    await page.waitForTimeout(300);
    if (((await target.getAttribute('aria-label')) ?? '') !== labelBefore) landed++;
  }
  return { frames: deltas.length, p95Ms: quantile(deltas, 0.95), maxMs: Math.max(...deltas), medianMs: quantile(deltas, 0.5), longFrames, dropsLanded: landed, drags: count };
}

/** Turns every page: PageDown on the canvas until the last spread is current (each spread drawn once). */
export async function turnEveryPage(page: Page, spreads: number): Promise<void> {
  for (let index = 1; index < spreads; index++) {
    const strip = page.locator(`[data-strip-spread-index="${index}"]`).first();
    if ((await strip.count()) > 0) {
      await strip.click();
    } else {
      await page.keyboard.press('PageDown');
    }
    await page.locator(`[data-spread-index="${index}"][data-current="true"]`).waitFor();
    // Each spread's photos are asked for and drawn before the next page is turned.
    await page.waitForLoadState('networkidle');
  }
}

export async function measureMemory(browser: Browser, page: Page): Promise<MemoryFigures> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
  await session.detach();
  const browserSession = await browser.newBrowserCDPSession();
  const info = (await browserSession.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
  await browserSession.detach();
  const rss = info.processInfo.filter((process) => process.type === 'renderer').map((process) => procMemoryBytes(process.id, 'VmRSS') ?? 0);
  return { jsHeapMb: heap / 1024 / 1024, rendererRssMb: Math.max(0, ...rss) / 1024 / 1024 };
}
