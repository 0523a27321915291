import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { books } from '../books/schema';

/**
 * The print files of a book (one row per book): the last rendering asked for, its progress, and the
 * finished files. The row is the truth every process shares; a worker claims it with a random lease
 * for a while before rendering (like photo processing, decision 020), so one rendering runs per book
 * at a time, and a claim whose worker died runs out and is taken again by the queue's retry or the
 * sweep. The files' keys carry the claim's lease, so a late worker never overwrites another's files.
 */
export const printRenders = pgTable(
  'print_renders',
  {
    bookId: integer('book_id')
      .primaryKey()
      .references(() => books.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'rendering', 'done', 'failed'] }).notNull(),
    /** The document version asked for (on POST) and then the one being rendered (read by the worker). */
    documentVersion: integer('document_version').notNull(),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesTotal: integer('pages_total').notNull().default(0),
    /** The finished files: their folder in the file storage and the document version they show. */
    filesKey: text('files_key'),
    filesVersion: integer('files_version'),
    lease: uuid('lease'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Claims that ran out or failed for this request; after a few it is given up (state failed). */
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The folder the claim holding the row writes to, set before its first upload: should its worker
     * die before the finish, the next claim, finish or failure queues it for removal (trigger,
     * migration 0020), so no file stays that no row names.
     */
    pendingKey: text('pending_key'),
    /** Photos of the document that could not be drawn (the request failed with their count). */
    missingPhotos: integer('missing_photos').notNull().default(0),
    /** Warnings of the finished files: text frames whose text did not fit, photos below 300 dpi. */
    overflowFrames: integer('overflow_frames').notNull().default(0),
    lowResolutionPhotos: integer('low_resolution_photos').notNull().default(0),
  },
  (table) => [check('print_renders_pages_in_range', sql`${table.pagesDone} between 0 and greatest(${table.pagesTotal}, 0)`)],
);
export type PrintRenderRow = typeof printRenders.$inferSelect;

/**
 * The cover preview of a book (the image of the books list), rendered after document saves. Saves
 * only raise `wantedVersion`; a worker renders the newest document whenever `renderedVersion` lags,
 * so many saves in a row cost one rendering at a time, never one per save.
 */
export const bookPreviews = pgTable('book_previews', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  wantedVersion: integer('wanted_version').notNull(),
  renderedVersion: integer('rendered_version'),
  imageKey: text('image_key'),
  /** A version whose rendering failed too often: not tried again until a newer one is saved. */
  givenUpVersion: integer('given_up_version'),
  lease: uuid('lease'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Keys the claim holding the row may write (cover and thumbnails), like print_renders.pending_key. */
  pendingKeys: text('pending_keys').array(),
});
export type BookPreviewRow = typeof bookPreviews.$inferSelect;

/**
 * The page thumbnails of a book (one row per inner page of the last rendered document), rendered by
 * the preview job. A page's `contentHash` covers everything its image depends on (the page itself,
 * the design, format and paper, which of its photos are there): an autosave of one page renders one
 * thumbnail again, and a moved page none. The pages are addressed by their number in that document.
 */
export const bookPageThumbnails = pgTable(
  'book_page_thumbnails',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    contentHash: text('content_hash').notNull(),
    imageKey: text('image_key').notNull(),
    renderedVersion: integer('rendered_version').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.pageId] }), index('book_page_thumbnails_number_idx').on(table.bookId, table.pageNumber)],
);
export type BookPageThumbnailRow = typeof bookPageThumbnails.$inferSelect;

/**
 * The large page images of the read-only flip-through (decision 034), one per look of a page
 * (`contentHash` as in book_page_thumbnails): drawn on the job queue only once someone opens the
 * view, so only books looked at cost a rendering, and a page never twice. Looks the book no longer
 * shows are removed by the next rendering; the images go with their rows (trigger, migration 0022).
 */
export const bookPageViews = pgTable(
  'book_page_views',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    imageKey: text('image_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The newest document version known to show this look: a rendering of an older version, ending
     * after a newer one, removes only looks older than its own version, never the newer one's.
     */
    shownInVersion: integer('shown_in_version').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.contentHash] })],
);
export type BookPageViewRow = typeof bookPageViews.$inferSelect;

/**
 * Who draws which look of the flip-through right now (decision 034), shared by every process: a
 * worker claims a look with a lease before drawing it, so a page is drawn once however many jobs
 * run; `attempts` counts the claims, and a look whose drawing failed that often is given up until
 * the page changes. The row with the empty content hash says when the book's job was last sent
 * (the view is polled every few seconds: one job per book at a time, not one per poll).
 */
export const bookPageViewClaims = pgTable(
  'book_page_view_claims',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    lease: uuid('lease').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.contentHash] })],
);
