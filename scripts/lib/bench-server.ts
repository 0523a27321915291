/**
 * The built server as a process of its own for the benches: a free port, a fresh temporary data
 * folder, the embedded PGlite (or BENCH_DATABASE_URL), production mode without demo data, and its
 * JSON log lines handed to the bench (pino writes one JSON object per line to standard output).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');

/** Builds when there is no build yet, or always with `--build` on the bench's command line. */
export function ensureBuilt(bench: string): void {
  if (process.argv.includes('--build') || !existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.log(`Using the existing build (apps/server/dist); \`npm run ${bench} -- --build\` rebuilds first.`);
  }
}

export type LogLine = Record<string, unknown> & { level?: number; msg?: string };

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Stops the server (SIGTERM, then waits) and removes its data folder; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * `env` wins over the defaults below; a variable set to undefined is left out of the server's environment.
 * `onLogLine`: without it nobody reads the log, so the server writes straight to this terminal.
 * `restartOnce`: start, stop and start again on the same data folder, so the figures are those of a
 * server restarted on an existing database rather than one creating it: the embedded PGlite's first
 * start (initdb) alone lifts the process to about 900 MB resident, a later start to about 300 MB.
 */
export async function startBenchServer(options: {
  name: string;
  env?: Record<string, string | undefined>;
  onLogLine?: (line: LogLine) => void;
  restartOnce?: boolean;
}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `eb-${options.name}-`));
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const spawnServer = () =>
    spawn(process.execPath, [...nodeArgs, serverEntry], {
      cwd: root,
      // 127.0.0.1 is exempt from the per-route limits (the bench sends everything from there).
      env: {
        // As `npm start` runs the server (scripts/start.mjs): two malloc arenas, unless the caller says otherwise.
        MALLOC_ARENA_MAX: '2',
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO_DATA: '',
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ALLOWLIST: '127.0.0.1',
        ...options.env,
      },
      stdio: ['ignore', options.onLogLine ? 'pipe' : 'inherit', 'inherit'],
    });
  let server = spawnServer();

  const endProcess = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      await endProcess();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  // Ctrl-C or a kill: stop the server and remove its data first. Keep listening: Ctrl-C reaches this
  // process twice (terminal and tsx), and a second signal without a listener would end it early.
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
    await waitForReady(baseUrl, () => server.exitCode ?? server.signalCode);
    if (options.restartOnce) {
      // The first process's log is not read: drop it rather than let a full pipe stop that process.
      server.stdout?.resume();
      await endProcess();
      server = spawnServer();
      await waitForReady(baseUrl, () => server.exitCode ?? server.signalCode);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  if (server.pid === undefined) throw new Error('the server process did not start');
  // Warnings and errors are shown as they come; every parsed line goes to the bench.
  const { onLogLine } = options;
  if (onLogLine && server.stdout) {
    createInterface({ input: server.stdout }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        console.log(`  [server] ${text}`);
        return;
      }
      if ((line.level ?? 0) >= 40) console.log(`  [server] ${text}`);
      onLogLine(line);
    });
  }
  return { baseUrl, pid: server.pid, stop };
}

/**
 * Starts a new resident high-water mark (VmHWM) for the process (Linux: `5` to clear_refs), so a
 * later VmHWM is the peak of what came after, not of the start-up. False when not allowed.
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A field of /proc/<pid>/status in bytes (Linux): VmRSS now, VmHWM the resident high-water mark. */
export function procMemoryBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(baseUrl: string, exited: () => number | string | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the server exited (${exited()})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready: ${baseUrl}/readyz`);
}

export function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text == null || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive whole number, not "${text}".`);
    process.exit(1);
  }
  return value;
}

/** The value at quantile q (0..1) of the numbers, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
