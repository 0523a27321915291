import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memorialPages } from '../memorial-pages/schema';
import { designs, formats, papers } from '../products/schema';
import { companies, users } from '../users/schema';

/** A memorial book: the choices it is made of, its state, its dates, and its document. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    /**
     * Who made the book. A private book goes with its owner's account (cascade); a company book
     * belongs to the company and stays when its maker's account is deleted: the deletion sets
     * this to null first (releaseCompanyBooksOf), so the company's other employees keep it.
     */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set when made in a funeral director's company view: every employee of the company sees it there. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    formatId: integer('format_id')
      .notNull()
      .references(() => formats.id),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => designs.themeId),
    coverFinish: smallint('cover_finish').notNull(),
    pagesFinish: smallint('pages_finish').notNull(),
    memorialPageId: text('memorial_page_id').references(() => memorialPages.id, { onDelete: 'set null' }),
    isTemplate: boolean('is_template').notNull().default(false),
    /** 1 begonnen, 2 fertig, 3 bestellt (SPEC.md section 4). */
    state: smallint('state').notNull().default(1),
    /** The book document (packages/book-model), versioned inside; the newest of book_document_versions. */
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /**
     * Counts the stored versions of the document (the API's ETag): every save raises it by one, only
     * where it still has the value the saver read (document/repository.ts). 0 for a document stored
     * before versions were kept (issue 11) and not saved since.
     */
    documentVersion: integer('document_version').notNull().default(0),
    previewImageUrl: text('preview_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastEdit: timestamp('last_edit', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastOrdered: timestamp('last_ordered', { withTimezone: true }),
    /** When the owner was warned that retention will delete the book; cleared by every edit. */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
  },
  (table) => [
    index('books_owner_idx').on(table.ownerUserId),
    index('books_company_idx').on(table.companyId),
    // The preview sweep asks every minute for the books saved lately (print module, a missed save hook).
    index('books_last_edit_idx').on(table.lastEdit),
    // Every book belongs to someone: its maker, or the company it was made for.
    check('books_owner_or_company', sql`${table.ownerUserId} is not null or ${table.companyId} is not null`),
  ],
);

export type BookRow = typeof books.$inferSelect;

/**
 * Earlier states of a book's document, for recovery (issue 11): the last 50 versions, and of older
 * ones the last of each hour for 30 days (document/version-thinning.ts).
 */
export const bookDocumentVersions = pgTable(
  'book_document_versions',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** Who saved it (a company book has several editors); null once that account is gone. */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.version] })],
);

/**
 * Which photos a book's current document shows, written with every stored document: whether a photo
 * is in use is one indexed look-up instead of a walk through every document. No foreign key to the
 * photos: a copied book may still name a photo whose owner's account is gone.
 */
export const bookPhotos = pgTable(
  'book_photos',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    photoId: text('photo_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.photoId] }), index('book_photos_photo_idx').on(table.photoId)],
);

/**
 * How often the books of a list scope ('u:<owner user id>' for a person's own books, 'c:<company id>'
 * for a company's) have changed: the book list's cache (book-list-cache.ts) is valid while this stays.
 * Only the database writes it, by a trigger on `books` (migration 0012_book_scope_versions_trigger.sql),
 * so no write path can forget it — an ORM statement, a cascade or a job alike.
 */
export const bookScopeVersions = pgTable('book_scope_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
