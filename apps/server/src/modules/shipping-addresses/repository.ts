import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shippingAddresses, type ShippingAddressRow } from './schema';

export type ShippingAddressValues = Pick<
  typeof shippingAddresses.$inferInsert,
  'name' | 'salutation' | 'firstNames' | 'lastName' | 'companyName' | 'street' | 'streetNumber' | 'zipCode' | 'town'
>;

/** Every query names the company: an address of another company is never found, changed or deleted. */
export function createShippingAddressRepository(db: Executor) {
  return {
    async listOfCompany(companyId: string, tx: Executor = db): Promise<ShippingAddressRow[]> {
      return tx.select().from(shippingAddresses).where(eq(shippingAddresses.companyId, companyId)).orderBy(asc(shippingAddresses.name), asc(shippingAddresses.id));
    },

    async find(id: number, companyId: string, tx: Executor = db): Promise<ShippingAddressRow | undefined> {
      const [row] = await tx
        .select()
        .from(shippingAddresses)
        .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.companyId, companyId)));
      return row;
    },

    /** Whether a company has any address, and any "new" one (created at or after newSince, never used). */
    async summary(companyId: string, newSince: Date, tx: Executor = db): Promise<{ any: boolean; anyNew: boolean }> {
      const [row] = await tx
        .select({
          total: count(),
          fresh: sql<number>`count(*) filter (where ${shippingAddresses.createdAt} >= ${newSince.toISOString()} and ${shippingAddresses.lastUsedAt} is null)`.mapWith(Number),
        })
        .from(shippingAddresses)
        .where(eq(shippingAddresses.companyId, companyId));
      return { any: (row?.total ?? 0) > 0, anyNew: (row?.fresh ?? 0) > 0 };
    },

    /**
     * Inserts unless the company already holds `max` addresses. A guard against an endless table, not
     * an exact quota: two staff adding at the very same moment may pass it by one.
     */
    async insertBelowLimit(companyId: string, values: ShippingAddressValues, max: number, now: Date, tx: Executor = db): Promise<ShippingAddressRow | undefined> {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(shippingAddresses).where(eq(shippingAddresses.companyId, companyId));
      if (total >= max) return undefined;
      const [row] = await tx
        .insert(shippingAddresses)
        .values({ ...values, companyId, createdAt: now, updatedAt: now })
        .returning();
      return row;
    },

    async update(id: number, companyId: string, values: ShippingAddressValues, now: Date, tx: Executor = db): Promise<ShippingAddressRow | undefined> {
      const [row] = await tx
        .update(shippingAddresses)
        .set({ ...values, updatedAt: now })
        .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.companyId, companyId)))
        .returning();
      return row;
    },

    async delete(id: number, companyId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(shippingAddresses)
        .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.companyId, companyId)))
        .returning({ id: shippingAddresses.id });
      return rows.length > 0;
    },

    /** An order shipped to it (in the order's transaction): it is no longer "neu". */
    async markUsed(id: number, companyId: string, now: Date, tx: Executor = db): Promise<void> {
      await tx.update(shippingAddresses).set({ lastUsedAt: now }).where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.companyId, companyId)));
    },

    /** The company an address belongs to (to find it among the caller's companies). */
    async companyOf(id: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx.select({ companyId: shippingAddresses.companyId }).from(shippingAddresses).where(eq(shippingAddresses.id, id));
      return row?.companyId;
    },
  };
}

export type ShippingAddressRepository = ReturnType<typeof createShippingAddressRepository>;
