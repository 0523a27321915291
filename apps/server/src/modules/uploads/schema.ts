import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/schema';

/** One received piece of an upload in progress: its object in the file storage and its length. */
export interface UploadPart {
  key: string;
  length: number;
}

/**
 * A tus upload in progress (issue 10). The bytes live in the file storage as parts, one per PATCH
 * (whatever arrived before a connection dropped is a part too); this row is the upload's state,
 * shared by every server process. The offset only moves by compare-and-set, so two processes
 * writing to one upload cannot both succeed. Gone once the photo is kept, refused, or expired.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** Random (tus id in the upload's URL): not guessable. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upload-Length; deferred lengths are not accepted. */
    size: integer('size').notNull(),
    offset: integer('offset').notNull().default(0),
    /** tus Upload-Metadata as sent (file name, optional content hash). */
    metadata: jsonb('metadata').$type<Record<string, string | null>>().notNull().default({}),
    parts: jsonb('parts').$type<UploadPart[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_idx').on(table.userId), index('uploads_created_idx').on(table.createdAt), check('uploads_offset_in_range', sql`${table.offset} between 0 and ${table.size}`)],
);

export type UploadRow = typeof uploads.$inferSelect;

/**
 * A kept photo: the original unchanged (for print), and once processed a preview and a thumbnail,
 * with what the editor and the assistant need to know about it. The same bytes are kept once per
 * person (content hash). A rejected photo keeps only this row, to tell why; its files are gone.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull(),
    /** sharp's name of the format read from the content: jpeg, png, webp or heif. */
    format: text('format').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'rejected'] })
      .notNull()
      .default('processing'),
    rejectionReason: text('rejection_reason'),
    /** After the EXIF orientation is applied. */
    width: integer('width'),
    height: integer('height'),
    /** EXIF DateTimeOriginal as the camera wrote it (local time, no zone): `2019-07-14T15:03:22`. */
    takenAt: text('taken_at'),
    /** ThumbHash, base64. */
    placeholder: text('placeholder'),
    /** How long making the preview and thumbnail took (ms), for bench:upload and the logs. */
    processingMs: integer('processing_ms'),
    /**
     * The processing's claim (decision 020): a worker sets a random lease and until when it holds it;
     * another worker takes the photo only once that time has passed (the first one died), or after
     * a wait set when the storage or database failed. `processingAttempts` counts the claims that ran
     * out (a worker died); a photo that killed workers too often is rejected instead of retried for ever.
     */
    processingAttempts: integer('processing_attempts').notNull().default(0),
    processingLease: uuid('processing_lease'),
    processingLeaseUntil: timestamp('processing_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('photos_user_hash_unique').on(table.userId, table.contentHash),
    index('photos_user_created_idx').on(table.userId, table.createdAt),
    index('photos_processing_idx').on(table.createdAt).where(sql`${table.status} = 'processing'`),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;

/**
 * Files to remove from the file storage (decision 020). Database triggers write the keys of a deleted
 * photo or upload here in the deleting transaction — however the row goes (account deletion cascades,
 * retention jobs, a person removing a photo) — and a scheduled job removes the files, then the rows.
 */
export const fileDeletions = pgTable('file_deletions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
