import { UPLOAD_MESSAGES } from '@eb/api-contract';

/**
 * Why one file's upload stopped, from the server's last answer:
 * - refused: the server looked and said no (4xx with a German `message`): shown as it is, and
 *   trying again only makes sense after the person chose another file or made room;
 * - connection: no answer at all (offline, connection cut): continues by itself once online again;
 * - failed: the server had a problem (5xx) or answered something unreadable: the page's own sentence, retry offered.
 */
export type UploadFailure = { kind: 'refused'; message: string } | { kind: 'connection' } | { kind: 'failed' };

/** Refusals the server explains without a body of ours (a proxy's 413, an upload that is gone). */
const FALLBACK_MESSAGES: Record<number, string> = {
  413: UPLOAD_MESSAGES.tooLarge,
  404: UPLOAD_MESSAGES.uploadGone,
  410: UPLOAD_MESSAGES.uploadGone,
};

export function uploadFailureOf(status: number | null | undefined, body: string | null | undefined): UploadFailure {
  if (!status) return { kind: 'connection' };
  if (status >= 400 && status < 500) {
    const message = messageOf(body) ?? FALLBACK_MESSAGES[status];
    if (message) return { kind: 'refused', message };
  }
  return { kind: 'failed' };
}

/** The `message` of our `{ code, message }` error body; null for anything else (HTML of a proxy, empty). */
function messageOf(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message.trim();
    }
  } catch {
    // Not JSON: not one of our refusals.
  }
  return null;
}
