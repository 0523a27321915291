import type { PhotoVariant } from '@eb/api-contract';
import { ApiRequestError } from '../../../lib/api/api-client';
import { freshAccessToken } from '../../../lib/auth/fresh-token';

/**
 * GET /api/photos/{id}/{variant}: only the owner may fetch it, so the request carries the bearer
 * token and an <img src> cannot load it directly. The answer is `Cache-Control: private, immutable`:
 * the browser's cache serves a repeat. The caller makes an object URL of the blob and revokes it.
 */
export async function getPhotoImage(photoId: string, variant: Exclude<PhotoVariant, 'original'>, signal?: AbortSignal): Promise<Blob> {
  const token = await freshAccessToken();
  const response = await fetch(`/api/photos/${encodeURIComponent(photoId)}/${variant}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiRequestError(response.status, undefined);
  return response.blob();
}
