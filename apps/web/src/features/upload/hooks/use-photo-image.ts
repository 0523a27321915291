import { type Photo } from '@eb/api-contract';
import type { RefObject } from 'react';
import { usePrivateImage } from '../../../lib/use-private-image';
import { photoImagePath } from '../api/get-photo-image';

/** The thumbnail of a ready photo as an object URL, fetched with the token once the tile comes near the screen. */
export function usePhotoThumbnail(photo: Photo, tile: RefObject<HTMLElement | null>): string | null {
  return usePrivateImage(photo.status === 'ready' ? photoImagePath(photo.id, 'thumbnail') : null, tile);
}
