import type { DisplayList, FontLibrary, ImageDraw } from '@eb/book-layout';
import { displayListToSvg } from '@eb/book-render/svg';
import { imageFor, loadedPhotoImageUrl, loadedPhotoUrl, type PhotoImageOnScreen } from '../render/photo-urls';
import { markedSvg } from '../render/svg-markup';
import type { EditorPhoto } from '../state/editor-store';
import { assetSvg } from './design-assets';

/** A calm, warm grey where a photo is still loading (never a broken image). */
export const LOADING_PHOTO_HREF =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'%3E%3Crect width='1' height='1' fill='%23e6e0d8'/%3E%3C/svg%3E";

export const imageDrawsOf = (list: DisplayList): ImageDraw[] =>
  list.pages.flatMap((page) => page.items.filter((item): item is ImageDraw => item.kind === 'image'));

export const assetSrcsOf = (list: DisplayList): string[] => [...new Set(list.pages.flatMap((page) => page.items.flatMap((item) => (item.kind === 'svg' ? [item.src] : []))))];

/** Which image each photo of a spread is drawn from (photo id → variant or screen size). */
export type PhotoVariants = ReadonlyMap<string, PhotoImageOnScreen>;

/**
 * The image each photo needs at this size on screen (device pixels per mm): the thumbnail scaled down
 * to the pixels the frame shows, the thumbnail itself when it gives about a source pixel per device
 * pixel, the preview for a frame drawn large or zoomed in (not for a hidden neighbour: `previews`
 * false). A photo shown twice takes the larger need.
 */
export function photoVariantsOf(list: DisplayList, devicePxPerMm: number, photos: ReadonlyMap<string, EditorPhoto>, previews = true): PhotoVariants {
  const variants = new Map<string, PhotoImageOnScreen>();
  for (const draw of imageDrawsOf(list)) {
    const photo = photos.get(draw.photoId);
    const longPx = photo?.width && photo.height ? Math.max(photo.width, photo.height) : null;
    const chosen = imageFor(Math.max(draw.placement.widthMm, draw.placement.heightMm), devicePxPerMm, longPx);
    const image = chosen === 'preview' && !previews ? 'thumbnail' : chosen;
    const before = variants.get(draw.photoId);
    if (before === undefined || rank(image) > rank(before)) variants.set(draw.photoId, image);
  }
  return variants;
}

/** Larger images rank higher. */
const rank = (image: PhotoImageOnScreen): number => (image === 'preview' ? Infinity : image === 'thumbnail' ? 1e6 : Number(image.slice('screen-'.length)));

/**
 * The photo's address on screen: its image; the thumbnail until a preview is here; a calm grey before
 * (SvgMarkup keeps the photo's previous image meanwhile). A scaled-down image never falls back to the
 * thumbnail: drawn once, the thumbnail's full decode would stay in the compositor's cache.
 */
export function photoHref(photoId: string, image: PhotoImageOnScreen): string {
  if (image !== 'thumbnail' && image !== 'preview') return loadedPhotoImageUrl(photoId, image) ?? LOADING_PHOTO_HREF;
  return (image === 'preview' ? loadedPhotoUrl(photoId, 'preview') : null) ?? loadedPhotoUrl(photoId, 'thumbnail') ?? LOADING_PHOTO_HREF;
}

/** The one key that changes when any photo of the spread shows a different image. */
export const photoHrefKey = (variants: PhotoVariants): string => [...variants].map(([photoId, variant]) => photoHref(photoId, variant)).join('|');

/** The images to keep loaded: the chosen one, and the thumbnail under a preview (drawn while it loads). */
export const retainedVariantKeys = (variants: PhotoVariants): string[] =>
  [...variants].flatMap(([photoId, variant]) => (variant === 'preview' ? [`thumbnail:${photoId}`, `preview:${photoId}`] : [`${variant}:${photoId}`]));

/**
 * The spread as the previews draw it, with its photos marked (SvgMarkup sets their addresses): the
 * string depends on the drawing alone, not on which photos have arrived.
 */
export function spreadMarkup(list: DisplayList, fonts: FontLibrary, options: { view?: 'trim'; idPrefix?: string } = {}): { markup: string; photoIds: string[] } {
  return markedSvg((imageHref) => displayListToSvg(list, { fonts, imageHref: (draw) => imageHref(draw.photoId), assetSvg, ...options }), LOADING_PHOTO_HREF);
}
