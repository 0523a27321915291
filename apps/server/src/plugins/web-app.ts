import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SiteConfig } from '@eb/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';
import { APP_PATHS_FILE, loadAppPaths } from './app-paths';
import { errorBody } from './error-handler';

export interface WebAppOptions {
  distDir: string;
  siteConfig: (now: Date) => SiteConfig;
  now: () => Date;
}

const SITE_CONFIG_PLACEHOLDER = '__SITE_CONFIG__';
/** The pre-renderer writes `__SITE_<key>__` where a page shows operator data (apps/web/src/prerender). */
const SITE_TOKEN = /__SITE_([A-Za-z]+)__/g;
const HIDDEN_NOTICE = 'data-seasonal-notice="" hidden=""';
const SHOWN_NOTICE = 'data-seasonal-notice=""';

/**
 * Serves the built single-page app: hashed assets with long caching, pre-rendered pages where the
 * build made them, and the app shell for every other page path so deep links work: with status 200
 * where the app has that page, 404 where it shows its not-found page. Unknown /api paths answer
 * JSON 404, never the app's HTML.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const pages = existsSync(join(options.distDir, 'index.html')) ? loadPages(options.distDir, options.siteConfig(options.now())) : null;
  if (!pages) app.log.warn({ distDir: options.distDir }, 'web app is not built; only the API is served');

  if (pages) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      redirect: false,
      wildcard: true,
      // scripts/compress-assets.mjs writes .br and .gz beside each built text file.
      preCompressed: true,
      // Pages (and folder paths, which would otherwise answer 403) go through servePage below.
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/') && pathName !== `/${APP_PATHS_FILE}`,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${sep}assets${sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => servePage(request, reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (path === '/api' || path.startsWith('/api/') || !pages || !isPageRequest) {
      return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', 'Diese Adresse gibt es nicht.'));
    }
    return servePage(request, reply);
  });

  function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!pages) throw new Error('unreachable: pages are loaded when this route exists');
    const path = normalisePath(request.url);
    const prerendered = pages.prerendered.get(path);
    // The app shows its own not-found page; the status tells search engines and link checkers too.
    if (!prerendered && !pages.isAppPath(path)) reply.status(404);
    const template = prerendered ?? pages.shell;
    const config = options.siteConfig(options.now());
    let html = template.replace(SITE_CONFIG_PLACEHOLDER, () => jsonForHtml(config));
    if (config.showChristmasNotice) html = html.replace(HIDDEN_NOTICE, SHOWN_NOTICE);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }
}

interface Pages {
  /** Pre-rendered pages by path, operator tokens already filled in. */
  prerendered: Map<string, string>;
  /** The empty app shell for every other path. */
  shell: string;
  /** Whether the app has a page at a path (else its not-found page shows). */
  isAppPath: (path: string) => boolean;
}

function loadPages(distDir: string, config: SiteConfig): Pages {
  const fill = (html: string) =>
    html.replace(SITE_TOKEN, (token, key: string) => {
      const value = (config as unknown as Record<string, unknown>)[key];
      return typeof value === 'string' ? escapeHtml(value) : token;
    });
  const prerendered = new Map<string, string>();
  for (const file of findIndexFiles(distDir)) {
    const route = '/' + relative(distDir, file).split(sep).slice(0, -1).join('/');
    prerendered.set(route, fill(readFileSync(file, 'utf8')));
  }
  const shellFile = join(distDir, 'spa.html');
  const shell = existsSync(shellFile) ? fill(readFileSync(shellFile, 'utf8')) : (prerendered.get('/') as string);
  return { prerendered, shell, isAppPath: loadAppPaths(distDir) };
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findIndexFiles(full));
    else if (entry.name === 'index.html') found.push(full);
  }
  return found;
}

function normalisePath(url: string): string {
  const path = (url.split('?')[0] ?? '/').replace(/\/+$/, '');
  try {
    return decodeURIComponent(path) || '/';
  } catch {
    return path || '/';
  }
}

/** JSON inside <script> must not be able to close the tag. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
