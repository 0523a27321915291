/**
 * Whether tus tries a failed request again by itself (within its retryDelays), by the status of
 * the answer. Uppy's own rule gives up on every 4xx; two of them are about the moment, not the file:
 * - 401: the access token ran out while the request waited for its turn; the next request asks
 *   `onBeforeRequest` again, which brings a fresh token;
 * - 429: too many requests; Uppy slows the queue down for it, but only for its first few 429s
 *   (its back-off list is never reset), after that it would give up for good.
 * Everything else (5xx incl. 503, no answer at all, 409/423) is Uppy's default, which already tries again.
 */
export type RetryRule = 'retry' | 'rate-limited' | 'default';

export function retryRuleFor(status: number | null | undefined): RetryRule {
  if (status === 401) return 'retry';
  if (status === 429) return 'rate-limited';
  return 'default';
}

/**
 * The decision, given Uppy's default (`next`): for 429 the default slows the whole queue down while
 * it still can, and the upload is tried again either way.
 */
export function shouldRetry(status: number | null | undefined, next: () => boolean): boolean {
  const rule = retryRuleFor(status);
  if (rule === 'retry') return true;
  if (rule === 'rate-limited') return next() || true;
  return next();
}
