import type { SiteConfig } from '@eb/api-contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import i18next from 'i18next';
import type { RouteHandle } from '../app/route-handle';
import { routePatterns } from '../app/route-patterns';
import { routes } from '../app/routes';
import { prerenderedPaths } from '../config/paths';
import { initI18n } from '../i18n';
import translations from '../i18n/de.json';
import { setApiTransport } from '../lib/api/api-client';
import { setSiteConfig } from '../lib/site-config';

export { prerenderedPaths };

/** The paths the app answers; the server gives every other page address status 404. */
export const appPathPatterns = routePatterns(routes);

/** Operator facts become `__SITE_<key>__` tokens that the server fills in from its configuration. */
const tokenSiteConfig = new Proxy({} as SiteConfig, {
  get: (_target, key) => (key === 'showChristmasNotice' ? false : `__SITE_${String(key)}__`),
});

export interface PrerenderOptions {
  /** Answers the app's API calls in-process (the real server app, on an in-memory database). */
  apiFetch: (input: string, init?: RequestInit) => Promise<Response>;
}

export async function setup(options: PrerenderOptions): Promise<void> {
  setApiTransport(options.apiFetch);
  setSiteConfig(tokenSiteConfig);
  await initI18n(async () => translations);
}

/** Renders one page, loaders included: the HTML that goes inside #root and the page's title. */
export async function render(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`pre-render of ${path} answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`pre-render of ${path} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const handle = context.matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .findLast((candidate) => candidate?.titleKey != null);
  const name = i18next.t('app.name');
  const pageTitle = handle?.titleKey ? i18next.t(handle.titleKey) : '';
  return { html, title: pageTitle ? `${pageTitle} – ${name}` : `${name} – ${i18next.t('app.tagline')}` };
}
