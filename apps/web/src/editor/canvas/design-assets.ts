import { useEffect, useSyncExternalStore } from 'react';

/**
 * The design's SVG files (backgrounds, ornaments), fetched once from their public address and kept
 * for the session: the spread's SVG inlines them (displayListToSvg's assetSvg). A file that cannot be
 * loaded is drawn as nothing rather than stopping the page.
 */
const EMPTY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';
const texts = new Map<string, string>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
let revision = 0;

function load(src: string): void {
  if (texts.has(src) || loading.has(src)) return;
  loading.add(src);
  void fetch(src)
    .then((response) => (response.ok ? response.text() : EMPTY_SVG))
    .catch(() => EMPTY_SVG)
    .then((text) => {
      texts.set(src, /<svg\b/i.test(text) ? text : EMPTY_SVG);
      loading.delete(src);
      revision++;
      listeners.forEach((listener) => listener());
    });
}

/** The file's text for displayListToSvg; an empty drawing while it loads. */
export function assetSvg(src: string): string {
  return texts.get(src) ?? EMPTY_SVG;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Starts loading these files; answers the load revision (changes as files arrive) and whether all are here. */
export function useDesignAssets(srcs: readonly string[]): { revision: number; ready: boolean } {
  const current = useSyncExternalStore(subscribe, () => revision, () => revision);
  const key = srcs.join('|');
  useEffect(() => {
    if (key) key.split('|').forEach(load);
  }, [key]);
  return { revision: current, ready: srcs.every((src) => texts.has(src)) };
}
