import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { initI18n, type Translations } from './i18n';
import translationUrl from './i18n/de.json?url';
import { sessionStore } from './lib/auth/session';
import './styles/global.css';

async function loadTranslations(): Promise<Translations> {
  const response = await fetch(translationUrl);
  if (!response.ok) throw new Error(`translations: HTTP ${response.status}`);
  return (await response.json()) as Translations;
}

/**
 * Pre-rendered pages already show their content, so the app renders only once translations and
 * the first route's code are ready, then replaces the static HTML with the same page, live.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const router = createBrowserRouter(routes);
  // A signed-in visitor's header menu is a chunk of its own (app/layout/site-header.tsx): fetched beside the first route.
  if (sessionStore.get().token) void import('./app/layout/account-menu');
  await Promise.all([initI18n(loadTranslations), routerReady(router)]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // Signed-in visitors get renewal and the session check; anonymous ones never load that code.
  if (sessionStore.get().token) void import('./app/session-keeper').then(({ keepSession }) => keepSession(router));
}

function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

void start();
