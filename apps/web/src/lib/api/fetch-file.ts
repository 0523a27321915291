import type { ApiError } from '@eb/api-contract';
import { freshAccessToken } from '../auth/fresh-token';
import { ApiRequestError } from './api-client';

/** A file the server gave, with the plain name its Content-Disposition header named (null: none usable). */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GET a file with the user's token (a plain link would carry none); a refusal arrives as
 * ApiRequestError with the server's German text.
 */
export async function fetchFileWithToken(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = await freshAccessToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

/**
 * The file name of a Content-Disposition header: the UTF-8 one (`filename*=UTF-8''F%C3%BCr%20Opa…`,
 * with its umlauts) first, else `filename="…"`; null when there is none. Never a path.
 */
export function dispositionFileName(header: string | null): string | null {
  const safe = (name: string | undefined) => (name && !/[/\\\p{Cc}]/u.test(name) && !/^\.+$/.test(name) ? name : null);
  let extended: string | undefined;
  try {
    const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
    extended = encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    extended = undefined;
  }
  return safe(extended) ?? safe(/filename="([^"]+)"/.exec(header ?? '')?.[1]);
}
