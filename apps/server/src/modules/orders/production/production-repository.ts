import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { orderEvents, orderLines, orders, type OrderLineRow, type OrderRow } from '../schema';

/** SQL of the production hand-off (orders and their lines as production reads them); every function takes an optional transaction. */
export function createProductionRepository(db: Database) {
  return {
    /** Accepted, not cancelled orders not yet handed over, accepted at least `minAgeSeconds` ago (their own job had its chance), oldest first. */
    async due(options: { minAgeSeconds: number; limit: number }, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            isNull(orders.handedToProductionAt),
            isNotNull(orders.acceptedAt),
            inArray(orders.status, ['confirmed', 'in_production']),
            lte(orders.acceptedAt, sql`now() - ${options.minAgeSeconds}::int * interval '1 second'`),
          ),
        )
        .orderBy(asc(orders.acceptedAt))
        .limit(options.limit);
      return rows.map((row) => row.id);
    },

    async orderWithLines(orderId: number, tx: Executor = db): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return undefined;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
      return { order, lines };
    },

    /** One more attempt that could not finish (print files on their way, or a failure), with what held it up. */
    async noteAttempt(orderId: number, problem: string, tx: Executor = db): Promise<void> {
      await tx
        .update(orders)
        .set({ productionAttempts: sql`${orders.productionAttempts} + 1`, productionError: problem })
        .where(and(eq(orders.id, orderId), isNull(orders.handedToProductionAt)));
    },

    /**
     * The files are in the outbox: the order counts as handed over, once. Conditional (only while not
     * handed over and not cancelled), so of two runs one records it; answers whether this one did.
     */
    async markHandedOver(orderId: number, lineKeys: ReadonlyMap<number, string>, detail: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(orders)
          .set({ handedToProductionAt: sql`now()`, productionAttempts: sql`${orders.productionAttempts} + 1`, productionError: null })
          .where(and(eq(orders.id, orderId), isNull(orders.handedToProductionAt), inArray(orders.status, ['confirmed', 'in_production'])))
          .returning({ id: orders.id });
        if (!updated) return false;
        for (const [lineId, key] of lineKeys) await tx.update(orderLines).set({ printFilesKey: key }).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
        await tx.insert(orderEvents).values({ orderId, kind: 'production', actor: null, actorUserId: null, detail });
        return true;
      });
    },
  };
}

export type ProductionRepository = ReturnType<typeof createProductionRepository>;
