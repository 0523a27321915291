// Small helpers for the project's own scripts (start, test, CI): run a command, stop on failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function step(title) {
  console.log(`\n▶ ${title}`);
}

/** Runs a command in the project folder with inherited output; exits the script if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/**
 * Installs dependencies when node_modules is missing or older than the lock file, so both
 * `npm start` and `npm test` work on a fresh clone without a separate install step.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  step('Installing dependencies (npm ci)');
  run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
