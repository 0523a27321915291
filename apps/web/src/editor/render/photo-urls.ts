import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getPrivateImage } from '../../lib/api/get-private-image';

/**
 * Object URLs of photo previews (1600 px, for a frame drawn large or zoomed in, and the crop view) and
 * thumbnails (400 px, for the tray, the strip and most frames of the spread): never originals. The
 * photos are private (the request carries the token), so an <img> or an SVG <image> cannot load them
 * by address; each is fetched once, kept while any component uses it, and revoked a while after the
 * last one lets go (a spread flipped back and forth does not fetch again; later the browser's HTTP
 * cache answers). A decoded preview costs about 8 MB of the tab's memory, a thumbnail 0.5 MB.
 */
export type PhotoVariantOnScreen = 'thumbnail' | 'preview';

interface Entry {
  url: string | null;
  /** The image itself, for drawing into a canvas (the page's CSP lets no fetch read a blob: address). */
  blob: Blob | null;
  users: number;
  failed: boolean;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
  controller: AbortController;
}

/**
 * A thumbnail is kept for ten minutes after its last use: fetched again, it gets a new address, which
 * the compositor decodes once more while still keeping the first decode (about 0.5 MB each, for the
 * rest of the session); the JPEG itself is some 20 KB. A preview (8 MB decoded) goes soon.
 */
const RELEASE_AFTER_MS: Record<PhotoVariantOnScreen, number> = { preview: 2_000, thumbnail: 600_000 };
/** Long edge of each variant (the server fits the upright original inside a square, never enlarging). */
export const VARIANT_LONG_EDGE_PX: Record<PhotoVariantOnScreen, number> = { thumbnail: 400, preview: 1600 };
/** Photos arriving close together are told in one go: every arrival redraws what shows it. */
const NOTIFY_AFTER_MS = 40;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let revision = 0;

const keyOf = (photoId: string, variant: PhotoVariantOnScreen) => `${variant}:${photoId}`;
export const photoImagePath = (photoId: string, variant: PhotoVariantOnScreen) => `/api/photos/${encodeURIComponent(photoId)}/${variant}`;

let notifyTimer: ReturnType<typeof setTimeout> | undefined;
function notify() {
  revision += 1;
  if (notifyTimer !== undefined) return;
  notifyTimer = setTimeout(() => {
    notifyTimer = undefined;
    listeners.forEach((listener) => listener());
  }, NOTIFY_AFTER_MS);
}

/** Starts using a photo's image; answers the function that stops using it. */
export function retainPhotoUrl(photoId: string, variant: PhotoVariantOnScreen): () => void {
  return retainPrivateImage(keyOf(photoId, variant), photoImagePath(photoId, variant), RELEASE_AFTER_MS[variant]);
}

/** Any private image of the editor (a page thumbnail too) by its key: fetched once, kept while used, revoked `releaseAfterMs` after the last use. */
export function retainPrivateImage(key: string, path: string, releaseAfterMs: number): () => void {
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { url: null, blob: null, users: 0, failed: false, releaseTimer: undefined, controller: new AbortController() };
    entry = created;
    entries.set(key, created);
    getPrivateImage(path, created.controller.signal)
      .then((blob) => {
        if (entries.get(key) !== created) return;
        created.url = URL.createObjectURL(blob);
        created.blob = blob;
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
    }, releaseAfterMs);
  };
}

/** A private image by its key (retainPrivateImage) as a Blob, if it is loaded. */
export function loadedImageBlob(key: string): Blob | null {
  return entries.get(key)?.blob ?? null;
}

/** The object URL of a private image by its key (retainPrivateImage) if it is loaded. */
export function loadedImageUrl(key: string): string | null {
  return entries.get(key)?.url ?? null;
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

/**
 * A value read from the loaded URLs (e.g. the hrefs a drawing shows, joined): the component redraws
 * only when that value changes, not whenever any of 300 photos arrives.
 */
export function usePhotoUrlsValue<T extends string | null>(read: () => T): T {
  return useSyncExternalStore(subscribe, read, read);
}

/** A photo's image for this component, while it is mounted; null while loading or without a photo. */
export function usePhotoUrl(photoId: string | null, variant: PhotoVariantOnScreen): string | null {
  useEffect(() => (photoId ? retainPhotoUrl(photoId, variant) : undefined), [photoId, variant]);
  return usePhotoUrlsValue(useCallback(() => (photoId ? loadedPhotoUrl(photoId, variant) : null), [photoId, variant]));
}

/** Retains many photos at once (every photo of a spread) for as long as the component shows them. */
export function usePhotoUrls(photoIds: readonly string[], variant: PhotoVariantOnScreen): void {
  usePhotoVariants(photoIds.map((photoId) => `${variant}:${photoId}`));
}

/** Like usePhotoUrls with a variant per photo: keys are `thumbnail:<id>` or `preview:<id>`. */
export function usePhotoVariants(keys: readonly string[]): void {
  const key = keys.join('|');
  useEffect(() => {
    const releases = key
      ? key.split('|').map((entry) => {
          const at = entry.indexOf(':');
          return retainPhotoUrl(entry.slice(at + 1), entry.slice(0, at) as PhotoVariantOnScreen);
        })
      : [];
    return () => releases.forEach((release) => release());
  }, [key]);
}

/**
 * The smallest variant that gives at least one source pixel per device pixel: a photo's whole upright
 * original is drawn `placementLongMm` long on its long edge (the display list's placement, so a tight
 * crop asks for more), at `devicePxPerMm`. Without a known size the variant's nominal edge counts.
 */
export function variantFor(placementLongMm: number, devicePxPerMm: number, photoLongPx: number | null): PhotoVariantOnScreen {
  const needed = placementLongMm * devicePxPerMm;
  const thumbnail = Math.min(VARIANT_LONG_EDGE_PX.thumbnail, photoLongPx ?? Infinity);
  // A photo no larger than its thumbnail has nothing sharper to give.
  if (photoLongPx !== null && photoLongPx <= VARIANT_LONG_EDGE_PX.thumbnail) return 'thumbnail';
  return needed <= thumbnail ? 'thumbnail' : 'preview';
}
