// Bundles the server into dist/server.js. Workspace packages (@eb/*) are TypeScript sources and
// are bundled in; every npm dependency — the server's and those of the @eb/* packages it uses (pdfkit,
// fontkit, sharp, the font packages…) — stays external and loads from node_modules at run time, where
// native parts (sharp, resvg) and data files (fonts, pdfkit's AFM metrics) are found beside their code.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const readPackage = (path) => JSON.parse(readFileSync(path, 'utf8'));
/** A workspace package's package.json through its node_modules link (their `exports` do not list it). */
function workspacePackage(name) {
  const candidates = ['./node_modules/', '../../node_modules/'].map((folder) => new URL(`${folder}${name}/package.json`, import.meta.url));
  const found = candidates.find((url) => existsSync(url));
  if (!found) throw new Error(`workspace package ${name} not found in node_modules`);
  return readPackage(found);
}

/** The npm dependencies of a package and of every workspace package it depends on, transitively. */
function npmDependencies(pkg, seen = new Set()) {
  const names = new Set();
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@eb/')) {
      names.add(name);
    } else if (!seen.has(name)) {
      seen.add(name);
      for (const inner of npmDependencies(workspacePackage(name), seen)) names.add(inner);
    }
  }
  return names;
}

const external = [...npmDependencies(readPackage(new URL('./package.json', import.meta.url)))];

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server bundled to apps/server/dist/server.js');
