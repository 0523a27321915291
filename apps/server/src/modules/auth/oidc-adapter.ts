import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Database, Executor } from '../../db/client';
import { oidcPayloads } from './schema';

// The issuer's own ids (nanoids, uids, user codes) are short and plain. It passes ids from request
// bodies it parses itself (a refresh token, a code) to us unchecked, past our input guard; one with a
// NUL would make PostgreSQL refuse the query (a 500), so such an id is simply not found.
const MAX_ID_LENGTH = 512;
const mayBeOurs = (id: string) => typeof id === 'string' && id.length <= MAX_ID_LENGTH && !id.includes('\u0000');

/** oidc-provider's storage interface, on our database (one row per model and id). */
export function createOidcAdapterFactory(db: Database) {
  // oidc-provider calls this with `new`; a plain function returning an object allows that.
  return function OidcDbAdapter(this: unknown, model: string): Adapter {
    const withConsumed = (row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined): AdapterPayload | undefined =>
      row ? ({ ...row.payload, ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) } as AdapterPayload) : undefined;
    const findWhere = async (column: typeof oidcPayloads.id | typeof oidcPayloads.uid | typeof oidcPayloads.userCode, value: string) => {
      if (!mayBeOurs(value)) return undefined;
      // The time is taken per call: oidc-provider keeps one adapter per model for the process's life.
      const notExpired = or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), eq(column, value), notExpired));
      return withConsumed(row);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const row = {
          model,
          id,
          payload: payload as Record<string, unknown>,
          grantId: (payload.grantId as string | undefined) ?? null,
          userCode: (payload.userCode as string | undefined) ?? null,
          uid: (payload.uid as string | undefined) ?? null,
          expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values(row)
          .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...row, consumedAt: null } });
      },
      find: (id) => findWhere(oidcPayloads.id, id),
      findByUid: (uid) => findWhere(oidcPayloads.uid, uid),
      findByUserCode: (userCode) => findWhere(oidcPayloads.userCode, userCode),
      async consume(id) {
        if (!mayBeOurs(id)) throw new errors.InvalidGrant(`${model} not found`);
        // Compare-and-set: only the first of two concurrent uses of one code or refresh token marks it
        // consumed. oidc-provider checks `consumed` when it reads the token, before this call, so two
        // requests could both pass that check; the loser ends here with invalid_grant, never with a
        // second set of tokens.
        const marked = await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)))
          .returning({ id: oidcPayloads.id });
        if (marked.length === 0) throw new errors.InvalidGrant(`${model} already used`);
      },
      async destroy(id) {
        if (!mayBeOurs(id)) return;
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        if (!mayBeOurs(grantId)) return;
        // Revoking a grant ends every token issued under it, of any model.
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}

/**
 * Ends everything the issuer holds for a person (sessions, grants, refresh tokens), e.g. after a
 * new password or a deleted account: other devices then have to sign in again.
 */
export async function deleteOidcStateOf(db: Executor, accountId: string): Promise<void> {
  // The same expression as the index oidc_payloads_account_idx, so this is no scan of every row.
  await db.delete(oidcPayloads).where(sql`(${oidcPayloads.payload}->>'accountId') = ${accountId}`);
}

/**
 * Deletes up to `limit` rows that have run out (interactions, codes, sessions, grants, refresh tokens,
 * consumed or not) and answers how many. A consumed refresh token stays until it would have run out:
 * until then its reuse is noticed and ends the whole grant (oidc-provider's reuse detection).
 * Rows are found through oidc_payloads_expires_idx; small batches keep each delete short.
 */
export async function deleteExpiredOidcPayloads(db: Executor, now: Date, limit: number): Promise<number> {
  const expired = db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(lte(oidcPayloads.expiresAt, now))
    .limit(limit);
  const deleted = await db
    .delete(oidcPayloads)
    .where(and(lte(oidcPayloads.expiresAt, now), inArray(oidcPayloads.id, expired)))
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
