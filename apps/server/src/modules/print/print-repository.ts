import { and, eq, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { printRenders, type PrintRenderRow } from './schema';

/** A claim may be taken when nobody holds one (or its time ran out) and the request is not finished. */
const claimable = () => and(inArray(printRenders.state, ['queued', 'rendering']), or(isNull(printRenders.leaseUntil), lt(printRenders.leaseUntil, sql`now()`)));
const seconds = (value: number) => sql`now() + ${Math.round(value)}::int * interval '1 second'`;

/** SQL of print_renders; every function takes an optional transaction. */
export function createPrintRepository(db: Database) {
  return {
    async find(bookId: number, tx: Executor = db): Promise<PrintRenderRow | undefined> {
      const [row] = await tx.select().from(printRenders).where(eq(printRenders.bookId, bookId));
      return row;
    },

    /**
     * Asks for the files of document `version`. A rendering of this version (or a newer one) on its
     * way or done is left as it is (`started` false); anything else — none, failed, or of an older
     * version — becomes a new request, which also takes the claim from a worker still rendering an
     * older version (its finish then fails and it removes its files).
     */
    async request(bookId: number, version: number, tx: Executor = db): Promise<{ row: PrintRenderRow; started: boolean }> {
      const fresh = { state: 'queued' as const, documentVersion: version, pagesDone: 0, pagesTotal: 0, lease: null, leaseUntil: null, attempts: 0, missingPhotos: 0, requestedAt: sql`now()`, finishedAt: null };
      const [started] = await tx
        .insert(printRenders)
        .values({ bookId, ...fresh })
        .onConflictDoUpdate({
          target: printRenders.bookId,
          set: fresh,
          // Null-safe: a failed request has no files (files_version null) and is always asked again.
          setWhere: sql`not (
            (${printRenders.state} in ('queued', 'rendering') and ${printRenders.documentVersion} >= ${version}::int)
            or (${printRenders.state} = 'done' and coalesce(${printRenders.filesVersion}, -1) >= ${version}::int))`,
        })
        .returning();
      if (started) return { row: started, started: true };
      const row = await this.find(bookId, tx);
      if (!row) throw new Error('print render row vanished between upsert and read');
      return { row, started: false };
    },

    /**
     * Claims the book's request (`bookId`), or else the oldest one waiting at least `minAgeSeconds`
     * (the sweep), not in `exclude`. One conditional UPDATE: of two workers racing, exactly one wins.
     * A claim that finds an earlier one run out (its worker died) counts it in `attempts`.
     */
    async claim(lease: string, options: { bookId?: number; exclude?: readonly number[]; minAgeSeconds?: number; leaseSeconds: number }, tx: Executor = db): Promise<PrintRenderRow | undefined> {
      const skip = [...(options.exclude ?? [])];
      for (;;) {
        const [candidate] = await tx
          .select({ bookId: printRenders.bookId })
          .from(printRenders)
          .where(
            and(
              claimable(),
              options.bookId !== undefined ? eq(printRenders.bookId, options.bookId) : undefined,
              skip.length ? not(inArray(printRenders.bookId, skip)) : undefined,
              options.minAgeSeconds ? lte(printRenders.requestedAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`) : undefined,
            ),
          )
          .orderBy(printRenders.requestedAt)
          .limit(1);
        if (!candidate) return undefined;
        const [row] = await tx
          .update(printRenders)
          .set({
            state: 'rendering',
            attempts: sql`${printRenders.attempts} + (case when ${printRenders.lease} is null then 0 else 1 end)`,
            lease,
            leaseUntil: seconds(options.leaseSeconds),
            // What an earlier claim may have uploaded is queued for removal (trigger, migration 0020).
            pendingKey: null,
          })
          .where(and(eq(printRenders.bookId, candidate.bookId), claimable()))
          .returning();
        if (row) return row;
        skip.push(candidate.bookId);
      }
    },

    /**
     * The document version the claim renders, its page count, and the folder it will upload to
     * (recorded before the first upload: a worker dying later leaves no file nobody names); false
     * when the claim was lost.
     */
    async startRendering(
      bookId: number,
      lease: string,
      change: { version: number; pagesTotal: number; leaseSeconds: number; pendingKey: string },
      tx: Executor = db,
    ): Promise<boolean> {
      const updated = await tx
        .update(printRenders)
        .set({ documentVersion: change.version, pagesTotal: change.pagesTotal, pagesDone: 0, leaseUntil: seconds(change.leaseSeconds), pendingKey: change.pendingKey })
        .where(and(eq(printRenders.bookId, bookId), eq(printRenders.lease, lease)))
        .returning({ bookId: printRenders.bookId });
      return updated.length > 0;
    },

    /** Pages done so far; also keeps the claim alive. False when the claim was lost (superseded). */
    async progress(bookId: number, lease: string, pagesDone: number, leaseSeconds: number, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(printRenders)
        .set({ pagesDone: sql`least(${pagesDone}::int, ${printRenders.pagesTotal})`, leaseUntil: seconds(leaseSeconds) })
        .where(and(eq(printRenders.bookId, bookId), eq(printRenders.lease, lease)))
        .returning({ bookId: printRenders.bookId });
      return updated.length > 0;
    },

    /**
     * The claim's files are complete: they become the book's print files, unless the claim was lost
     * meanwhile or newer files are there already. Answers the replaced files' folder (to remove),
     * or `finished` false when these files lost and must go instead.
     */
    async finish(
      bookId: number,
      lease: string,
      files: { key: string; version: number; overflowFrames: number; lowResolutionPhotos: number },
    ): Promise<{ finished: boolean; replacedKey: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(printRenders).where(and(eq(printRenders.bookId, bookId), eq(printRenders.lease, lease))).for('update');
        if (!current || (current.filesVersion !== null && current.filesVersion > files.version)) return { finished: false, replacedKey: null };
        await tx
          .update(printRenders)
          .set({
            state: 'done',
            filesKey: files.key,
            filesVersion: files.version,
            overflowFrames: files.overflowFrames,
            lowResolutionPhotos: files.lowResolutionPhotos,
            missingPhotos: 0,
            pagesDone: sql`${printRenders.pagesTotal}`,
            lease: null,
            leaseUntil: null,
            pendingKey: null,
            finishedAt: sql`now()`,
          })
          .where(eq(printRenders.bookId, bookId));
        return { finished: true, replacedKey: current.filesKey !== files.key ? current.filesKey : null };
      });
    },

    /**
     * Ends a claim that failed: tried again after `retryInSeconds` (by the queue's retry or the
     * sweep), or given up (state failed) once `giveUp`.
     */
    async fail(bookId: number, lease: string, options: { giveUp: boolean; retryInSeconds: number; missingPhotos?: number }, tx: Executor = db): Promise<void> {
      await tx
        .update(printRenders)
        .set({
          state: options.giveUp ? 'failed' : 'queued',
          attempts: sql`${printRenders.attempts} + 1`,
          lease: null,
          leaseUntil: options.giveUp ? null : seconds(options.retryInSeconds),
          finishedAt: options.giveUp ? sql`now()` : null,
          missingPhotos: options.missingPhotos ?? 0,
          pendingKey: null,
        })
        .where(and(eq(printRenders.bookId, bookId), eq(printRenders.lease, lease)));
    },

    /** Photos of the document are still being processed: the request waits (no attempt counted) and is taken again later. */
    async waitForPhotos(bookId: number, lease: string, retryInSeconds: number, tx: Executor = db): Promise<void> {
      await tx
        .update(printRenders)
        .set({ state: 'queued', lease: null, leaseUntil: seconds(retryInSeconds), pendingKey: null })
        .where(and(eq(printRenders.bookId, bookId), eq(printRenders.lease, lease)));
    },

    /** Requests that may be claimed and have waited at least `minAgeSeconds` (the sweep sends their jobs again), oldest first. */
    async waiting(options: { minAgeSeconds: number; limit: number }, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ bookId: printRenders.bookId })
        .from(printRenders)
        .where(and(claimable(), lte(printRenders.requestedAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`)))
        .orderBy(printRenders.requestedAt)
        .limit(options.limit);
      return rows.map((row) => row.bookId);
    },
  };
}

export type PrintRepository = ReturnType<typeof createPrintRepository>;
