import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PostalAddress } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import type { InvoiceData } from './invoice/invoice-data';
import { invoiceCounters, orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from './schema';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type NewOrderEvent = typeof orderEvents.$inferInsert;
export type OrderWithLines = OrderRow & { lines: OrderLineRow[] };

/** The orders' tables: orders with their copied lines, the audit of events, and the invoice counters. */
export function createOrdersRepository(db: Executor) {
  async function linesOf(orderId: number, tx: Executor = db): Promise<OrderLineRow[]> {
    return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  }

  async function withLines(row: OrderRow | undefined, tx: Executor): Promise<OrderWithLines | undefined> {
    return row ? { ...row, lines: await linesOf(row.id, tx) } : undefined;
  }

  return {
    linesOf,

    /**
     * Inserts the order with the number made from its own serial id (taken first from the sequence,
     * so number and id agree without a second write) and its lines. A second order for the same
     * reservation fails on orders_reservation_unique (the caller answers the existing one).
     */
    async insert(order: NewOrder, lines: readonly NewOrderLine[], numberFor: (id: number) => string, tx: Executor): Promise<OrderWithLines> {
      const { rows } = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`)) as unknown as { rows: Array<{ id: string | number }> };
      const id = Number(rows[0]?.id);
      const [stored] = await tx.insert(orders).values({ ...order, id, orderNumber: numberFor(id) }).returning();
      if (!stored) throw new Error('order insert returned nothing');
      const storedLines = await tx
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: id })))
        .returning();
      return { ...stored, lines: storedLines.sort((a, b) => a.position - b.position) };
    },

    async findByReservation(reservationId: string, tx: Executor = db): Promise<OrderWithLines | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.reservationId, reservationId));
      return withLines(row, tx);
    },

    async find(id: number, tx: Executor = db): Promise<OrderWithLines | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return withLines(row, tx);
    },

    /** The order, locked until the transaction ends (acceptance and status changes one after the other). */
    async lock(id: number, tx: Executor): Promise<OrderWithLines | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return withLines(row, tx);
    },

    /**
     * The next invoice number of a year, in the accepting transaction: the counter row stays locked
     * until it commits, so numbers follow each other without gaps or doubles (§ 14 UStG).
     */
    async takeInvoiceNumber(year: number, tx: Executor): Promise<number> {
      const [row] = await tx
        .insert(invoiceCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
        .returning({ lastNumber: invoiceCounters.lastNumber });
      if (!row) throw new Error('invoice counter returned nothing');
      return row.lastNumber;
    },

    /** received → confirmed with the invoice; answers false when the order was no longer 'received'. */
    async markAccepted(id: number, change: { acceptedAt: Date; invoiceNumber: string; invoiceDate: string; invoice: InvoiceData }, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ status: 'confirmed', ...change })
        .where(and(eq(orders.id, id), eq(orders.status, 'received')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    async addEvent(event: NewOrderEvent, tx: Executor = db): Promise<void> {
      await tx.insert(orderEvents).values(event);
    },

    /** The billing address of the newest order of a person (private) or of a company: the checkout's suggestion. */
    async lastBillingAddress(of: { userId: string; companyId: null } | { companyId: string }, tx: Executor = db): Promise<PostalAddress | null> {
      const [row] = await tx
        .select({ billingAddress: orders.billingAddress })
        .from(orders)
        .where(
          'userId' in of
            ? and(eq(orders.userId, of.userId), sql`${orders.companyId} is null`)
            : and(isNotNull(orders.companyId), eq(orders.companyId, of.companyId)),
        )
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(1);
      return row?.billingAddress ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
