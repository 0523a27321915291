// The editor draws spreads with @eb/book-render/svg: its browser bundle must not pull in any Node
// built-in (the rest of the package is Node-only). The same check as book-layout's browser-bundle.test.ts.
import { fileURLToPath } from 'node:url';
import { nodeImportsOf } from '@eb/book-layout/testing/browser-bundle';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

describe('@eb/book-render/svg in the browser', () => {
  it('is the package export "./svg" and bundles without any Node built-in', async () => {
    expect(packageJson.exports['./svg']).toBe('./src/svg.ts');
    expect(await nodeImportsOf(fileURLToPath(new URL('./svg.ts', import.meta.url)))).toEqual([]);
  }, 60_000);

  it('would notice one: the Node font loader of the main entry is reported', async () => {
    expect(await nodeImportsOf(fileURLToPath(new URL('./fonts-node.ts', import.meta.url)))).toEqual(expect.arrayContaining([expect.stringMatching(/^node:fs/)]));
  }, 60_000);
});
