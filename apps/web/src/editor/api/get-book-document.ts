import { bookDocumentSchema, type BookDocument } from '@eb/book-model';
import { ApiRequestError } from '../../lib/api/api-client';
import { freshAccessToken } from '../../lib/auth/fresh-token';

export interface VersionedDocument {
  document: BookDocument;
  /** The stored version (the ETag's number): every save names it in If-Match. */
  version: number;
}

/** Reads an ETag of this API ("12" or W/"12") as its version number; null for anything else. */
export function versionOfEtag(etag: string | null): number | null {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(etag?.trim() ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/** GET /api/books/{id}/document: the document and its version (never cached: the editor must start from the newest). */
export async function getBookDocument(bookId: number, signal?: AbortSignal): Promise<VersionedDocument> {
  const token = await freshAccessToken();
  const response = await fetch(`/api/books/${bookId}/document`, {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.json().catch(() => undefined));
  const version = versionOfEtag(response.headers.get('etag'));
  if (version === null) throw new ApiRequestError(502, { statusCode: 502, error: 'Bad Gateway', code: 'DOCUMENT_WITHOUT_VERSION', message: 'Das Buch kam ohne Version an. Bitte laden Sie die Seite neu.' });
  return { document: bookDocumentSchema.parse(await response.json()), version };
}
