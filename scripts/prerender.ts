/**
 * Build step: renders the intro, price and legal pages to HTML so their text and first picture
 * paint before any script runs (and search engines can read them). API data comes from the real
 * server app on an in-memory database, answered in-process.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { prepareDatabase } from '../apps/server/src/db/prepare';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const entry = join(root, 'apps/web/dist-ssr/entry.js');

const config = loadConfig({ LOG_LEVEL: 'error', DATA_DIR: 'memory://', WEB_DIST_DIR: join(root, 'no-web-app'), SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'false' });
const database = await prepareDatabase({ ...config, DATA_DIR: 'memory://' });
const app = await buildApp({ config, database });

const apiFetch = async (input: string) => {
  const reply = await app.inject({ method: 'GET', url: input });
  return new Response(reply.body, { status: reply.statusCode, headers: { 'content-type': 'application/json' } });
};

const renderer = (await import(pathToFileURL(entry).href)) as {
  prerenderedPaths: readonly string[];
  appPathPatterns: readonly string[];
  setup(options: { apiFetch: typeof apiFetch }): Promise<void>;
  render(path: string): Promise<{ html: string; title: string }>;
};
await renderer.setup({ apiFetch });

// Fonts are preloaded so text paints once in its own face instead of jumping when a font arrives.
const PRELOADED_FONTS = /^(source-sans-3-latin-(400|600)|cormorant-garamond-latin-600)-normal-[\w-]+\.woff2$/;
const fontLinks = readdirSync(join(dist, 'assets'))
  .filter((file) => PRELOADED_FONTS.test(file))
  .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`)
  .join('\n    ');
// The shell (with the preloads) serves every page that is not pre-rendered.
const shell = readFileSync(join(dist, 'index.html'), 'utf8').replace('</title>', () => `</title>\n    ${fontLinks}`);
writeFileSync(join(dist, 'spa.html'), shell);
// The server answers addresses outside these with the app and status 404 (apps/server/src/plugins/app-paths.ts).
writeFileSync(join(dist, 'app-paths.json'), JSON.stringify(renderer.appPathPatterns, null, 2));
for (const path of renderer.prerenderedPaths) {
  const { html, title } = await renderer.render(path);
  const target = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(target), { recursive: true });
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(target, shell.replace('<!--app-html-->', () => html).replace(/<title>.*?<\/title>/, () => `<title>${escapedTitle}</title>`));
  console.log(`pre-rendered ${path}`);
}

await app.close();
await database.close();
