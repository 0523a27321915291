import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { photos, type PhotoRow } from './schema';

/** `id` may be chosen by the caller (the upload writes the original under it before the row exists). */
export type NewPhoto = Pick<PhotoRow, 'userId' | 'contentHash' | 'byteSize' | 'fileName' | 'format'> & { id?: string };

/** SQL of the photos table; every function takes an optional transaction. */
export function createPhotosRepository(db: Database) {
  return {
    async findByHash(userId: string, contentHash: string, tx: Executor = db): Promise<PhotoRow | undefined> {
      const [row] = await tx.select().from(photos).where(and(eq(photos.userId, userId), eq(photos.contentHash, contentHash)));
      return row;
    },

    /**
     * Keeps a newly uploaded photo, waiting for processing. When the same person's same bytes were
     * kept meanwhile (two tabs, two processes), the photo already there is the answer: `created` false.
     */
    async insertProcessing(photo: NewPhoto, tx: Executor = db): Promise<{ row: PhotoRow; created: boolean }> {
      const [inserted] = await tx.insert(photos).values(photo).onConflictDoNothing({ target: [photos.userId, photos.contentHash] }).returning();
      if (inserted) return { row: inserted, created: true };
      const existing = await this.findByHash(photo.userId, photo.contentHash, tx);
      if (!existing) throw new Error('photo vanished between insert and read');
      return { row: existing, created: false };
    },

    /**
     * Forgets the person's refused photo with these bytes, if there is one, so the same bytes sent
     * again become a new photo (in the transaction that inserts it) instead of that refusal's duplicate.
     */
    async deleteRejectedByHash(userId: string, contentHash: string, tx: Executor = db): Promise<boolean> {
      const deleted = await tx
        .delete(photos)
        .where(and(eq(photos.userId, userId), eq(photos.contentHash, contentHash), eq(photos.status, 'rejected')))
        .returning({ id: photos.id });
      return deleted.length > 0;
    },

    /** The bytes of a person's kept photos (refused ones keep no files and count nothing). */
    async keptBytes(userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${photos.byteSize}), 0)` })
        .from(photos)
        .where(and(eq(photos.userId, userId), ne(photos.status, 'rejected')));
      return Number(row?.bytes ?? 0);
    },

    async findById(photoId: string, tx: Executor = db): Promise<PhotoRow | undefined> {
      const [row] = await tx.select().from(photos).where(eq(photos.id, photoId));
      return row;
    },

    /** A person's photos, newest first; refused ones only while they are news (uploaded after `rejectedSince`). */
    async listOwn(userId: string, rejectedSince: Date, tx: Executor = db): Promise<PhotoRow[]> {
      return tx
        .select()
        .from(photos)
        .where(and(eq(photos.userId, userId), or(ne(photos.status, 'rejected'), gt(photos.createdAt, rejectedSince))))
        .orderBy(desc(photos.createdAt), desc(photos.id));
    },

    /** The person's kept photos with these contents (refused ones are not kept: the client sends those again). */
    async findOwnByHashes(userId: string, hashes: readonly string[], tx: Executor = db): Promise<PhotoRow[]> {
      if (hashes.length === 0) return [];
      return tx
        .select()
        .from(photos)
        .where(and(eq(photos.userId, userId), inArray(photos.contentHash, [...hashes]), ne(photos.status, 'rejected')))
        .orderBy(desc(photos.createdAt), desc(photos.id));
    },

    /**
     * The kept photos among these ids (processing or ready, never refused ones), whoever owns them,
     * newest first: what a book shows, for those who may open it.
     */
    async findKeptAmong(photoIds: readonly string[], tx: Executor = db): Promise<PhotoRow[]> {
      if (photoIds.length === 0) return [];
      return tx
        .select()
        .from(photos)
        .where(and(inArray(photos.id, [...photoIds]), ne(photos.status, 'rejected')))
        .orderBy(desc(photos.createdAt), desc(photos.id));
    },

    /** The usable (processed) photos among these ids, whoever owns them: what a stored book document shows. */
    async findReadyAmong(photoIds: readonly string[], tx: Executor = db): Promise<PhotoRow[]> {
      if (photoIds.length === 0) return [];
      return tx
        .select()
        .from(photos)
        .where(and(inArray(photos.id, [...photoIds]), eq(photos.status, 'ready')));
    },

    /** Which of these photos are still being processed (their files come in a moment). */
    async processingAmong(photoIds: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (photoIds.length === 0) return new Set();
      const rows = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(inArray(photos.id, [...photoIds]), eq(photos.status, 'processing')));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Which of these ids are the person's photos a book may show: kept ones, processed or still being
     * processed (never refused ones). Locked against removal until the caller's transaction ends, so a
     * book never starts to show a photo that is being removed (photo-use.ts).
     */
    async ownUsableIdsAmong(userId: string, photoIds: readonly string[], tx: Executor = db): Promise<Set<string>> {
      if (photoIds.length === 0) return new Set();
      const rows = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.userId, userId), inArray(photos.id, [...photoIds]), ne(photos.status, 'rejected')))
        .for('share');
      return new Set(rows.map((row) => row.id));
    },

    /** Holds the photo against a book starting to show it until the caller's transaction ends (removal, photo-use.ts). */
    async lockForRemoval(photoId: string, tx: Executor): Promise<void> {
      await tx.select({ id: photos.id }).from(photos).where(eq(photos.id, photoId)).for('update');
    },

    /** Deletes the owner's photo; the trigger of migration 0014 queues its files. False when there was none. */
    async deleteOwn(userId: string, photoId: string, tx: Executor = db): Promise<boolean> {
      const deleted = await tx
        .delete(photos)
        .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
        .returning({ id: photos.id });
      return deleted.length > 0;
    },

    /**
     * Claims a photo waiting for processing (decision 020): `photoId`'s, or else the oldest one
     * created at least `minAgeSeconds` ago that is not in `exclude`. A claim holds until
     * `leaseSeconds` have passed; a photo claimed by a worker still within its time is skipped. The
     * claim is one conditional UPDATE, so of two workers racing for a photo exactly one gets it (the
     * other sees the new lease when its UPDATE re-reads the row) and tries the next. A claim that
     * finds the previous one still set (never finished nor postponed: its worker died) counts it in
     * `processingAttempts`; a postponed photo is skipped until its time.
     */
    async claim(
      lease: string,
      options: { photoId?: string; exclude?: readonly string[]; minAgeSeconds?: number; leaseSeconds: number },
      tx: Executor = db,
    ): Promise<PhotoRow | undefined> {
      const claimable = () => and(eq(photos.status, 'processing'), or(isNull(photos.processingLeaseUntil), lt(photos.processingLeaseUntil, sql`now()`)));
      const lost: string[] = [];
      for (;;) {
        const skip = [...(options.exclude ?? []), ...lost];
        const [candidate] = await tx
          .select({ id: photos.id })
          .from(photos)
          .where(
            and(
              claimable(),
              options.photoId ? eq(photos.id, options.photoId) : undefined,
              skip.length ? notInArray(photos.id, skip) : undefined,
              options.minAgeSeconds ? lte(photos.createdAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`) : undefined,
            ),
          )
          .orderBy(photos.createdAt)
          .limit(1);
        if (!candidate) return undefined;
        const [row] = await tx
          .update(photos)
          .set({
            processingAttempts: sql`${photos.processingAttempts} + (case when ${photos.processingLease} is null then 0 else 1 end)`,
            processingLease: lease,
            processingLeaseUntil: sql`now() + ${options.leaseSeconds}::int * interval '1 second'`,
          })
          .where(and(eq(photos.id, candidate.id), claimable()))
          .returning();
        if (row) return row;
        lost.push(candidate.id);
      }
    },

    /** Forgets refused photos uploaded before `cutoff` (their files are gone already): tidiness, see the sweep. */
    async deleteRejectedBefore(cutoff: Date, tx: Executor = db): Promise<number> {
      const deleted = await tx
        .delete(photos)
        .where(and(eq(photos.status, 'rejected'), lt(photos.createdAt, cutoff)))
        .returning({ id: photos.id });
      return deleted.length;
    },

    /**
     * Ends a claim without a result (the storage or the database failed, not the photo): no attempt
     * is counted, and no one claims the photo again for `delaySeconds`.
     */
    async postpone(photoId: string, lease: string, delaySeconds: number, tx: Executor = db): Promise<void> {
      await tx
        .update(photos)
        .set({ processingLease: null, processingLeaseUntil: sql`now() + ${Math.round(delaySeconds)}::int * interval '1 second'` })
        .where(and(eq(photos.id, photoId), eq(photos.processingLease, lease)));
    },

    /** The result of a claim; false when the claim was lost meanwhile (the photo was deleted). */
    async finish(
      photoId: string,
      lease: string,
      result: Pick<PhotoRow, 'status' | 'rejectionReason' | 'width' | 'height' | 'takenAt' | 'placeholder' | 'processingMs' | 'processedAt'>,
      tx: Executor = db,
    ): Promise<boolean> {
      const updated = await tx
        .update(photos)
        .set({ ...result, processingLease: null, processingLeaseUntil: null })
        .where(and(eq(photos.id, photoId), eq(photos.processingLease, lease), eq(photos.status, 'processing')))
        .returning({ id: photos.id });
      return updated.length > 0;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
