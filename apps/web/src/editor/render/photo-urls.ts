import { useEffect, useSyncExternalStore } from 'react';
import { getPrivateImage } from '../../lib/api/get-private-image';

/**
 * Object URLs of photo previews (1600 px, for the spread) and thumbnails (400 px, for the tray, the
 * strip and neighbouring spreads): never originals. The photos are private (the request carries the
 * token), so an <img> or an SVG <image> cannot load them by address; each is fetched once, kept while
 * any component uses it, and revoked a while after the last one lets go (a spread flipped back and
 * forth does not fetch again).
 */
export type PhotoVariantOnScreen = 'thumbnail' | 'preview';

interface Entry {
  url: string | null;
  users: number;
  failed: boolean;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
  controller: AbortController;
}

const RELEASE_AFTER_MS = 60_000;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let revision = 0;

const keyOf = (photoId: string, variant: PhotoVariantOnScreen) => `${variant}:${photoId}`;
export const photoImagePath = (photoId: string, variant: PhotoVariantOnScreen) => `/api/photos/${encodeURIComponent(photoId)}/${variant}`;

function notify() {
  revision += 1;
  listeners.forEach((listener) => listener());
}

/** Starts using a photo's image; answers the function that stops using it. */
export function retainPhotoUrl(photoId: string, variant: PhotoVariantOnScreen): () => void {
  const key = keyOf(photoId, variant);
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { url: null, users: 0, failed: false, releaseTimer: undefined, controller: new AbortController() };
    entry = created;
    entries.set(key, created);
    getPrivateImage(photoImagePath(photoId, variant), created.controller.signal)
      .then((blob) => {
        if (entries.get(key) !== created) return;
        created.url = URL.createObjectURL(blob);
        notify();
      })
      .catch(() => {
        if (entries.get(key) !== created) return;
        // A photo still processing has no preview yet: forget the failure so a later use asks again.
        created.failed = true;
        entries.delete(key);
        notify();
      });
  }
  const held = entry;
  held.users += 1;
  clearTimeout(held.releaseTimer);
  return () => {
    held.users -= 1;
    if (held.users > 0) return;
    held.releaseTimer = setTimeout(() => {
      if (held.users > 0 || entries.get(key) !== held) return;
      entries.delete(key);
      held.controller.abort();
      if (held.url) URL.revokeObjectURL(held.url);
    }, RELEASE_AFTER_MS);
  };
}

/** The object URL of a photo's image if it is loaded (for an SVG's imageHref); null while loading. */
export function loadedPhotoUrl(photoId: string, variant: PhotoVariantOnScreen): string | null {
  return entries.get(keyOf(photoId, variant))?.url ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Changes whenever any photo finished loading: components that draw many photos read URLs after it. */
export function usePhotoUrlsRevision(): number {
  return useSyncExternalStore(subscribe, () => revision, () => revision);
}

/** A photo's image for this component, while it is mounted; null while loading or without a photo. */
export function usePhotoUrl(photoId: string | null, variant: PhotoVariantOnScreen): string | null {
  usePhotoUrlsRevision();
  useEffect(() => (photoId ? retainPhotoUrl(photoId, variant) : undefined), [photoId, variant]);
  return photoId ? loadedPhotoUrl(photoId, variant) : null;
}

/** Retains many photos at once (every photo of a spread) for as long as the component shows them. */
export function usePhotoUrls(photoIds: readonly string[], variant: PhotoVariantOnScreen): void {
  const key = photoIds.join('|');
  useEffect(() => {
    const releases = key ? key.split('|').map((photoId) => retainPhotoUrl(photoId, variant)) : [];
    return () => releases.forEach((release) => release());
  }, [key, variant]);
}
