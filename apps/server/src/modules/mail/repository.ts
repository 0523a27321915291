import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from './schema';

export function createMailOutboxRepository(db: Executor) {
  return {
    async insert(row: typeof mailOutbox.$inferInsert, tx: Executor = db): Promise<string> {
      const [stored] = await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      if (!stored) throw new Error('mail outbox insert returned nothing');
      return stored.id;
    },

    /**
     * Takes up to `limit` due rows (only `ids`, when given) and pushes them to `leaseUntil`, in one
     * statement: rows another process is claiming are skipped, and once claimed a row is not due
     * for anyone else until the lease runs out (a crash mid-send hands it to the next sweep).
     */
    claimDue(input: { now: Date; leaseUntil: Date; limit: number; ids?: readonly string[] }, tx: Executor = db): Promise<MailOutboxRow[]> {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.gaveUpAt),
            lte(mailOutbox.nextAttemptAt, input.now),
            input.ids ? inArray(mailOutbox.id, [...input.ids]) : undefined,
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(input.limit)
        .for('update', { skipLocked: true });
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: input.leaseUntil })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    async markSent(id: string, now: Date, tx: Executor = db): Promise<void> {
      await tx.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: string, input: { error: string; retryAt: Date | null; now: Date }, tx: Executor = db): Promise<void> {
      await tx
        .update(mailOutbox)
        .set(input.retryAt ? { lastError: input.error, nextAttemptAt: input.retryAt } : { lastError: input.error, gaveUpAt: input.now })
        .where(eq(mailOutbox.id, id));
    },

    /** The newest row per `about` key: when it was settled (sent or given up), or null while still pending. */
    async settledAt(keys: readonly string[], tx: Executor = db): Promise<Map<string, Date | null>> {
      if (keys.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([mailOutbox.about], { about: mailOutbox.about, sentAt: mailOutbox.sentAt, gaveUpAt: mailOutbox.gaveUpAt })
        .from(mailOutbox)
        .where(inArray(mailOutbox.about, [...keys]))
        .orderBy(mailOutbox.about, sql`${mailOutbox.createdAt} desc`);
      return new Map(rows.map((row) => [row.about as string, row.sentAt ?? row.gaveUpAt ?? null]));
    },

    /** Settled rows older than `before`: their links have long expired, and addresses are personal data. */
    async deleteSettledBefore(before: Date, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(mailOutbox)
        .where(or(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before)), and(isNotNull(mailOutbox.gaveUpAt), lt(mailOutbox.gaveUpAt, before))))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
