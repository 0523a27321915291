import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { users } from './schema';

export const DEMO_OPERATOR_ACCOUNT = 'betrieb';

/**
 * Operators are named by configuration (OPERATOR_ACCOUNTS) and set at every start, so the list in
 * the configuration is the whole truth. Outside production a demo operator exists as well.
 * Only accounts with a confirmed address count: anyone may register a configured name before the
 * staff member does, but not read the staff member's mail. Answers the names that matched no such
 * account, so the start can say so.
 */
export async function applyOperatorAccounts(db: Database, options: { accounts: string[]; demo: boolean; demoPassword: string }): Promise<string[]> {
  const accounts = options.accounts.map((account) => account.toLowerCase());
  if (options.demo) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_OPERATOR_ACCOUNT));
    if (!existing) {
      await db
        .insert(users)
        .values({
          account: DEMO_OPERATOR_ACCOUNT,
          email: 'betrieb@erinnerungsbuch.example',
          passwordHash: await hashPassword(options.demoPassword),
          isDataStoragePermitted: true,
          emailConfirmedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    accounts.push(DEMO_OPERATOR_ACCOUNT);
  }
  await db.update(users).set({ isOperator: false }).where(eq(users.isOperator, true));
  if (accounts.length === 0) return [];
  const made = await db
    .update(users)
    .set({ isOperator: true })
    .where(and(inArray(sql`lower(${users.account})`, accounts), isNotNull(users.emailConfirmedAt)))
    .returning({ account: users.account });
  const found = new Set(made.map((row) => row.account?.toLowerCase()));
  return accounts.filter((account) => !found.has(account));
}
