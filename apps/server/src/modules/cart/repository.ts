import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservationBooks, reservations, type ReservationRow } from './schema';

export type NewReservation = Pick<typeof reservations.$inferInsert, 'userId' | 'companyId' | 'shippingAddressId' | 'createdAt' | 'expiresAt'>;

/** The reservations (baskets) and the books they hold. */
export function createCartRepository(db: Executor) {
  return {
    async find(id: string, tx: Executor = db): Promise<ReservationRow | undefined> {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, id));
      return row;
    },

    /** The reservation locked until the transaction ends (placing the order, cancelling). */
    async lock(id: string, tx: Executor): Promise<ReservationRow | undefined> {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      return row;
    },

    /** The book ids a reservation holds, in the basket's order. */
    async bookIdsOf(reservationId: string, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ bookId: reservationBooks.bookId })
        .from(reservationBooks)
        .where(eq(reservationBooks.reservationId, reservationId))
        .orderBy(asc(reservationBooks.position));
      return rows.map((row) => row.bookId);
    },

    /** Which reservations hold these books now, with their owner, state and expiry. */
    async holdersOf(bookIds: readonly number[], tx: Executor = db): Promise<Array<{ bookId: number; reservation: ReservationRow }>> {
      if (bookIds.length === 0) return [];
      return tx
        .select({ bookId: reservationBooks.bookId, reservation: reservations })
        .from(reservationBooks)
        .innerJoin(reservations, eq(reservations.id, reservationBooks.reservationId))
        .where(inArray(reservationBooks.bookId, [...bookIds]));
    },

    async insert(values: NewReservation, bookIds: readonly number[], tx: Executor): Promise<ReservationRow> {
      const [row] = await tx.insert(reservations).values(values).returning();
      if (!row) throw new Error('reservation insert returned nothing');
      await tx.insert(reservationBooks).values(bookIds.map((bookId, position) => ({ reservationId: row.id, bookId, position })));
      return row;
    },

    /**
     * Ends a reservation (ordered, cancelled, expired) and frees its books. Only an open one changes:
     * answers whether it did (a second cancel, or a sweep after the order, changes nothing).
     */
    async end(id: string, state: 'ordered' | 'cancelled' | 'expired', tx: Executor = db): Promise<boolean> {
      const changed = await tx
        .update(reservations)
        .set({ state })
        .where(and(eq(reservations.id, id), eq(reservations.state, 'open')))
        .returning({ id: reservations.id });
      await tx.delete(reservationBooks).where(eq(reservationBooks.reservationId, id));
      return changed.length > 0;
    },

    /** Open reservations past their expiry (oldest first), for the sweep. */
    async expiredOpen(now: Date, limit: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.state, 'open'), lte(reservations.expiresAt, now)))
        .orderBy(asc(reservations.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The user's other open reservations holding any of these books (the person's own older basket). */
    async ownOpenHolding(userId: string, bookIds: readonly number[], tx: Executor): Promise<string[]> {
      if (bookIds.length === 0) return [];
      const rows = await tx
        .selectDistinct({ id: reservations.id })
        .from(reservationBooks)
        .innerJoin(reservations, eq(reservations.id, reservationBooks.reservationId))
        .where(and(inArray(reservationBooks.bookId, [...bookIds]), eq(reservations.userId, userId), ne(reservations.state, 'ordered')));
      return rows.map((row) => row.id);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
