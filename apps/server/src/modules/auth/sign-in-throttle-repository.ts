import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { signInThrottles } from './sign-in-throttle-schema';

/** The sign-in throttle's only SQL. Times come from the database's clock, shared by every process. */
export function createSignInThrottleRepository(db: Database) {
  return {
    /**
     * Counts one attempt before its password is checked, so parallel guesses cannot all slip in
     * before the first failure is written: the row lock orders them. Answers `locked` (the attempt
     * is refused, nothing counted) or the moment the name is locked should this attempt fail.
     * The delay itself is computed by the caller's `lockMinutes(failures)`.
     */
    async countAttempt(
      key: string,
      lockMinutes: (failures: number) => number,
      forgetAfterHours: number,
    ): Promise<{ locked: true; until: Date } | { locked: false; untilIfWrong: Date | null }> {
      return db.transaction(async (tx) => {
        await tx.insert(signInThrottles).values({ key }).onConflictDoNothing();
        const [row] = await tx
          .select({
            failures: signInThrottles.failures,
            lockedUntil: signInThrottles.lockedUntil,
            locked: sql<boolean>`coalesce(${signInThrottles.lockedUntil} > now(), false)`,
            stale: sql<boolean>`${signInThrottles.lastFailedAt} < now() - ${forgetAfterHours}::double precision * interval '1 hour'`,
          })
          .from(signInThrottles)
          .where(eq(signInThrottles.key, key))
          .for('update');
        if (!row) throw new Error('sign-in throttle row vanished');
        if (row.locked && row.lockedUntil) return { locked: true as const, until: row.lockedUntil };
        // A long quiet spell forgets old failures: a person who mistyped last month starts afresh.
        const failures = (row.stale ? 0 : row.failures) + 1;
        const minutes = lockMinutes(failures);
        const [updated] = await tx
          .update(signInThrottles)
          .set({
            failures,
            lastFailedAt: sql`now()`,
            lockedUntil: minutes > 0 ? sql`now() + ${minutes}::double precision * interval '1 minute'` : null,
          })
          .where(eq(signInThrottles.key, key))
          .returning({ lockedUntil: signInThrottles.lockedUntil });
        return { locked: false as const, untilIfWrong: updated?.lockedUntil ?? null };
      });
    },

    /** A successful sign-in forgets the failures. */
    async reset(key: string): Promise<void> {
      await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
    },

    /**
     * A new password (or a deleted account) starts afresh: a lock someone else caused by guessing
     * must not outlive it, or the owner could be kept out for good by one wrong try an hour.
     */
    async forget(keys: readonly string[], tx: Executor = db): Promise<void> {
      if (keys.length === 0) return;
      await tx.delete(signInThrottles).where(inArray(signInThrottles.key, [...keys]));
    },

    /** Rows no longer locked and quiet for longer than failures are remembered. */
    async deleteForgotten(forgetAfterHours: number): Promise<void> {
      await db
        .delete(signInThrottles)
        .where(lt(signInThrottles.lastFailedAt, sql`now() - ${forgetAfterHours}::double precision * interval '1 hour'`));
    },
  };
}

export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
