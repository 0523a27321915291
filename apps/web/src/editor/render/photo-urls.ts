import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getPrivateImage } from '../../lib/api/get-private-image';
import { afterDrag } from './idle-turns';

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
  /** Settles with the image (a failure is swallowed: `failed` tells). */
  loaded: Promise<Blob | null>;
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
  return retainImage(key, (signal) => getPrivateImage(path, signal), releaseAfterMs);
}

/** An image made by `load` (fetched, or drawn from another), kept by key like retainPrivateImage. */
function retainImage(key: string, load: (signal: AbortSignal) => Promise<Blob>, releaseAfterMs: number): () => void {
  let entry = entries.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = { loaded: Promise.resolve(null), url: null, blob: null, users: 0, failed: false, releaseTimer: undefined, controller };
    entry = created;
    entries.set(key, created);
    created.loaded = load(controller.signal)
      .then((blob) => {
        if (entries.get(key) !== created) return null;
        created.url = URL.createObjectURL(blob);
        created.blob = blob;
        notify();
        return blob;
      })
      .catch(() => {
        if (entries.get(key) !== created) return null;
        // A photo still processing has no preview yet: forget the failure so a later use asks again.
        created.failed = true;
        entries.delete(key);
        notify();
        return null;
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

/** Like usePhotoUrls with an image per photo: keys are `thumbnail:<id>`, `preview:<id>` or `screen-<px>:<id>`. */
export function usePhotoVariants(keys: readonly string[]): void {
  const key = keys.join('|');
  useEffect(() => {
    const releases = key
      ? key.split('|').map((entry) => {
          const at = entry.indexOf(':');
          return retainPhotoImage(entry.slice(at + 1), entry.slice(0, at) as PhotoImageOnScreen);
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

/**
 * What a photo on screen is drawn from: a variant, or the thumbnail scaled down in the browser to
 * `screen-<px>` on its long edge. The compositor keeps every picture it decoded for the session (its
 * image cache drops them only under memory pressure, not when the element, its address or the Blob
 * goes): a 400-px thumbnail drawn 160 px long cost 0.5 MB, the same photo at 160 px 0.08 MB. Turning
 * every page of a 96-page book decodes all its photos once (decision 031).
 */
export type PhotoImageOnScreen = PhotoVariantOnScreen | `screen-${number}`;

/** Screen sizes go in steps, so a small change of the view reuses the image made before. */
const SCREEN_STEP_PX = 40;
/** Scaling down pays only clearly below the thumbnail's own size. */
const SCREEN_BELOW_SHARE = 0.8;

/**
 * variantFor, with the thumbnail replaced by a smaller copy wherever the screen needs clearly fewer
 * pixels: never fewer source pixels than device pixels (rounded up to the next step).
 */
export function imageFor(placementLongMm: number, devicePxPerMm: number, photoLongPx: number | null): PhotoImageOnScreen {
  const variant = variantFor(placementLongMm, devicePxPerMm, photoLongPx);
  if (variant === 'preview') return variant;
  const needed = placementLongMm * devicePxPerMm;
  if (!Number.isFinite(needed) || needed <= 0) return 'thumbnail';
  const thumbnail = Math.min(VARIANT_LONG_EDGE_PX.thumbnail, photoLongPx ?? Infinity);
  const px = Math.ceil(needed / SCREEN_STEP_PX) * SCREEN_STEP_PX;
  return px < thumbnail * SCREEN_BELOW_SHARE ? `screen-${px}` : 'thumbnail';
}

/** Starts using a photo's image on screen (imageFor's answer); answers the function that stops using it. */
export function retainPhotoImage(photoId: string, image: PhotoImageOnScreen): () => void {
  if (image === 'thumbnail' || image === 'preview') return retainPhotoUrl(photoId, image);
  const longPx = Number(image.slice('screen-'.length));
  // Kept as long as a thumbnail, for the same reason: made again, it would be decoded again.
  return retainImage(`${image}:${photoId}`, (signal) => scaledThumbnail(photoId, longPx, signal), RELEASE_AFTER_MS.thumbnail);
}

/** The object URL of a photo's image on screen if it is ready. */
export function loadedPhotoImageUrl(photoId: string, image: PhotoImageOnScreen): string | null {
  return entries.get(image === 'thumbnail' || image === 'preview' ? keyOf(photoId, image) : `${image}:${photoId}`)?.url ?? null;
}

/** The thumbnail (fetched or already here) drawn `longPx` long on its long edge, as a JPEG. */
async function scaledThumbnail(photoId: string, longPx: number, signal: AbortSignal): Promise<Blob> {
  const release = retainPhotoUrl(photoId, 'thumbnail');
  try {
    const source = await entries.get(keyOf(photoId, 'thumbnail'))?.loaded;
    if (!source || signal.aborted) throw new Error('no thumbnail');
    // Drawing the copy takes the main thread for a moment: never between two frames of a drag.
    await afterDrag();
    if (signal.aborted) throw new Error('no longer wanted');
    return await scaleDown(source, longPx);
  } finally {
    release();
  }
}

async function scaleDown(blob: Blob, longPx: number): Promise<Blob> {
  // Without the means to draw (an old browser), the thumbnail itself.
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return blob;
  const bitmap = await createImageBitmap(blob);
  try {
    const scale = longPx / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return blob;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return blob;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const scaled = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    // The canvas's pixels go now, not when a garbage collection comes by (300 photos: some 25 MB).
    canvas.width = 0;
    canvas.height = 0;
    return scaled;
  } finally {
    // The full decode made for drawing goes at once.
    bitmap.close();
  }
}
