import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/users/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { isUniqueViolation } from './unique-violation';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The error a failing statement really throws, as the services see it. */
async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('isUniqueViolation', () => {
  it('recognises a unique index of the app’s database through Drizzle, by its name', async () => {
    await test.database.db.insert(users).values({ account: 'Greta', email: 'greta@example.de', isTemporary: false });
    const error = await errorOf(() => test.database.db.insert(users).values({ account: 'Greta2', email: 'GRETA@example.de', isTemporary: false }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_lower_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_account_lower_unique')).toBe(false);
  });

  it('recognises it from PGlite used directly through Drizzle', async () => {
    const pglite = await PGlite.create();
    try {
      const db = drizzle({ client: pglite });
      await db.execute(sql`create table names (id integer primary key, name text unique)`);
      await db.execute(sql`insert into names values (1, 'Anna')`);
      const error = await errorOf(() => db.execute(sql`insert into names values (2, 'Anna')`));
      expect(isUniqueViolation(error, 'names_name_key')).toBe(true);
      expect(isUniqueViolation(error, 'names_pkey')).toBe(false);
    } finally {
      await pglite.close();
    }
  });

  it('is false for other database errors and for anything else', async () => {
    const foreignKey = await errorOf(() => test.database.db.execute(sql`insert into user_action_tokens (user_id, purpose, token_hash, expires_at) values (gen_random_uuid(), 'reset-password', 'x', now())`));
    expect((foreignKey as { cause?: { code?: string } }).cause?.code).toBe('23503');
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('follows a chain of causes, and stops on a loop', () => {
    const driver = Object.assign(new Error('driver'), { code: '23505', constraint: 'users_account_lower_unique' });
    const wrapped = new Error('outer', { cause: new Error('middle', { cause: driver }) });
    expect(isUniqueViolation(wrapped, 'users_account_lower_unique')).toBe(true);
    const loop = new Error('loop') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isUniqueViolation(loop)).toBe(false);
  });
});
