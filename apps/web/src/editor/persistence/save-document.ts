import { documentEtag } from '@eb/api-contract';
import { bookDocumentSchema, type BookDocument } from '@eb/book-model';
import { versionOfEtag } from '../api/get-book-document';
import type { SaveOutcome } from './save-queue';

export interface SaveDocumentDeps {
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The access token (lib/auth/fresh-token.ts renews one that ran out). */
  token: () => Promise<string | null>;
}

const GENERIC_REFUSAL = 'Das Buch konnte nicht gespeichert werden.';

/**
 * PUT /api/books/{id}/document with If-Match of the version the document is based on, the answer
 * turned into what the save queue does next. Never throws: a network failure is a 'retry'.
 */
export async function saveDocument(bookId: number, document: BookDocument, baseVersion: number, deps: SaveDocumentDeps): Promise<SaveOutcome> {
  const send = async (): Promise<Response> => {
    const token = await deps.token();
    return (deps.fetch ?? fetch)(`/api/books/${bookId}/document`, {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'if-match': documentEtag(baseVersion),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(document),
      cache: 'no-store',
    });
  };
  let response: Response;
  try {
    response = await send();
    // A token that ran out while the tab slept: fresh-token.ts renews it; one more try with it.
    if (response.status === 401) response = await send();
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : 'network' };
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  const message = typeof body?.message === 'string' ? body.message : null;
  if (response.ok) {
    const version = typeof body?.version === 'number' ? body.version : versionOfEtag(response.headers.get('etag'));
    return version === null ? { kind: 'retry', reason: 'answer without version' } : { kind: 'saved', version };
  }
  switch (response.status) {
    case 412: {
      const version = typeof body?.version === 'number' ? body.version : versionOfEtag(response.headers.get('etag'));
      if (version === null) return { kind: 'retry', reason: '412 without version' };
      const parsed = bookDocumentSchema.safeParse(body?.document);
      return { kind: 'conflict', version, document: parsed.success ? parsed.data : null };
    }
    case 403:
      return { kind: 'forbidden', message: message ?? 'Dieses Buch kann nicht mehr bearbeitet werden.' };
    case 400:
    case 404:
    case 413:
    case 428:
      return { kind: 'refused', message: refusalText(message, body) };
    default:
      // 401 after renewing, 408, 429, 5xx and anything a proxy answers: the server may take it later.
      return { kind: 'retry', reason: `HTTP ${response.status}` };
  }
}

/** The server's reason, with the first detail of a document that did not validate. */
function refusalText(message: string | null, body: Record<string, unknown> | undefined): string {
  const issues = Array.isArray(body?.issues) ? (body.issues as Array<{ message?: unknown }>) : [];
  const first = typeof issues[0]?.message === 'string' ? issues[0].message : null;
  return [message ?? GENERIC_REFUSAL, first].filter(Boolean).join(': ');
}
