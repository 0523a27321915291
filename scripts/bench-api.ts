/**
 * `npm run bench:api`: starts the built server (embedded PGlite, fresh data folder), gives one
 * temporary user 200 books through the API, then measures GET /healthz and GET /api/books with
 * autocannon. The figures come from this 2-core machine, where load generator and server share
 * the cores: compare the ratio of the two routes between runs, not the absolute numbers.
 *
 * Builds first when apps/server/dist is missing, or always with `--build`.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) override the load;
 * BENCH_NODE_ARGS passes options to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * (NODE_OPTIONS refuses --cpu-prof).
 */
import type { Book, Design, Format, Paper } from '@eb/api-contract';
import autocannon from 'autocannon';
import { ensureBuilt, positiveInteger, startBenchServer, type BenchServer } from './lib/bench-server';

const BOOK_COUNT = 200;
const CREATE_CONCURRENCY = 8;
const WARMUP_SECONDS = 2;
const duration = positiveInteger('BENCH_DURATION', 10);
const connections = positiveInteger('BENCH_CONNECTIONS', 10);

ensureBuilt('bench:api');

let server: BenchServer | undefined;
try {
  server = await startBenchServer({
    name: 'bench-api',
    env: {
      JOBS_ENABLED: 'false',
      // No MALLOC_ARENA_MAX=2 default here (undefined leaves it out, one's own still passes): the
      // figures in decision 010 were measured with glibc's own arenas.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX,
    },
  });
  const { baseUrl } = server;
  const token = await seedBooks(baseUrl);

  console.log(`\nWarm-up ${WARMUP_SECONDS} s, then each route ${duration} s with ${connections} connections (autocannon)…`);
  await load(baseUrl, { duration: WARMUP_SECONDS, requests: [{ path: '/healthz' }, { path: '/api/books', headers: { authorization: `Bearer ${token}` } }] });
  const health = await load(baseUrl, { duration, requests: [{ path: '/healthz' }] });
  const books = await load(baseUrl, { duration, requests: [{ path: '/api/books', headers: { authorization: `Bearer ${token}` } }] });

  const rows = [
    { route: 'GET /healthz', result: health },
    { route: `GET /api/books (${BOOK_COUNT})`, result: books },
  ];
  console.log('');
  console.log(`  ${'route'.padEnd(24)} ${'req/s (avg)'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  for (const { route, result } of rows) {
    console.log(
      `  ${route.padEnd(24)} ${result.requests.average.toFixed(0).padStart(12)} ${ms(result.latency.p50).padStart(8)} ${ms(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(8)}`,
    );
  }
  for (const { route, result } of rows) {
    if (result.errors + result.timeouts > 0) console.log(`  ${route}: ${result.errors} connection errors, ${result.timeouts} timeouts`);
  }
  console.log(`\n  book list / healthz throughput: ${(books.requests.average / health.requests.average).toFixed(3)}`);
  console.log('  Note: absolute figures depend on this noisy 2-core machine (autocannon and the server share it); compare ratios between runs.');
  if (rows.some(({ result }) => result.non2xx + result.errors + result.timeouts > 0)) process.exitCode = 1;
} catch (error) {
  console.error('\n✖ bench:api failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}

/** A temporary user (GET /api/users/create) with BOOK_COUNT books in the first offered format, design and paper. */
async function seedBooks(baseUrl: string): Promise<string> {
  const { token } = await api<{ token: string }>(baseUrl, 'GET', '/api/users/create');
  const [format] = await api<Format[]>(baseUrl, 'GET', '/api/products/formats');
  if (!format) throw new Error('the catalogue offers no format');
  const [design] = await api<Design[]>(baseUrl, 'GET', `/api/products/designs/${format.id}`);
  const [paper] = await api<Paper[]>(baseUrl, 'GET', `/api/products/papers/${format.id}`);
  if (!design || !paper) throw new Error(`format ${format.id} has no design or no paper`);
  // The paper's preselected finishes are the ones the shop offers first for it.
  const payload = { memorialpageId: null, formatId: format.id, paperId: paper.id, themeId: design.themeId, cover: paper.coverOption, pages: paper.pagesOption };

  const started = performance.now();
  let next = 1;
  const worker = async () => {
    while (next <= BOOK_COUNT) {
      const n = next++;
      await api(baseUrl, 'POST', '/api/books', { ...payload, bookDescription: `Buch ${n}` }, token);
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const list = await api<Book[]>(baseUrl, 'GET', '/api/books', undefined, token);
  if (list.length !== BOOK_COUNT) throw new Error(`GET /api/books answered ${list.length} books, expected ${BOOK_COUNT}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nCreated ${BOOK_COUNT} books (format ${format.id}, paper ${paper.id}, design ${design.themeId}, cover ${payload.cover}, pages ${payload.pages}) in ${seconds.toFixed(1)} s, ${CREATE_CONCURRENCY} at a time.`,
  );
  return token;
}

async function api<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

function load(baseUrl: string, options: { duration: number; requests: autocannon.Request[] }): Promise<autocannon.Result> {
  return autocannon({ url: baseUrl, connections, duration: options.duration, requests: options.requests });
}

/** autocannon records latency in whole milliseconds, so 0 means under one. */
function ms(value: number): string {
  return value === 0 ? '<1' : String(value);
}
