// What runs in the editor (book-layout, @eb/book-render/svg) must not pull in any Node built-in through
// its dependencies either (the lint rule in eslint.config.js catches only direct imports).
import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (path: string) => path.startsWith('node:') || NODE_BUILTINS.has(path) || NODE_BUILTINS.has(path.split('/')[0]!);

/** Bundles an entry (a file path) for the browser; answers the Node built-ins it asked for (and who asked). */
export async function nodeImportsOf(entry: string): Promise<string[]> {
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
