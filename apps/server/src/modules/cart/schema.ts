import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books } from '../books/schema';
import { shippingAddresses } from '../shipping-addresses/schema';
import { companies, users } from '../users/schema';

/**
 * A basket: the ticked books held for one checkout (SPEC.md section 4 'Reservation'). It lives until
 * it is ordered, cancelled, or expires (RESERVATION_MINUTES); expired ones are swept and free their books.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company ordered for (SPEC's customerRapidId); null for a private order. */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    shippingAddressId: integer('shipping_address_id').references(() => shippingAddresses.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['open', 'ordered', 'cancelled', 'expired'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reservations_user_idx').on(table.userId), index('reservations_open_expiry_idx').on(table.expiresAt)],
);
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * The books an open reservation holds. A book is held by at most one reservation (the unique book id):
 * of two baskets made at once from the same books, the second insert waits for the first and then
 * fails, so exactly one wins. Rows go when their reservation is ordered, cancelled or expires.
 */
export const reservationBooks = pgTable(
  'reservation_books',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .unique('reservation_books_book_unique')
      .references(() => books.id, { onDelete: 'cascade' }),
    /** Position in the basket (the list's order). */
    position: integer('position').notNull(),
  },
  (table) => [index('reservation_books_reservation_idx').on(table.reservationId)],
);
