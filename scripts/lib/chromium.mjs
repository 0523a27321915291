// Browser tests drive Debian's Chromium (never a downloaded browser build; see ../shared/STACK.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we are root; otherwise says what to install. */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and start again.`);
    process.exit(1);
  }
  console.log('Installing Debian\'s chromium for the browser tests …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}
