import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { users } from './schema';

export const DEMO_OPERATOR_ACCOUNT = 'betrieb';
export const DEMO_OPERATOR_EMAIL = 'betrieb@erinnerungsbuch.example';

/**
 * Operators are named by configuration (OPERATOR_ACCOUNTS: e-mail addresses) and set at every start,
 * so the list in the configuration is the whole truth. Outside production a demo operator exists as well.
 * Only an account whose address is a configured one AND confirmed counts: anyone may register a name or
 * an address before the staff member does, but only the staff member reads the mail that confirms it.
 * Answers the addresses that matched no such account, so the start can say so.
 */
export async function applyOperatorAccounts(db: Database, options: { addresses: string[]; demo: boolean; demoPassword: string }): Promise<string[]> {
  const addresses = [...new Set(options.addresses.map((address) => address.trim().toLowerCase()))];
  if (options.demo) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO_OPERATOR_ACCOUNT));
    if (!existing) {
      await db
        .insert(users)
        .values({
          account: DEMO_OPERATOR_ACCOUNT,
          email: DEMO_OPERATOR_EMAIL,
          passwordHash: await hashPassword(options.demoPassword),
          isDataStoragePermitted: true,
          emailConfirmedAt: new Date(),
        })
        .onConflictDoNothing();
    }
  }
  await db.update(users).set({ isOperator: false }).where(eq(users.isOperator, true));
  const configured = addresses.length > 0 ? inArray(sql`lower(${users.email})`, addresses) : undefined;
  // The demo operator is the seeded account itself (its name and its address), never a look-alike.
  const demo = options.demo ? and(eq(users.account, DEMO_OPERATOR_ACCOUNT), eq(users.email, DEMO_OPERATOR_EMAIL)) : undefined;
  if (!configured && !demo) return [];
  const made = await db
    .update(users)
    .set({ isOperator: true })
    .where(and(or(configured, demo), isNotNull(users.emailConfirmedAt), eq(users.isTemporary, false)))
    .returning({ email: users.email });
  const found = new Set(made.map((row) => row.email?.toLowerCase()));
  return addresses.filter((address) => !found.has(address));
}
