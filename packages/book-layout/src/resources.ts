import type { FontLibrary } from './fonts/font-library';

/** What the layout function needs besides the document: the fonts and the photos' pixel sizes. */
export interface LayoutResources {
  fonts: FontLibrary;
  /** Upright pixel size of a photo's original; undefined for an unknown photo (its draw is omitted and listed in missingPhotos). */
  photoSize(photoId: string): { widthPx: number; heightPx: number } | undefined;
}
