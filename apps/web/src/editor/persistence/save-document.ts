import { documentEtag } from '@eb/api-contract';
import { bookDocumentSchema, type BookDocument } from '@eb/book-model';
import { versionOfEtag } from '../api/get-book-document';
import type { SaveOutcome } from './save-queue';

export interface SaveDocumentDeps {
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** The access token (lib/auth/fresh-token.ts renews one that ran out). */
  token: () => Promise<string | null>;
  /** Renews the token even if it looks valid (a 401 says it is not); null when that failed. */
  renew?: () => Promise<string | null>;
  /** Leaving the page: the request may outlive it (fetch keepalive allows small bodies only). */
  keepalive?: boolean;
}

/** Browsers refuse keepalive bodies above 64 KiB (all keepalive requests of a page together). */
const KEEPALIVE_LIMIT = 60_000;
/** A Retry-After longer than this is not waited out: the usual pauses apply. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

const GENERIC_REFUSAL = 'Das Buch konnte nicht gespeichert werden.';

/**
 * PUT /api/books/{id}/document with If-Match of the version the document is based on, the answer
 * turned into what the save queue does next. Never throws: a network failure is a 'retry'.
 */
export async function saveDocument(bookId: number, document: BookDocument, baseVersion: number, deps: SaveDocumentDeps): Promise<SaveOutcome> {
  const body = JSON.stringify(document);
  const keepalive = deps.keepalive === true && body.length < KEEPALIVE_LIMIT;
  const send = async (given?: string | null): Promise<Response> => {
    const token = given ?? (await deps.token());
    return (deps.fetch ?? fetch)(`/api/books/${bookId}/document`, {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'if-match': documentEtag(baseVersion),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
      cache: 'no-store',
      ...(keepalive ? { keepalive: true } : {}),
    });
  };
  let response: Response;
  try {
    response = await send();
    // The server no longer accepts the token (it ran out while the tab slept, or was revoked): renew it once, whatever it claims.
    if (response.status === 401) {
      const renewed = deps.renew ? await deps.renew() : await deps.token();
      if (!renewed) return { kind: 'signedOut' };
      response = await send(renewed);
      if (response.status === 401) return { kind: 'signedOut' };
    }
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : 'network' };
  }
  return outcomeOf(response);
}

async function outcomeOf(response: Response): Promise<SaveOutcome> {
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
    case 400: {
      const photoIds = photoIdsRefused(body);
      if (photoIds.length > 0) return { kind: 'photosGone', photoIds };
      return { kind: 'refused', message: refusalText(message, body) };
    }
    case 429:
    case 503: {
      const afterMs = retryAfterMs(response.headers.get('retry-after'));
      return { kind: 'retry', reason: `HTTP ${response.status}`, ...(afterMs !== null ? { afterMs } : {}) };
    }
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

/**
 * 400 PHOTO_NOT_OWNED names the photos the server does not know for this person (deleted, or never
 * theirs): the ids in `photoIds` (error details are spread into the body) or `details.photoIds`.
 */
function photoIdsRefused(body: Record<string, unknown> | undefined): string[] {
  if (body?.code !== 'PHOTO_NOT_OWNED') return [];
  const details = typeof body.details === 'object' && body.details !== null ? (body.details as Record<string, unknown>) : {};
  const ids = Array.isArray(body.photoIds) ? body.photoIds : Array.isArray(details.photoIds) ? details.photoIds : [];
  return ids.filter((id): id is string => typeof id === 'string' && id !== '').slice(0, 1_000);
}

/** Retry-After in seconds or as a date; null when absent, unreadable or too far away to wait. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) && header.trim() !== '' ? seconds * 1_000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}
