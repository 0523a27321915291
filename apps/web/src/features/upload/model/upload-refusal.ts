import { UPLOAD_MESSAGES } from '@eb/api-contract';

/**
 * Why one file's upload stopped, from the server's last answer:
 * - refused: the server looked at the content and said no (415, 400, 413 too large or too many
 *   pixels, an upload that is gone): shown as it is; the same file would be refused again;
 * - connection: no answer at all (offline, server restarting, dead line): tried again by the page
 *   (back online, every minute, when the tab is shown again) and by the person;
 * - failed: nothing wrong with the photo, the moment was wrong: a 5xx, an expired sign-in (401),
 *   403, too many requests (429), a full quota (413 QUOTA_EXCEEDED, worth trying again after
 *   making room) or an unreadable answer. Trying again is offered; `message` is the server's own
 *   German reason where it helps the person (the quota), else the page shows its own sentence.
 */
export type UploadFailure = { kind: 'refused'; message: string } | { kind: 'connection' } | { kind: 'failed'; message?: string };

/** Refusals the server explains without a body of ours (a proxy's 413, an upload that is gone). */
const FALLBACK_MESSAGES: Record<number, string> = {
  413: UPLOAD_MESSAGES.tooLarge,
  404: UPLOAD_MESSAGES.uploadGone,
  410: UPLOAD_MESSAGES.uploadGone,
};

/** Answers about the moment, not the photo: the same file can go through later. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([401, 403, 408, 429, 503]);
/** The quota refusal's code (apps/server uploads refusals): room can be made, then it goes through. */
const QUOTA_CODE = 'QUOTA_EXCEEDED';

export function uploadFailureOf(status: number | null | undefined, body: string | null | undefined): UploadFailure {
  if (!status) return { kind: 'connection' };
  if (RETRYABLE_STATUSES.has(status)) return { kind: 'failed' };
  if (status >= 400 && status < 500) {
    const answer = errorBodyOf(body);
    if (answer?.code === QUOTA_CODE) return { kind: 'failed', message: answer.message ?? UPLOAD_MESSAGES.quotaExceeded };
    const message = answer?.message ?? FALLBACK_MESSAGES[status];
    if (message) return { kind: 'refused', message };
  }
  return { kind: 'failed' };
}

/** Whether trying the same file again can help. */
export const isRetryable = (failure: UploadFailure['kind'] | undefined) => failure !== 'refused';

/** The words under a stopped file: the server's reason where it has one for the person, else the page's own. */
export function failureText(failure: UploadFailure, pageText: string): string {
  return failure.kind !== 'connection' && failure.message ? failure.message : pageText;
}

/** `code` and `message` of our `{ code, message }` error body; null for anything else (HTML of a proxy, empty). */
function errorBodyOf(body: string | null | undefined): { code?: string; message?: string } | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return null;
    const { code, message } = parsed as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' && message.trim() ? message.trim() : undefined,
    };
  } catch {
    // Not JSON: not one of our refusals.
    return null;
  }
}
