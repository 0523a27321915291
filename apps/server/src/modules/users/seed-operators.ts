import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { users } from './schema';

export const DEMO_OPERATOR_ACCOUNT = 'betrieb';

/**
 * Operators are named by configuration (OPERATOR_ACCOUNTS) and set at every start, so the list in
 * the configuration is the whole truth. Outside production a demo operator exists as well.
 */
export async function applyOperatorAccounts(db: Database, options: { accounts: string[]; demo: boolean; demoPassword: string }): Promise<void> {
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
  if (accounts.length > 0) await db.update(users).set({ isOperator: true }).where(inArray(sql`lower(${users.account})`, accounts));
}
