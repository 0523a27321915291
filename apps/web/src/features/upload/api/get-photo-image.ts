import type { PhotoVariant } from '@eb/api-contract';

/** GET /api/photos/{id}/{variant}: owner only (`Cache-Control: private, immutable`), fetched with lib/use-private-image. */
export const photoImagePath = (photoId: string, variant: Exclude<PhotoVariant, 'original'>) => `/api/photos/${encodeURIComponent(photoId)}/${variant}`;
