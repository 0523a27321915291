import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PostalAddress } from '@eb/api-contract';
import { books } from '../books/schema';
import { reservations } from '../cart/schema';
import { companies, users } from '../users/schema';
import type { InvoiceData } from './invoice/invoice-data';

/**
 * An order (issue 15 item 3). It copies everything it shows at the moment it is placed (ARCHITECTURE.md
 * rule 6): addresses, lines with titles, products, pages and prices, shipping and VAT. Later changes to
 * the catalogue, the books or the addresses never change it. One order per reservation: placing the same
 * reservation again answers the order that exists (idempotency).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** 'EB-YYYY-NNNNN', shown to the customer and the operator. */
    orderNumber: text('order_number').notNull().unique(),
    /**
     * The basket it was placed from (one order per basket). Set null when the basket goes with its
     * account or company: the order itself stays (it is a business record), and a deleted account
     * can place no second order from that basket.
     */
    reservationId: uuid('reservation_id')
      .unique('orders_reservation_unique')
      .references(() => reservations.id, { onDelete: 'set null' }),
    /** Who ordered; null once that account is deleted (the order stays, § 147 AO). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Copied at purchase: where mails go, and the company's name on the order. */
    email: text('email').notNull(),
    companyName: text('company_name'),
    status: text('status', { enum: ['received', 'confirmed', 'in_production', 'shipped', 'cancelled'] })
      .notNull()
      .default('received'),
    billingAddress: jsonb('billing_address').$type<PostalAddress>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<PostalAddress>().notNull(),
    /** The company shipping address it was copied from (for its "neu" marker); null for a private order. */
    shippingAddressId: integer('shipping_address_id'),
    country: text('country', { enum: ['de', 'at'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['invoice'] }).notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatRatePercent: smallint('vat_rate_percent').notNull(),
    vatCents: integer('vat_cents').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shop accepted it (the contract arises then, AGB § 2): auto-accept or an operator. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Consecutive, assigned on acceptance from invoice_counters; with the invoice's data as it was issued. */
    invoiceNumber: text('invoice_number').unique(),
    invoiceDate: text('invoice_date'),
    invoice: jsonb('invoice').$type<InvoiceData>(),
    paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    /** When the job ticket and print files were written to the production outbox (never twice). */
    handedToProductionAt: timestamp('handed_to_production_at', { withTimezone: true }),
    /** The production hand-off's progress: its attempts and the last failure (for the back office). */
    productionAttempts: integer('production_attempts').notNull().default(0),
    productionError: text('production_error'),
    /**
     * The credit note (Stornorechnung) of a cancelled, invoiced order: its own number from the same
     * consecutive sequence as the invoices (invoice_counters), its date and its data (decision 043).
     */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteDate: text('credit_note_date'),
    creditNote: jsonb('credit_note').$type<InvoiceData>(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    index('orders_company_idx').on(table.companyId),
    index('orders_status_idx').on(table.status, table.placedAt),
    index('orders_production_due_idx').on(table.acceptedAt).where(sql`${table.handedToProductionAt} is null`),
    check('orders_amounts', sql`${table.totalCents} >= 0 and ${table.shippingCents} >= 0 and ${table.vatCents} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** One book of an order, as it was at purchase. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The book; null once it is deleted (retention): the order keeps its copy and its print files. */
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    /** The document version that is printed. */
    documentVersion: integer('document_version').notNull(),
    title: text('title').notNull(),
    productCode: text('product_code').notNull(),
    formatName: text('format_name').notNull(),
    paperName: text('paper_name').notNull(),
    coverFinish: text('cover_finish', { enum: ['matt', 'glossy'] }).notNull(),
    pagesFinish: text('pages_finish', { enum: ['matt', 'glossy'] }).notNull(),
    pages: integer('pages').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Where this line's print files lie in the production outbox once handed over (inner.pdf, cover.pdf). */
    printFilesKey: text('print_files_key'),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.position),
    index('order_lines_book_idx').on(table.bookId),
    check('order_lines_quantity', sql`${table.quantity} between 1 and 99`),
  ],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Who changed what of an order, and when (issue 15 item 5): every status change, payment and hand-off. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's account as it was then (kept when the account goes); null is the shop itself. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor'),
    kind: text('kind', { enum: ['placed', 'status', 'payment', 'production', 'mail'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: text('detail'),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/**
 * The last invoice number given per year: taken and raised in the accepting transaction
 * (insert … on conflict do update … returning), so numbers are consecutive without gaps (§ 14 UStG).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
