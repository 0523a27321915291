import type { DisplayList, FontLibrary, ImageDraw } from '@eb/book-layout';
import { displayListToSvg } from '@eb/book-render/svg';
import { loadedPhotoUrl } from '../render/photo-urls';
import { assetSvg } from './design-assets';

/** A calm, warm grey where a photo is still loading (never a broken image). */
export const LOADING_PHOTO_HREF =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'%3E%3Crect width='1' height='1' fill='%23e6e0d8'/%3E%3C/svg%3E";

export const imageDrawsOf = (list: DisplayList): ImageDraw[] =>
  list.pages.flatMap((page) => page.items.filter((item): item is ImageDraw => item.kind === 'image'));

export const assetSrcsOf = (list: DisplayList): string[] => [...new Set(list.pages.flatMap((page) => page.items.flatMap((item) => (item.kind === 'svg' ? [item.src] : []))))];

/** The current spread shows previews (its thumbnail until the preview is here); neighbours thumbnails. */
export function photoHref(photoId: string, current: boolean): string {
  return (current ? loadedPhotoUrl(photoId, 'preview') : null) ?? loadedPhotoUrl(photoId, 'thumbnail') ?? LOADING_PHOTO_HREF;
}

/** The one key that changes when any photo of the spread shows a different image. */
export const photoHrefKey = (list: DisplayList, current: boolean): string =>
  imageDrawsOf(list)
    .map((draw) => photoHref(draw.photoId, current))
    .join('|');

/** The spread as the previews draw it: the same SVG string, with the screen's photo addresses. */
export function spreadSvg(list: DisplayList, fonts: FontLibrary, current: boolean): string {
  return displayListToSvg(list, {
    fonts,
    imageHref: (draw) => photoHref(draw.photoId, current),
    assetSvg,
  });
}
