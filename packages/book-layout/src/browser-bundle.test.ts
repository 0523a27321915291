// The layout runs in the editor too: its bundle for the browser must not pull in any Node built-in
// (the lint rule in eslint.config.js catches direct imports; this catches them through dependencies).
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (path: string) => path.startsWith('node:') || NODE_BUILTINS.has(path) || NODE_BUILTINS.has(path.split('/')[0]!);

/** Bundles an entry for the browser; answers the Node built-ins it asked for (and who asked). */
async function nodeImportsOf(entry: string): Promise<string[]> {
  const found: string[] = [];
  const watch: Plugin = {
    name: 'node-builtins',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (!isNodeBuiltin(args.path)) return undefined;
        found.push(`${args.path} (from ${args.importer})`);
        return { path: args.path, external: true };
      });
    },
  };
  await build({ entryPoints: [entry], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent', plugins: [watch] });
  return found;
}

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
