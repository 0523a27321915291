import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { users } from '../users/schema';
import { uploads, type UploadPart, type UploadRow } from './schema';

export type NewUpload = Pick<UploadRow, 'id' | 'userId' | 'size' | 'metadata'>;

/** SQL of the uploads table (tus uploads in progress); every function takes an optional transaction. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(upload: NewUpload, tx: Executor = db): Promise<UploadRow> {
      const [row] = await tx.insert(uploads).values(upload).returning();
      if (!row) throw new Error('upload insert returned nothing');
      return row;
    },

    async find(id: string, tx: Executor = db): Promise<UploadRow | undefined> {
      const [row] = await tx.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    /**
     * Appends a received part and moves the offset on, but only if nobody moved it meanwhile
     * (compare-and-set): false when another request, perhaps in another process, was first.
     */
    async advance(id: string, expectedOffset: number, part: UploadPart, tx: Executor = db): Promise<boolean> {
      const moved = await tx
        .update(uploads)
        .set({ offset: sql`${uploads.offset} + ${part.length}`, parts: sql`${uploads.parts} || ${JSON.stringify([part])}::jsonb` })
        .where(and(eq(uploads.id, id), eq(uploads.offset, expectedOffset)))
        .returning({ id: uploads.id });
      return moved.length > 0;
    },

    /**
     * Ends a complete upload whose last piece arrived at `expectedOffset` (compare-and-set, as
     * `advance`): removes the row and answers its parts, or undefined when another request moved
     * the offset or removed the upload meanwhile. Called in the transaction that keeps the photo.
     */
    async finish(id: string, expectedOffset: number, tx: Executor = db): Promise<UploadPart[] | undefined> {
      const [row] = await tx
        .delete(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.offset, expectedOffset)))
        .returning({ parts: uploads.parts });
      return row?.parts;
    },

    /**
     * Holds the person's row until the transaction ends, so their quota check and the new upload's
     * insert happen one person's creation at a time (also across processes). NO KEY UPDATE: inserts
     * that only reference the person (their photos, sessions) are not held up.
     */
    async lockOwner(userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return rows.length > 0;
    },

    /** Removes the row and answers its parts (to delete from the file storage), or undefined when it was gone already. */
    async delete(id: string, tx: Executor = db): Promise<UploadPart[] | undefined> {
      const [row] = await tx.delete(uploads).where(eq(uploads.id, id)).returning({ parts: uploads.parts });
      return row?.parts;
    },

    /** The bytes a person's unfinished uploads announced: they count against the quota until they end. */
    async announcedBytes(userId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` }).from(uploads).where(eq(uploads.userId, userId));
      return Number(row?.bytes ?? 0);
    },

    /** Deletes up to `limit` uploads begun before `cutoff` and answers their parts. */
    async deleteStartedBefore(cutoff: Date, limit: number, tx: Executor = db): Promise<UploadPart[][]> {
      const ids = tx.select({ id: uploads.id }).from(uploads).where(lt(uploads.createdAt, cutoff)).orderBy(asc(uploads.createdAt)).limit(limit);
      const rows = await tx.delete(uploads).where(sql`${uploads.id} in (${ids})`).returning({ parts: uploads.parts });
      return rows.map((row) => row.parts);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
