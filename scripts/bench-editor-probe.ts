/**
 * A look inside bench:editor's figures (decision 031), against a server already running (PROBE_URL):
 * `setup` makes the bench's customer, 300 photos and 96-page book once and writes them to PROBE_STATE;
 * `profile` opens the book like the bench with a CPU profile until the first click is handled and lists
 * the requests and, per 100 ms, where the main thread spent its time (build the web app with
 * `--minify false` for readable names); `memory` turns every page and breaks the renderer's memory
 * down (DOM counters, images in the DOM, Chromium's memory-infra dump per allocator), then again after
 * a garbage collection. Start the server yourself with the web app to look at (WEB_DIST_DIR), e.g.
 * `PORT=4788 DATA_DIR=… JOBS_ENABLED=true WEB_DIST_DIR=… node apps/server/dist/server.js`.
 * Not part of `npm test`: a tool for the person working on the editor's speed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { customerContext, measureDrag, measureMemory, measureOpen, turnEveryPage } from './lib/bench-editor-browser';
import { editorBenchPhotos, makeBook, registeredCustomer, uploadPhotos, type BenchCustomer } from './lib/bench-editor-data';

const baseUrl = process.env.PROBE_URL ?? 'http://127.0.0.1:4788';
const stateFile = process.env.PROBE_STATE ?? '/tmp/h8/state.json';
const outbox = process.env.PROBE_OUTBOX ?? '/tmp/h8/mail';
const mode = process.argv[2] ?? 'open';

interface State {
  customer: BenchCustomer;
  bookId: number;
  pageCount: number;
  floorCustomer: BenchCustomer;
  floorId: number;
}

if (mode === 'setup') {
  const files = await editorBenchPhotos(300);
  const customer = await registeredCustomer(baseUrl, outbox, 'probe');
  const photos = await uploadPhotos(baseUrl, customer.token, files);
  const full = await makeBook(baseUrl, customer.token, { formatId: 1, paperId: 3, themeId: 101 }, { pageCount: 96, photos });
  const floorCustomer = await registeredCustomer(baseUrl, outbox, 'probeboden');
  await uploadPhotos(baseUrl, floorCustomer.token, files.slice(0, 3));
  const empty = await makeBook(baseUrl, floorCustomer.token, { formatId: 1, paperId: 3, themeId: 101 });
  const state: State = { customer, bookId: full.id, pageCount: full.pageCount, floorCustomer, floorId: empty.id };
  writeFileSync(stateFile, JSON.stringify(state));
  console.log('setup done', full, empty);
} else {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  const browser = await launchBrowser();
  try {
    const floor = process.argv.includes('--floor');
    const customer = floor ? state.floorCustomer : state.customer;
    const bookId = floor ? state.floorId : state.bookId;
    const context = await customerContext(browser, baseUrl, customer);
    const consoleErrors = new Map<string, number>();
    context.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.set(message.text().slice(0, 160), (consoleErrors.get(message.text().slice(0, 160)) ?? 0) + 1);
    });
    context.on('response', (response) => {
      if (response.status() >= 400) consoleErrors.set(`HTTP ${response.status()} ${response.url().replace(/[0-9a-f-]{36}/, '…')}`, 1 + (consoleErrors.get(`HTTP ${response.status()} ${response.url().replace(/[0-9a-f-]{36}/, '…')}`) ?? 0));
    });
    process.once('beforeExit', () => console.log('console errors and failed responses', consoleErrors));
    if (mode === 'profile') {
      // A CPU profile of the page from navigation to the first click handled.
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
      const requests: string[] = [];
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        void request.sizes().then((sizes) => {
          requests.push(`${timing.startTime.toFixed(0)} +${timing.requestStart.toFixed(0)} →${timing.responseEnd.toFixed(0)} ${(sizes.responseBodySize / 1024).toFixed(0)}KB ${request.url().replace(baseUrl, '').slice(0, 90)}`);
        });
      });
      await page.goto(`/bearbeiten/${bookId}`, { waitUntil: 'commit' });
      await page.locator('.editor[data-editor-ready="true"]').waitFor({ timeout: 60_000 });
      const frame = await page.locator('[data-current="true"] [data-frame-kind="photo"]').first().boundingBox();
      if (frame) await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height / 2);
      await page.locator('[data-frame-id][data-selected="true"], [data-frame-id][aria-selected="true"]').first().waitFor();
      const marks = await page.evaluate(() => (window as unknown as { __benchMarks: unknown }).__benchMarks);
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
      writeFileSync('/tmp/h8/open.cpuprofile', JSON.stringify(profile));
      console.log('marks', marks);
      const origin = await page.evaluate(() => performance.timeOrigin);
      console.log('time origin', origin);
      console.log(requests.sort().map((line) => { const [start, ...rest] = line.split(' '); return `${(Number(start) - origin).toFixed(0).padStart(6)} ${rest.join(' ')}`; }).join('\n'));
      summarise(profile, (marks as { selected: number }).selected);
    } else if (mode === 'memory') {
      const counts = new Map<string, number>();
      context.on('request', (request) => {
        const kind = /\/api\/photos\/[^/]+\/(\w+)/.exec(request.url())?.[1] ?? (/\/thumbnail\.jpg/.test(request.url()) ? 'page-thumbnail' : null);
        if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
      });
      const { page, times } = await measureOpen(context, bookId);
      console.log('open', times);
      console.log('after open', await measureMemory(browser, page), await breakdown(page));
      if (process.argv.includes('--drag')) console.log('drag', await measureDrag(page));
      const spreads = 1 + (floor ? 20 : state.pageCount) / 2 + 1;
      const turnTo = Number(process.env.PROBE_TURN ?? spreads);
      await turnEveryPage(page, turnTo);
      console.log('after turning', await measureMemory(browser, page), await breakdown(page), counts);
      console.log(await memoryInfra(browser));
      await page.waitForTimeout(8000);
      console.log('8 s later', await measureMemory(browser, page), await breakdown(page));
      const session = await context.newCDPSession(page);
      await session.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(2000);
      console.log('after GC', await measureMemory(browser, page), await breakdown(page));
      console.log(await memoryInfra(browser));
    }
  } finally {
    await browser.close();
  }
}

async function breakdown(page: Page) {
  const session = await page.context().newCDPSession(page);
  const counters = await session.send('Memory.getDOMCounters');
  const images = await page.evaluate(() => {
    const svgImages = Array.from(document.querySelectorAll('image'));
    const imgs = Array.from(document.querySelectorAll('img'));
    const href = (element: Element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '';
    return {
      svgImages: svgImages.length,
      svgBlob: svgImages.filter((element) => href(element).startsWith('blob:')).length,
      imgs: imgs.length,
      imgBlob: imgs.filter((element) => href(element).startsWith('blob:')).length,
      minis: document.querySelectorAll('.strip-thumb__drawing').length,
      spreads: document.querySelectorAll('.spread-drawing').length,
    };
  });
  await session.detach();
  return { ...counters, ...images };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function and by source file, and inclusive time of a few named functions. */
function summarise(profile: Profile, untilMs: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]! / 1000;
    if (t > untilMs + 200) break;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!)!;
    const name = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set<string>();
    let cursor: number | undefined = node.id;
    while (cursor !== undefined) {
      const n = byId.get(cursor)!;
      const fname = n.callFrame.functionName || '(anon)';
      if (!seen.has(fname)) {
        seen.add(fname);
        inclusive.set(fname, (inclusive.get(fname) ?? 0) + dt);
      }
      cursor = parent.get(cursor);
    }
  }
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  console.log('--- self time (ms) ---\n' + top(self, 35));
  timeline(profile, byId, parent, untilMs);
  console.log('--- inclusive (ms) ---\n' + top(inclusive, 60));
}

/** Per 100 ms: busy time, and the React component (capitalised function) and named work under which it ran. */
function timeline(profile: Profile, byId: Map<number, ProfileNode>, parent: Map<number, number>, untilMs: number): void {
  const KEY = /^(layoutSpread|displayListToSvg|spreadMarkup|layoutText|shape|thumbHashToDataURL|getPrivateImage|createFontLibrary|loadFontLibrary|JSON\.parse|parse|safeParse|commitRoot|performWorkOnRoot|flushPassiveEffects|renderRootSync|createObjectURL)$/;
  const buckets = new Map<number, { busy: number; what: Map<string, number> }>();
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]! / 1000;
    if (t > untilMs + 200) break;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i]!)!;
    if (leaf.callFrame.functionName === '(idle)') continue;
    const bucket = Math.floor(t / 100) * 100;
    const entry = buckets.get(bucket) ?? { busy: 0, what: new Map() };
    buckets.set(bucket, entry);
    entry.busy += dt;
    let component = '';
    let key = '';
    let cursor: number | undefined = leaf.id;
    while (cursor !== undefined) {
      const name = byId.get(cursor)!.callFrame.functionName;
      if (!component && /^[A-Z][A-Za-z0-9]+$/.test(name)) component = name;
      if (!key && KEY.test(name)) key = name;
      cursor = parent.get(cursor);
    }
    const label = `${component || (leaf.callFrame.functionName.startsWith('(') ? leaf.callFrame.functionName : '-')}/${key}`;
    entry.what.set(label, (entry.what.get(label) ?? 0) + dt);
  }
  console.log('--- timeline (100 ms buckets: busy ms, top work) ---');
  for (const [bucket, entry] of [...buckets].sort((a, b) => a[0] - b[0])) {
    const top = [...entry.what].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
    console.log(`${String(bucket).padStart(5)} ${entry.busy.toFixed(0).padStart(4)}  ${top}`);
  }
}

/** Chromium's memory-infra dump of the renderers: size per allocator (top level and one below). */
async function memoryInfra(browser: Browser): Promise<string> {
  const session = await browser.newBrowserCDPSession();
  const events: Array<{ ph: string; pid: number; name: string; args?: { dumps?: { allocators?: Record<string, { attrs?: Record<string, { value: string }> }> } } }> = [];
  (session as unknown as { on(event: string, listener: (data: { value: typeof events }) => void): void }).on('Tracing.dataCollected', (data) => void events.push(...data.value));
  const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], memoryDumpConfig: { triggers: [] } } as never, transferMode: 'ReportEvents' });
  await session.send('Tracing.requestMemoryDump', { deterministic: false, levelOfDetail: 'detailed' } as never);
  await session.send('Tracing.end');
  await done;
  await session.detach();
  const lines: string[] = [];
  for (const event of events) {
    const allocators = event.args?.dumps?.allocators;
    if (event.ph !== 'v' || !allocators) continue;
    const size = (name: string) => parseInt(allocators[name]?.attrs?.size?.value ?? '0', 16) / 1024 / 1024;
    const names = Object.keys(allocators).filter((name) => name.split('/').length <= 2 && size(name) >= 2 && !/segment_|shared_memory\/|discardable\/|\/(partitions|allocated_objects|main)$/.test(name));
    if (!names.some((name) => name.startsWith('blink_gc') || name.startsWith('v8'))) continue;
    lines.push(`pid ${event.pid}: ` + names.sort((a, b) => size(b) - size(a)).map((name) => `${name} ${size(name).toFixed(0)}`).join(', '));
  }
  return lines.join('\n');
}
