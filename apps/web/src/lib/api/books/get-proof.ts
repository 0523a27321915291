import type { ApiError } from '@eb/api-contract';
import { freshAccessToken } from '../../auth/fresh-token';
import { ApiRequestError } from '../api-client';

/** The proof ('Vorschau'): the PDF and the file name the server gave it. */
export interface ProofFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/books/{id}/proof.pdf with the token (the route is the book's owner's, so a link cannot
 * load it). Drawing takes seconds; refusals arrive as ApiRequestError with the server's German text
 * (404, 429, and 503 while the server draws as many proofs as it may).
 */
export async function getProof(bookId: number, signal?: AbortSignal): Promise<ProofFile> {
  const token = await freshAccessToken();
  const response = await fetch(`/api/books/${bookId}/proof.pdf`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: signal ?? null });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), bookId) };
}

/**
 * The file name of a Content-Disposition header: the UTF-8 one (`filename*=UTF-8''F%C3%BCr%20Opa…`,
 * the book's name with its umlauts) first, else `filename="…"`, else `buch-{id}-vorschau.pdf`.
 * Never a path.
 */
export function fileNameOf(header: string | null, bookId: number): string {
  const safe = (name: string | undefined) => (name && !/[/\\\p{Cc}]/u.test(name) && !/^\.+$/.test(name) ? name : undefined);
  let extended: string | undefined;
  try {
    const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
    extended = encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    extended = undefined;
  }
  return safe(extended) ?? safe(/filename="([^"]+)"/.exec(header ?? '')?.[1]) ?? `buch-${bookId}-vorschau.pdf`;
}
