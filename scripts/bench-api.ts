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
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Book, Design, Format, Paper } from '@eb/api-contract';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');
const BOOK_COUNT = 200;
const CREATE_CONCURRENCY = 8;
const WARMUP_SECONDS = 2;
const duration = positiveInteger('BENCH_DURATION', 10);
const connections = positiveInteger('BENCH_CONNECTIONS', 10);

if (process.argv.includes('--build') || !existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('Using the existing build (apps/server/dist); `npm run bench:api -- --build` rebuilds first.');
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'eb-bench-api-'));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, serverEntry], {
  cwd: root,
  // Production mode without demo data; 127.0.0.1 is exempt from the per-route limits (/api/users/create).
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: '',
    // The embedded PGlite by default; BENCH_DATABASE_URL points at an empty database on a PostgreSQL server instead.
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping: Promise<void> | undefined;
function stop(): Promise<void> {
  stopping ??= (async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
}
// Ctrl-C or a kill: stop the server and remove its data before leaving; 'exit' is the last resort.
// Keep listening: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a
// second signal without a listener would end it before the data folder is removed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    console.error(`\n${signal}: stopping the server`);
    void stop().finally(() => process.exit(130));
  });
}
process.once('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  await waitForReady();
  const token = await seedBooks();

  console.log(`\nWarm-up ${WARMUP_SECONDS} s, then each route ${duration} s with ${connections} connections (autocannon)…`);
  await load({ duration: WARMUP_SECONDS, requests: [{ path: '/healthz' }, { path: '/api/books', headers: { authorization: `Bearer ${token}` } }] });
  const health = await load({ duration, requests: [{ path: '/healthz' }] });
  const books = await load({ duration, requests: [{ path: '/api/books', headers: { authorization: `Bearer ${token}` } }] });

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
  await stop();
}

/** A temporary user (GET /api/users/create) with BOOK_COUNT books in the first offered format, design and paper. */
async function seedBooks(): Promise<string> {
  const { token } = await api<{ token: string }>('GET', '/api/users/create');
  const [format] = await api<Format[]>('GET', '/api/products/formats');
  if (!format) throw new Error('the catalogue offers no format');
  const [design] = await api<Design[]>('GET', `/api/products/designs/${format.id}`);
  const [paper] = await api<Paper[]>('GET', `/api/products/papers/${format.id}`);
  if (!design || !paper) throw new Error(`format ${format.id} has no design or no paper`);
  // The paper's preselected finishes are the ones the shop offers first for it.
  const payload = { memorialpageId: null, formatId: format.id, paperId: paper.id, themeId: design.themeId, cover: paper.coverOption, pages: paper.pagesOption };

  const started = performance.now();
  let next = 1;
  const worker = async () => {
    while (next <= BOOK_COUNT) {
      const n = next++;
      await api('POST', '/api/books', { ...payload, bookDescription: `Buch ${n}` }, token);
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  const list = await api<Book[]>('GET', '/api/books', undefined, token);
  if (list.length !== BOOK_COUNT) throw new Error(`GET /api/books answered ${list.length} books, expected ${BOOK_COUNT}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nCreated ${BOOK_COUNT} books (format ${format.id}, paper ${paper.id}, design ${design.themeId}, cover ${payload.cover}, pages ${payload.pages}) in ${seconds.toFixed(1)} s, ${CREATE_CONCURRENCY} at a time.`,
  );
  return token;
}

async function api<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

function load(options: { duration: number; requests: autocannon.Request[] }): Promise<autocannon.Result> {
  return autocannon({ url: baseUrl, connections, duration: options.duration, requests: options.requests });
}

async function waitForReady(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the server exited (${server.exitCode ?? server.signalCode})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready: ${baseUrl}/readyz`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** autocannon records latency in whole milliseconds, so 0 means under one. */
function ms(value: number): string {
  return value === 0 ? '<1' : String(value);
}

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text == null || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, not "${text}".`);
    process.exit(1);
  }
  return value;
}
