// Build step: writes .br and .gz beside every text file of the web build, so the server sends
// compressed assets without spending CPU per request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib/run.mjs';

const dist = join(root, 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|woff)$/; // HTML is filled in per request, then compressed

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files++;
  before += content.length;
  after += brotli.length;
}
console.log(`compressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.(br|gz)$/.test(entry.name)) yield full;
  }
}
