import { ApiRequestError } from './api-client';
import { freshAccessToken } from '../auth/fresh-token';

/**
 * An image only its owner may see (a photo, a book's rendered cover): the request carries the bearer
 * token, so an <img src> cannot load it directly. Such answers are `Cache-Control: private`: the
 * browser's cache serves a repeat. The caller makes an object URL of the blob and revokes it.
 */
export async function getPrivateImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = await freshAccessToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  if (!response.ok) throw new ApiRequestError(response.status, undefined);
  return response.blob();
}
