/* global self, caches */
/*
 * The editor's offline shell (decision 030): lets /bearbeiten/{id} open again without a network,
 * from this browser's draft. Registered by the editor only. It keeps the app's built files (hashed,
 * immutable), the page shell of the editor, the design fonts and design pictures — never an API
 * answer: the book itself waits in IndexedDB, written by the editor. Every other request passes by.
 */
const CACHE = 'eb-editor-shell-v1';
const SHELL_KEY = '/__editor-shell';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('eb-editor-shell-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

const pathOf = (href) => {
  try {
    return [new URL(href, self.location.origin).pathname];
  } catch {
    return [];
  }
};
const sameOrigin = (url) => url.origin === self.location.origin;
const isBuiltAsset = (url) => url.pathname.startsWith('/assets/');
const isDesignFile = (url) => /^\/fonts\/[\w-]+\.ttf$/.test(url.pathname) || (url.pathname.startsWith('/images/designs/') && url.pathname.endsWith('.svg'));
const isEditorPage = (url) => /^\/bearbeiten\/\d+\/?$/.test(url.pathname);

/** Files the editor already loaded before this worker took control: the page sends their addresses. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const href of data.urls.slice(0, 500)) {
        let url;
        try {
          url = new URL(href, self.location.origin);
        } catch {
          continue;
        }
        if (!sameOrigin(url)) continue;
        try {
          if (isEditorPage(url)) {
            const response = await fetch(url.pathname, { credentials: 'same-origin', cache: 'no-cache' });
            if (response.ok) await cache.put(SHELL_KEY, response);
          } else if ((isBuiltAsset(url) || isDesignFile(url)) && !(await cache.match(url.pathname))) {
            const response = await fetch(url.pathname, { credentials: 'same-origin' });
            if (response.ok) await cache.put(url.pathname, response);
          }
        } catch {
          // Offline or gone: the next visit tries again.
        }
      }
      await forgetOldAssets(cache, new Set(data.urls.flatMap((href) => pathOf(href))), await currentShellAssets(cache));
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (request.mode === 'navigate' && isEditorPage(url)) {
    event.respondWith(networkFirst(request, SHELL_KEY));
  } else if (isBuiltAsset(url)) {
    event.respondWith(cacheFirst(request, url.pathname));
  } else if (isDesignFile(url)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
  // Everything else, the API above all, goes to the network untouched.
});

/**
 * Built files of earlier releases are never asked for again: those neither the current page nor the
 * current release's page shell names, and kept more than 30 days ago, go. Lazy chunks the current
 * visit has not opened yet are not in its list, so the shell's own references and everything fetched
 * within the last 30 days stay (a file still in use is fetched again when needed anyway).
 */
async function forgetOldAssets(cache, inUse, shellAssets) {
  const cutoff = Date.now() - 30 * 24 * 60 * 60 * 1000;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/assets/') || inUse.has(path) || shellAssets.has(path)) continue;
    const response = await cache.match(request);
    const kept = Date.parse(response?.headers.get('date') ?? '');
    if (!Number.isFinite(kept) || kept < cutoff) await cache.delete(request);
  }
}

/** The built files the cached page shell (the current release's index.html) names: its entry and preloads. */
async function currentShellAssets(cache) {
  const shell = await cache.match(SHELL_KEY);
  if (!shell) return new Set();
  const html = await shell.text();
  return new Set([...html.matchAll(/["'](\/assets\/[^"'?#]+)/g)].map((match) => match[1]));
}

/** Hashed files never change: the cached copy is the file. */
async function cacheFirst(request, key) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

/** The newest from the network; the kept copy when the network fails or the server is in trouble (5xx). */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
  if (response.ok) {
    await cache.put(key, response.clone());
    return response;
  }
  if (response.status >= 500) return (await cache.match(key)) ?? response;
  return response;
}
