// The layout runs in the editor too: its bundle for the browser must not pull in any Node built-in
// (the lint rule in eslint.config.js catches direct imports; this catches them through dependencies).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nodeImportsOf } from './testing/browser-bundle';

describe('the layout in the browser', () => {
  it('bundles book-layout (with book-model and its dependencies) without any Node built-in', async () => {
    expect(await nodeImportsOf(fileURLToPath(new URL('./index.ts', import.meta.url)))).toEqual([]);
    expect(await nodeImportsOf(fileURLToPath(new URL('./fonts/index.ts', import.meta.url)))).toEqual([]);
  }, 60_000);

  it('would notice one: a module reading a file is reported', async () => {
    expect(await nodeImportsOf(fileURLToPath(new URL('./testing/node-fonts.ts', import.meta.url)))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^node:fs /)]),
    );
  }, 60_000);
});
