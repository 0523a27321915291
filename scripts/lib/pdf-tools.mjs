// The PDF tests check the print files with Debian's own tools (poppler-utils: pdfinfo, pdffonts,
// pdfimages, pdftoppm; qpdf), as a print shop's preflight would. `npm test` and CI install them like
// chromium: only when one is missing, and only as root; anyone else is told what to install.
import { execFileSync, spawnSync } from 'node:child_process';

/** The commands the tests run, and the Debian package each comes from. */
export const PDF_TOOLS = {
  pdfinfo: 'poppler-utils',
  pdffonts: 'poppler-utils',
  pdfimages: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  pdftotext: 'poppler-utils',
  qpdf: 'qpdf',
};

/** True when the command can be started (found on PATH). */
function runs(command) {
  // Every one of these prints its version with -v or --version and exits; what matters is that it starts.
  const result = spawnSync(command, [command === 'qpdf' ? '--version' : '-v'], { stdio: 'ignore' });
  return !result.error;
}

export function missingPdfTools() {
  return Object.keys(PDF_TOOLS).filter((command) => !runs(command));
}

/** Installs poppler-utils and qpdf when a command of theirs is missing and we are root; otherwise says what to install. */
export function ensurePdfTools() {
  const missing = missingPdfTools();
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((command) => PDF_TOOLS[command]))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${missing.join(', ')} missing: run 'sudo apt-get install ${packages.join(' ')}' and start again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' and ')} for the PDF tests …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  const still = missingPdfTools();
  if (still.length > 0) {
    console.error(`${still.join(', ')} still missing after installing ${packages.join(' ')}.`);
    process.exit(1);
  }
}
