import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would; its port and data folder stay for restart(). */
  crash(): Promise<void>;
  /** Starts it again on the same port and data folder (after crash()). */
  restart(): Promise<void>;
}

/** Starts the built shop on a free port with its own empty data folder, as `npm start` would. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The app is not built. Run `npm run build` (npm test does this) first.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const launch = () =>
    spawn(process.execPath, [serverEntry], {
      // PUBLIC_URL makes the issuer, mail links and redirects point at this very server.
      // The browser tests all come from 127.0.0.1; the limits themselves are tested in the server tests.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', RATE_LIMIT_ALLOWLIST: '127.0.0.1', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  let server = launch();
  const crash = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  const restart = async () => {
    server = launch();
    await waitForReady(`${baseUrl}/readyz`, () => server.exitCode);
  };
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${baseUrl}/readyz`, () => server.exitCode);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop, crash, restart };
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

async function waitForReady(url: string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the server exited with code ${exitCode()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become ready: ${url}`);
}
