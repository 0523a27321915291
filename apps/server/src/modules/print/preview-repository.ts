import { and, eq, isNull, lt, lte, not, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { bookPreviews, type BookPreviewRow } from './schema';

/** Behind the newest saved version, not given up on it, and nobody holding a live claim. */
const claimable = () =>
  and(
    or(isNull(bookPreviews.renderedVersion), lt(bookPreviews.renderedVersion, bookPreviews.wantedVersion)),
    or(isNull(bookPreviews.givenUpVersion), lt(bookPreviews.givenUpVersion, bookPreviews.wantedVersion)),
    or(isNull(bookPreviews.leaseUntil), lt(bookPreviews.leaseUntil, sql`now()`)),
  );
const seconds = (value: number) => sql`now() + ${Math.round(value)}::int * interval '1 second'`;

/** SQL of book_previews; every function takes an optional transaction. */
export function createPreviewRepository(db: Database) {
  return {
    async find(bookId: number, tx: Executor = db): Promise<BookPreviewRow | undefined> {
      const [row] = await tx.select().from(bookPreviews).where(eq(bookPreviews.bookId, bookId));
      return row;
    },

    /** A document version was saved: the preview should show it (an older save never lowers the wish). */
    async want(bookId: number, version: number, tx: Executor = db): Promise<void> {
      await tx
        .insert(bookPreviews)
        .values({ bookId, wantedVersion: version })
        .onConflictDoUpdate({
          target: bookPreviews.bookId,
          set: {
            wantedVersion: sql`greatest(${bookPreviews.wantedVersion}, ${version}::int)`,
            // A newer version gets its own attempts.
            attempts: sql`case when ${version}::int > ${bookPreviews.wantedVersion} then 0 else ${bookPreviews.attempts} end`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Like print-repository's claim: one conditional UPDATE, a run-out claim counted in `attempts`. */
    async claim(lease: string, options: { bookId?: number; exclude?: readonly number[]; minAgeSeconds?: number; leaseSeconds: number }, tx: Executor = db): Promise<BookPreviewRow | undefined> {
      const skip = [...(options.exclude ?? [])];
      for (;;) {
        const [candidate] = await tx
          .select({ bookId: bookPreviews.bookId })
          .from(bookPreviews)
          .where(
            and(
              claimable(),
              options.bookId !== undefined ? eq(bookPreviews.bookId, options.bookId) : undefined,
              skip.length ? not(inArray(bookPreviews.bookId, skip)) : undefined,
              options.minAgeSeconds ? lte(bookPreviews.updatedAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`) : undefined,
            ),
          )
          .orderBy(bookPreviews.updatedAt)
          .limit(1);
        if (!candidate) return undefined;
        const [row] = await tx
          .update(bookPreviews)
          // pendingKeys null: what an earlier claim may have uploaded is queued for removal (trigger, migration 0020).
          .set({ attempts: sql`${bookPreviews.attempts} + (case when ${bookPreviews.lease} is null then 0 else 1 end)`, lease, leaseUntil: seconds(options.leaseSeconds), pendingKeys: null })
          .where(and(eq(bookPreviews.bookId, candidate.bookId), claimable()))
          .returning();
        if (row) return row;
        skip.push(candidate.bookId);
      }
    },

    /**
     * The claim's image of `version` becomes the book's preview, unless the claim was lost or a newer
     * one is there. Answers the replaced image's key (to remove); `finished` false: this image must go.
     */
    async finish(
      bookId: number,
      lease: string,
      image: { key: string; version: number },
      /** More of the same rendering stored in the same transaction, only when it finishes (the page thumbnails). */
      alsoStore?: (tx: Executor) => Promise<void>,
    ): Promise<{ finished: boolean; replacedKey: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bookPreviews).where(and(eq(bookPreviews.bookId, bookId), eq(bookPreviews.lease, lease))).for('update');
        if (!current || (current.renderedVersion !== null && current.renderedVersion >= image.version)) {
          // Nothing newer to show: the claim ends (a save meanwhile keeps the row claimable).
          if (current) await tx.update(bookPreviews).set({ lease: null, leaseUntil: null, pendingKeys: null }).where(eq(bookPreviews.bookId, bookId));
          return { finished: false, replacedKey: null };
        }
        await alsoStore?.(tx);
        await tx
          .update(bookPreviews)
          .set({ renderedVersion: image.version, imageKey: image.key, lease: null, leaseUntil: null, attempts: 0, pendingKeys: null })
          .where(eq(bookPreviews.bookId, bookId));
        return { finished: true, replacedKey: current.imageKey !== image.key ? current.imageKey : null };
      });
    },

    /** The keys the claim may upload, recorded before its first upload; false when the claim was lost. */
    async setPending(bookId: number, lease: string, keys: readonly string[], tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(bookPreviews)
        .set({ pendingKeys: [...keys] })
        .where(and(eq(bookPreviews.bookId, bookId), eq(bookPreviews.lease, lease)))
        .returning({ bookId: bookPreviews.bookId });
      return updated.length > 0;
    },

    /** Previews that may be claimed and waited at least `minAgeSeconds` (the sweep sends their jobs again), oldest first. */
    async waiting(options: { minAgeSeconds: number; limit: number }, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ bookId: bookPreviews.bookId })
        .from(bookPreviews)
        .where(and(claimable(), lte(bookPreviews.updatedAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`)))
        .orderBy(bookPreviews.updatedAt)
        .limit(options.limit);
      return rows.map((row) => row.bookId);
    },

    /** The version each of these books' previews should show (none: never asked for). */
    async wantedVersions(bookIds: readonly number[], tx: Executor = db): Promise<Map<number, number>> {
      if (bookIds.length === 0) return new Map();
      const rows = await tx
        .select({ bookId: bookPreviews.bookId, wantedVersion: bookPreviews.wantedVersion })
        .from(bookPreviews)
        .where(inArray(bookPreviews.bookId, [...bookIds]));
      return new Map(rows.map((row) => [row.bookId, row.wantedVersion]));
    },

    /** Keeps the claim alive during a long rendering (many thumbnails); false when it was lost. */
    async renew(bookId: number, lease: string, leaseSeconds: number, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(bookPreviews)
        .set({ leaseUntil: seconds(leaseSeconds) })
        .where(and(eq(bookPreviews.bookId, bookId), eq(bookPreviews.lease, lease)))
        .returning({ bookId: bookPreviews.bookId });
      return updated.length > 0;
    },

    /** A failed rendering: tried again after `retryInSeconds`, or given up for the wanted version. */
    async fail(bookId: number, lease: string, options: { giveUp: boolean; retryInSeconds: number }, tx: Executor = db): Promise<void> {
      await tx
        .update(bookPreviews)
        .set({
          attempts: sql`${bookPreviews.attempts} + 1`,
          lease: null,
          leaseUntil: seconds(options.retryInSeconds),
          pendingKeys: null,
          ...(options.giveUp ? { givenUpVersion: sql`${bookPreviews.wantedVersion}` } : {}),
        })
        .where(and(eq(bookPreviews.bookId, bookId), eq(bookPreviews.lease, lease)));
    },
  };
}

export type PreviewRepository = ReturnType<typeof createPreviewRepository>;
