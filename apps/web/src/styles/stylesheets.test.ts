import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('..', import.meta.url));

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** How many blocks are still open at the end, comments and strings aside (a block closed too early counts as -1). */
function openBlocksAtEnd(css: string): number {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '');
  let depth = 0;
  for (const character of code) {
    if (character === '{') depth++;
    if (character === '}' && --depth < 0) return -1;
  }
  return depth;
}

// The build joins a page's stylesheets into one file: a block one of them leaves open (a missing '}'
// after an @media) silently swallows every rule of the files after it, as it once did the book list's toolbar.
describe('every stylesheet of the web app', () => {
  it.each(stylesheets(source).map((path) => relative(source, path)))('%s closes every block it opens', (file) => {
    expect(openBlocksAtEnd(readFileSync(join(source, file), 'utf8'))).toBe(0);
  });
});
