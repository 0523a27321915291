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
  ensureNpmVersion();
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  step('Installing dependencies (npm ci)');
  run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
}

/** The lock file and Vite 8 need npm 11; npm 10 fails deep inside `npm ci` with a confusing error. */
const REQUIRED_NPM_MAJOR = 11;

function ensureNpmVersion() {
  // The npm on PATH is the one that `npm ci` below would use.
  const result = spawnSync('npm', ['--version'], { cwd: root, encoding: 'utf8' });
  const version = result.status === 0 ? result.stdout.trim() : '';
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (major >= REQUIRED_NPM_MAJOR) return;
  const found = version ? `npm ${version} was found` : 'npm was not found';
  console.error(`✖ This project needs npm ${REQUIRED_NPM_MAJOR} or later, but ${found}: run \`npm install -g npm@${REQUIRED_NPM_MAJOR}\` and try again.`);
  process.exit(1);
}

export function readJson(path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}
