import { UPLOAD_LIMITS } from '@eb/api-contract';

const MiB = 1024 * 1024;
/** Golden Retriever's own total (IndexedDBStore: 300 MiB): never keep less than that. */
const FLOOR_BYTES = 300 * MiB;
/** Without an estimate from the browser: enough for a few hundred phone photos. */
export const FALLBACK_BYTES = 2 * 1024 * MiB;

/**
 * How many bytes of chosen photos Golden Retriever may keep in IndexedDB so a closed tab loses
 * nothing. Its defaults (10 MiB a file, 300 MiB in all) would silently keep only the first few
 * dozen photos of a big batch. Half of what the browser still grants this site, never more than the
 * person's whole quota (a larger batch could not be kept on the server either), never less than
 * Golden Retriever's own default.
 */
export function recoveryTotalBytes(estimate: { quota?: number; usage?: number } | null): number {
  if (!estimate?.quota) return FALLBACK_BYTES;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return Math.min(UPLOAD_LIMITS.quotaBytes, Math.max(FLOOR_BYTES, Math.floor(free / 2)));
}

/** Golden Retriever's IndexedDB options: every photo the page accepts (up to 50 MB) is kept, within the total. */
export const recoveryStoreOptions = (totalBytes: number) => ({ maxFileSize: UPLOAD_LIMITS.maxBytes, maxTotalSize: totalBytes });
