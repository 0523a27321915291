/**
 * The SHA-256 of a file's bytes as lower-case hex, the key the server keeps photos under
 * (contentHashSchema). Null where the browser offers no Web Crypto (a page served over plain
 * http to another machine): the upload then simply goes ahead and the server still keeps one copy.
 * Files are at most 50 MB, and the caller hashes one at a time, so one file's bytes are in memory at once.
 */
export async function sha256Hex(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    // An unreadable file (moved away, permission gone) is found out by the upload itself.
    return null;
  }
}

/** The hashes of those files that have one (hashing can fail or be unavailable), for one question to the server. */
export const hashesOf = (files: ReadonlyArray<{ meta: { sha256?: string } }>): string[] => files.flatMap((file) => (file.meta.sha256 ? [file.meta.sha256] : []));
