import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books } from '../books/schema';
import { users } from '../users/schema';

/**
 * A book shared by e-mail (issue 14): who shared which book with which address, the mailed link's
 * token (only its SHA-256: a leaked database reveals no usable link), until when the link works and
 * whether it was used. The rows are also the shares' rate-limit counts, so every process sees the same.
 */
export const bookShares = pgTable(
  'book_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the book is deleted: the row stays (until the clean-up) so that deleting a shared
     * book and sharing again never resets the limits; a link whose book is gone is invalid.
     */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    sharerUserId: uuid('sharer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case: the per-address limit counts one address however it was typed. */
    recipientEmail: text('recipient_email').notNull(),
    sharerName: text('sharer_name').notNull(),
    /** Plain text, shown as text in the mail and on the landing page. */
    message: text('message'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by compare-and-set: a link makes exactly one copy. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByUserId: uuid('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    copyBookId: integer('copy_book_id').references(() => books.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('book_shares_sharer_created_idx').on(table.sharerUserId, table.createdAt),
    index('book_shares_recipient_created_idx').on(table.recipientEmail, table.createdAt),
    index('book_shares_expires_idx').on(table.expiresAt),
  ],
);

export type BookShareRow = typeof bookShares.$inferSelect;
