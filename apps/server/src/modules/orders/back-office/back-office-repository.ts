import type { OrderStatus } from '@eb/api-contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { InvoiceData } from '../invoice/invoice-data';
import type { OrderWithLines } from '../repository';
import { orderEvents, orderLines, orders } from '../schema';

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** A part of a search term as a LIKE pattern: %, _ and \ match themselves (PostgreSQL's default escape is \). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The back office's reading and changing of orders; every function takes an optional transaction. */
export function createBackOfficeRepository(db: Database) {
  /** Any of what an operator may type: order or invoice number, e-mail, names, company, a book's title. */
  function matching(term: string): SQL | undefined {
    const pattern = containsPattern(term);
    const inAddress = (column: typeof orders.billingAddress | typeof orders.deliveryAddress) => [
      sql`(${column}->>'firstNames') || ' ' || (${column}->>'lastName') ilike ${pattern}`,
      sql`(${column}->>'lastName') ilike ${pattern}`,
      sql`coalesce(${column}->>'companyName', '') ilike ${pattern}`,
    ];
    return or(
      ilike(orders.orderNumber, pattern),
      ilike(sql`coalesce(${orders.invoiceNumber}, '')`, pattern),
      ilike(orders.email, pattern),
      ilike(sql`coalesce(${orders.companyName}, '')`, pattern),
      ...inAddress(orders.billingAddress),
      ...inAddress(orders.deliveryAddress),
      sql`exists (select 1 from order_lines searched where searched.order_id = "orders"."id" and searched.title ilike ${pattern})`,
    );
  }

  return {
    /** A page of orders, newest first, with the copies they hold (books counted as copies). */
    async page(filter: { status?: OrderStatus | undefined; query?: string | undefined }, page: { size: number; number: number }, tx: Executor = db) {
      const where = and(filter.status ? eq(orders.status, filter.status) : undefined, filter.query ? matching(filter.query) : undefined);
      const [counted] = await tx.select({ total: count() }).from(orders).where(where);
      const rows = await tx
        .select({
          order: orders,
          // Written out with its alias: in a select list drizzle leaves columns unqualified, and "id" would be the line's.
          bookCount: sql<number>`(select coalesce(sum(counted.quantity), 0)::int from order_lines counted where counted.order_id = "orders"."id")`,
        })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(page.size)
        .offset((page.number - 1) * page.size);
      return { total: counted?.total ?? 0, rows: rows.map((row) => ({ ...row.order, bookCount: Number(row.bookCount) })) };
    },

    async findByNumber(orderNumber: string, tx: Executor = db): Promise<OrderWithLines | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      if (!row) return undefined;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position));
      return { ...row, lines };
    },

    async eventsOf(orderId: number, tx: Executor = db): Promise<OrderEventRow[]> {
      return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    /** from → to, only while the order is still `from` (of two operators at once, one changes it); answers whether it did. */
    async changeStatus(orderId: number, from: OrderStatus, to: OrderStatus, trackingNumber: string | null, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ status: to, ...(trackingNumber !== null ? { trackingNumber } : {}) })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /** The credit note of a cancelled order, stored once (a second one would take a second number). */
    async setCreditNote(orderId: number, note: { creditNoteNumber: string; creditNoteDate: string; creditNote: InvoiceData }, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set(note)
        .where(and(eq(orders.id, orderId), sql`${orders.creditNoteNumber} is null`))
        .returning({ id: orders.id });
      return updated.length > 0;
    },

    /** Payment received now (or taken back); answers whether anything changed. */
    async setPaymentReceived(orderId: number, received: boolean, tx: Executor = db): Promise<boolean> {
      const updated = await tx
        .update(orders)
        .set({ paymentReceivedAt: received ? sql`now()` : null })
        .where(and(eq(orders.id, orderId), received ? sql`${orders.paymentReceivedAt} is null` : sql`${orders.paymentReceivedAt} is not null`))
        .returning({ id: orders.id });
      return updated.length > 0;
    },
  };
}

export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
