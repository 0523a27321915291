import { and, eq, inArray, like, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookPageViewClaims, bookPageViews, type BookPageViewRow } from './schema';

/** The claim row that says the book's job was sent (no look has an empty hash). */
const SENT_MARKER = '';
const inSeconds = (value: number) => sql`now() + ${Math.round(value)}::int * interval '1 second'`;

/**
 * SQL of book_page_views and book_page_view_claims; every function takes an optional transaction.
 * Removed view rows queue their images in file_deletions by trigger (migration 0022), so no image
 * outlives its row.
 */
export function createViewRepository(db: Database) {
  return {
    async list(bookId: number, tx: Executor = db): Promise<BookPageViewRow[]> {
      return tx.select().from(bookPageViews).where(eq(bookPageViews.bookId, bookId));
    },

    /** The image of a look, by the first 16 hex digits of its hash (the address's). */
    async findByLook(bookId: number, look: string, tx: Executor = db): Promise<BookPageViewRow | undefined> {
      if (!/^[0-9a-f]{16}$/.test(look)) return undefined;
      const [row] = await tx
        .select()
        .from(bookPageViews)
        .where(and(eq(bookPageViews.bookId, bookId), like(bookPageViews.contentHash, `${look}%`)))
        .limit(1);
      return row;
    },

    /** Whether the look has its image (checked after a claim: another worker may have drawn it since the list was read). */
    async has(bookId: number, contentHash: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ bookId: bookPageViews.bookId })
        .from(bookPageViews)
        .where(and(eq(bookPageViews.bookId, bookId), eq(bookPageViews.contentHash, contentHash)))
        .limit(1);
      return row !== undefined;
    },

    /** Stores a drawn look of document `version`; false when another rendering stored it first (then this image must go). */
    async insert(bookId: number, contentHash: string, imageKey: string, version: number, tx: Executor = db): Promise<boolean> {
      const inserted = await tx
        .insert(bookPageViews)
        .values({ bookId, contentHash, imageKey, shownInVersion: version })
        .onConflictDoNothing()
        .returning({ bookId: bookPageViews.bookId });
      return inserted.length > 0;
    },

    /**
     * Document `version` shows these looks (and no others): they are marked as shown in it, and
     * the looks only older versions showed are removed — never one a newer version shows. Claims
     * of looks no longer shown go too, once nobody holds them.
     */
    async keepOnly(bookId: number, contentHashes: readonly string[], version: number, tx: Executor = db): Promise<void> {
      const hashes = [...contentHashes];
      if (hashes.length > 0) {
        await tx
          .update(bookPageViews)
          .set({ shownInVersion: sql`greatest(${bookPageViews.shownInVersion}, ${version}::int)` })
          .where(and(eq(bookPageViews.bookId, bookId), inArray(bookPageViews.contentHash, hashes)));
      }
      await tx
        .delete(bookPageViews)
        .where(and(eq(bookPageViews.bookId, bookId), lt(bookPageViews.shownInVersion, version), hashes.length > 0 ? notInArray(bookPageViews.contentHash, hashes) : undefined));
      await tx
        .delete(bookPageViewClaims)
        .where(
          and(
            eq(bookPageViewClaims.bookId, bookId),
            ne(bookPageViewClaims.contentHash, SENT_MARKER),
            lt(bookPageViewClaims.leaseUntil, sql`now()`),
            hashes.length > 0 ? notInArray(bookPageViewClaims.contentHash, hashes) : undefined,
          ),
        );
    },

    /**
     * Takes a look for drawing with `lease` for `leaseSeconds`: one conditional upsert, so of two
     * workers racing exactly one wins; nobody wins while another's lease runs, nor after
     * `maxAttempts` claims (the look is given up).
     */
    async claimLook(bookId: number, contentHash: string, lease: string, options: { leaseSeconds: number; maxAttempts: number }, tx: Executor = db): Promise<boolean> {
      const claimed = await tx
        .insert(bookPageViewClaims)
        .values({ bookId, contentHash, lease, leaseUntil: inSeconds(options.leaseSeconds), attempts: 1 })
        .onConflictDoUpdate({
          target: [bookPageViewClaims.bookId, bookPageViewClaims.contentHash],
          set: { lease, leaseUntil: inSeconds(options.leaseSeconds), attempts: sql`${bookPageViewClaims.attempts} + 1` },
          setWhere: and(lt(bookPageViewClaims.leaseUntil, sql`now()`), lt(bookPageViewClaims.attempts, options.maxAttempts)),
        })
        .returning({ bookId: bookPageViewClaims.bookId });
      return claimed.length > 0;
    },

    /** Ends a claim: drawn (the row goes), or failed (free again at once; its attempt stays counted). */
    async endClaim(bookId: number, contentHash: string, lease: string, drawn: boolean, tx: Executor = db): Promise<void> {
      const claim = and(eq(bookPageViewClaims.bookId, bookId), eq(bookPageViewClaims.contentHash, contentHash), eq(bookPageViewClaims.lease, lease));
      if (drawn) await tx.delete(bookPageViewClaims).where(claim);
      else await tx.update(bookPageViewClaims).set({ leaseUntil: sql`now()` }).where(claim);
    },

    /** The looks of the book given up (claimed `maxAttempts` times, none running). */
    async givenUp(bookId: number, maxAttempts: number, tx: Executor = db): Promise<Set<string>> {
      const rows = await tx
        .select({ contentHash: bookPageViewClaims.contentHash })
        .from(bookPageViewClaims)
        .where(
          and(
            eq(bookPageViewClaims.bookId, bookId),
            ne(bookPageViewClaims.contentHash, SENT_MARKER),
            sql`${bookPageViewClaims.attempts} >= ${maxAttempts}::int`,
            lt(bookPageViewClaims.leaseUntil, sql`now()`),
          ),
        );
      return new Set(rows.map((row) => row.contentHash));
    },

    /** True when the book's job may be sent now: not sent within the last `everySeconds` (by any process). */
    async markSent(bookId: number, everySeconds: number, lease: string, tx: Executor = db): Promise<boolean> {
      const marked = await tx
        .insert(bookPageViewClaims)
        .values({ bookId, contentHash: SENT_MARKER, lease, leaseUntil: inSeconds(everySeconds) })
        .onConflictDoUpdate({
          target: [bookPageViewClaims.bookId, bookPageViewClaims.contentHash],
          set: { lease, leaseUntil: inSeconds(everySeconds) },
          setWhere: lt(bookPageViewClaims.leaseUntil, sql`now()`),
        })
        .returning({ bookId: bookPageViewClaims.bookId });
      return marked.length > 0;
    },
  };
}

export type ViewRepository = ReturnType<typeof createViewRepository>;
