/** One scope's finished book list, as it was for `version` of the scope (book_scope_versions). */
export interface CachedBookList {
  version: number;
  /** Milliseconds since 1970 from which a listed book's derived fields (isEditable) answer differently. */
  validUntil: number;
  /** The answer's JSON. */
  body: string;
}

/**
 * The book list's answers per scope in this process (decision 010): a request still reads the scope's
 * version from the database, so a write by any process or path (the version is bumped by a trigger)
 * makes the next list read the books again; only the re-reading and re-writing of unchanged books is
 * saved. Bounded in entries and characters, the least recently used going first.
 */
export function createBookListCache(limits: { maxEntries: number; maxChars: number } = { maxEntries: 1000, maxChars: 32_000_000 }) {
  const entries = new Map<string, CachedBookList>();
  let chars = 0;

  const remove = (scope: string) => {
    const entry = entries.get(scope);
    if (!entry) return;
    chars -= entry.body.length;
    entries.delete(scope);
  };

  return {
    /** The scope's cached answer if written for this version and the clock has not yet changed any of its books (else forgotten). */
    usable(scope: string, version: number, now: number): CachedBookList | undefined {
      const entry = entries.get(scope);
      if (!entry) return undefined;
      if (entry.version !== version || now >= entry.validUntil) {
        remove(scope);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(scope);
      entries.set(scope, entry);
      return entry;
    },

    store(scope: string, entry: CachedBookList): void {
      remove(scope);
      if (entry.body.length > limits.maxChars) return;
      entries.set(scope, entry);
      chars += entry.body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        remove(oldest);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type BookListCache = ReturnType<typeof createBookListCache>;
