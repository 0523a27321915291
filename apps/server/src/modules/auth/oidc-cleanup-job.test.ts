import { sql } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOidcAdapterFactory } from './oidc-adapter';
import { runOidcCleanupJob } from './oidc-cleanup-job';
import { oidcPayloads } from './schema';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-22T10:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

describe('the issuer’s clean-up job', () => {
  it('is scheduled with the server’s other jobs', () => {
    expect(test.app.scheduledJobs.map((job) => job.name)).toContain('oidc-cleanup');
  });

  it('deletes what has run out (sign-in pages, consumed refresh tokens, sessions) and keeps what still counts', async () => {
    const row = (model: string, id: string, expiresAt: Date | null, consumedAt: Date | null = null) => ({ model, id, payload: { accountId: 'x' }, expiresAt, consumedAt });
    await test.database.db.insert(oidcPayloads).values([
      row('Interaction', 'alt-1', ago(2)),
      row('RefreshToken', 'verbraucht-alt', ago(1), ago(30 * 24)),
      row('Session', 'sitzung-alt', ago(0.01)),
      row('Session', 'sitzung-neu', new Date(now.getTime() + HOUR)),
      // Consumed but not yet run out: its reuse still ends the grant (reuse detection).
      row('RefreshToken', 'verbraucht-neu', new Date(now.getTime() + HOUR), ago(1)),
      row('Grant', 'ohne-ende', null),
    ]);
    expect(await runOidcCleanupJob({ db: test.database.db, now })).toEqual({ deleted: 3 });
    const left = await test.database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(left.map(({ id }) => id).sort()).toEqual(['ohne-ende', 'sitzung-neu', 'verbraucht-neu']);
    expect(await runOidcCleanupJob({ db: test.database.db, now })).toEqual({ deleted: 0 });
  });

  it('works through more rows than one batch', async () => {
    await test.database.db.delete(oidcPayloads);
    const rows = Array.from({ length: 2500 }, (_, index) => ({ model: 'Interaction', id: `i-${index}`, payload: {}, expiresAt: ago(1) }));
    await test.database.db.insert(oidcPayloads).values(rows);
    expect(await runOidcCleanupJob({ db: test.database.db, now })).toEqual({ deleted: 2500 });
  });
});

describe('the issuer’s lookups', () => {
  /** The plan PostgreSQL would use if scanning the whole table were the last resort. */
  async function planOf(query: ReturnType<typeof sql>): Promise<string> {
    return test.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      return result.rows.map((line) => Object.values(line).join('')).join('\n');
    });
  }

  it('find run-out rows and a person’s rows by an index, not by reading every row', async () => {
    expect(await planOf(sql`delete from oidc_payloads where expires_at <= now()`)).toContain('oidc_payloads_expires_idx');
    expect(await planOf(sql`delete from oidc_payloads where (payload->>'accountId') = 'x'`)).toContain('oidc_payloads_account_idx');
  });
});

describe('consuming a code or refresh token', () => {
  it('is compare-and-set: of two uses at the same moment, exactly one succeeds, the other is invalid_grant', async () => {
    const Adapter = createOidcAdapterFactory(test.database.db) as unknown as new (model: string) => ReturnType<ReturnType<typeof createOidcAdapterFactory>>;
    const adapter = new Adapter('RefreshToken');
    await adapter.upsert('zweimal', { accountId: 'x', grantId: 'g' }, 60);
    const results = await Promise.allSettled([adapter.consume('zweimal'), adapter.consume('zweimal')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(errors.InvalidGrant);
    expect(await adapter.find('zweimal')).toMatchObject({ consumed: expect.any(Number) });
  });
});

describe('the issuer’s storage', () => {
  const adapterFor = (model: string) => new (createOidcAdapterFactory(test.database.db) as unknown as new (model: string) => ReturnType<ReturnType<typeof createOidcAdapterFactory>>)(model);

  it('judges “run out” by the time of each lookup, not by when the process first looked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now);
      const adapter = adapterFor('Session');
      expect(await adapter.find('noch-keine')).toBeUndefined();
      await test.database.db.insert(oidcPayloads).values({ model: 'Session', id: 'laeuft-ab', payload: { accountId: 'x' }, expiresAt: new Date(now.getTime() + HOUR) });
      expect(await adapter.find('laeuft-ab')).toBeDefined();
      vi.setSystemTime(new Date(now.getTime() + 2 * HOUR));
      expect(await adapter.find('laeuft-ab')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds nothing, and fails no query, for an id with a NUL or of absurd length', async () => {
    const adapter = adapterFor('RefreshToken');
    for (const id of ['a\u0000b', 'x'.repeat(10_000)]) {
      expect(await adapter.find(id)).toBeUndefined();
      expect(await adapter.findByUid(id)).toBeUndefined();
      expect(await adapter.findByUserCode(id)).toBeUndefined();
      await expect(adapter.consume(id)).rejects.toBeInstanceOf(errors.InvalidGrant);
      await adapter.destroy(id);
      await adapter.revokeByGrantId(id);
    }
  });
});
