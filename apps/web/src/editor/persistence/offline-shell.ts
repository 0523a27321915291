/**
 * Registers the editor's offline shell (public/sw.js, decision 030) and hands it the files this
 * page already loaded, so the editor opens again without a network. Best effort: without service
 * workers (an old browser, a private window) the draft still keeps every change.
 */
export async function registerOfflineShell(): Promise<void> {
  // Only the built app: in development the worker would serve stale modules from its cache.
  if (!import.meta.env.PROD) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active ?? registration.active;
    if (!worker) return;
    const urls = new Set<string>([location.pathname]);
    for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
    for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
      urls.add('src' in element ? element.src : element.href);
    }
    worker.postMessage({ type: 'keep', urls: [...urls] });
  } catch {
    // No offline shell: nothing is lost, only opening offline after a reload needs the network.
  }
}
