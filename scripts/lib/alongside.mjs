// A command that runs beside the browser tests (CI's server tests on PostgreSQL): the browser tests
// run one file at a time and leave a core mostly idle, so the two together take little longer than
// the browser tests alone. Its output goes to a file and is printed once it ends, not interleaved.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './run.mjs';

/** Starts `command` (a shell line) now; the returned function waits for it and prints what it said. */
export function startAlongside(title, command) {
  const folder = mkdtempSync(join(tmpdir(), 'eb-alongside-'));
  const logFile = join(folder, 'output.log');
  const output = openSync(logFile, 'w');
  const child = spawn('bash', ['-c', command], { cwd: root, stdio: ['ignore', output, output] });
  const exit = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  console.log(`(${title} runs beside them; its output follows when it ends.)`);
  return async function finish() {
    const code = await exit;
    console.log(`\n▶ ${title}`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    rmSync(folder, { recursive: true, force: true });
    return code;
  };
}
