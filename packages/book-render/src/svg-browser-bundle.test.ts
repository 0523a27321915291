// The editor draws spreads with @eb/book-render/svg: its browser bundle must not pull in any Node
// built-in (the rest of the package is Node-only). The same check as book-layout's browser-bundle.test.ts.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };

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

describe('@eb/book-render/svg in the browser', () => {
  it('is the package export "./svg" and bundles without any Node built-in', async () => {
    expect(packageJson.exports['./svg']).toBe('./src/svg.ts');
    expect(await nodeImportsOf(fileURLToPath(new URL('./svg.ts', import.meta.url)))).toEqual([]);
  }, 60_000);

  it('would notice one: the Node font loader of the main entry is reported', async () => {
    expect(await nodeImportsOf(fileURLToPath(new URL('./fonts-node.ts', import.meta.url)))).toEqual(expect.arrayContaining([expect.stringMatching(/^node:fs/)]));
  }, 60_000);
});
