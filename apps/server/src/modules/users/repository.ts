import { and, eq, exists, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { AccountFacts } from './account-facts';
import { companies, userActionTokens, users, type ActionPurpose, type UserActionTokenRow, type UserRow } from './schema';

/** The advisory lock around taking login names and addresses (any fixed number, used for nothing else). */
const IDENTITIES_LOCK = 7_240_001;

/** The company a person came through, joined beside their own company. */
const referringCompanies = alias(companies, 'referring_companies');

/** Registered (not on trial) and the address never confirmed. */
const unconfirmedRegistration = and(eq(users.isTemporary, false), isNull(users.emailConfirmedAt));

export function createUsersRepository(db: Executor) {
  return {
    async findById(id: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findWithCompany(id: string, tx: Executor = db) {
      const [row] = await tx
        .select({ user: users, company: companies, referringCompany: { id: referringCompanies.id, name: referringCompanies.name, logoSrc: referringCompanies.logoSrc } })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(referringCompanies, eq(referringCompanies.id, users.referringCompanyId))
        .where(eq(users.id, id));
      return row;
    },

    /** What anyone may see of a company: its name and logo (a director's link, the header). */
    async findCompanyBrand(id: string, tx: Executor = db): Promise<{ id: string; name: string; logoSrc: string | null } | undefined> {
      const [row] = await tx.select({ id: companies.id, name: companies.name, logoSrc: companies.logoSrc }).from(companies).where(eq(companies.id, id));
      return row;
    },

    /** The company of this name in any case: PostgreSQL's lower() on both sides, as companies_name_lower_unique. */
    async findCompanyByName(name: string, tx: Executor = db): Promise<{ id: string; name: string } | undefined> {
      const [row] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(sql`lower(${companies.name}) = lower(${name})`);
      return row;
    },

    /** A company's name and country (the shipping addresses: delivery only to the company's country). */
    async findCompanyCountry(id: string, tx: Executor = db): Promise<{ id: string; name: string; country: 'de' | 'at' } | undefined> {
      const [row] = await tx.select({ id: companies.id, name: companies.name, country: companies.country }).from(companies).where(eq(companies.id, id));
      return row;
    },

    /** The names of many companies in one query (the operators' page list). */
    async findCompanyNames(ids: readonly string[], tx: Executor = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * Notes the company a person came through, in one statement: only when none is noted yet (the
     * first wins), the person works for no company themselves, and the company exists (an unknown
     * id is ignored, never a foreign-key error). True when it was noted.
     */
    async noteReferringCompany(userId: string, companyId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ referringCompanyId: companyId })
        .where(and(eq(users.id, userId), isNull(users.referringCompanyId), isNull(users.companyId), exists(tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Addresses and names of many users in one query: one array parameter, however many there are. */
    async findContacts(ids: readonly string[], tx: Executor = db): Promise<Array<{ id: string; email: string | null; account: string | null }>> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: users.id, email: users.email, account: users.account })
        .from(users)
        .where(sql`${users.id} = any(${sql.param([...ids])}::uuid[])`);
    },

    /**
     * Sign-in by login name or e-mail address. Should one person's login name be another's address
     * (possible for accounts older than the check at registration), the login name wins: it is what
     * that person was told to sign in with.
     */
    async findByAccountOrEmail(login: string, tx: Executor = db): Promise<UserRow | undefined> {
      const lowered = login.trim().toLowerCase();
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.account}) = ${lowered} or lower(${users.email}) = ${lowered}`)
        .orderBy(sql`lower(${users.account}) = ${lowered} desc nulls last`)
        .limit(1);
      return row;
    },

    /** By e-mail address alone (a forgotten password is asked for by address). */
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row;
    },

    /**
     * Makes the caller's transaction the only one taking a login name or an address until it ends.
     * The unique indexes keep names apart and addresses apart, but no index can stop one person's
     * name being another's address: two registrations at the same moment could each pass the check.
     */
    async lockIdentities(tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${IDENTITIES_LOCK})`);
    },

    /**
     * Names and addresses are unique regardless of case, and — because one sign-in field takes
     * either — no login name may be another person's address, nor the other way round. The user's
     * own row does not count.
     */
    isAccountTaken: (account: string, exceptUserId?: string, tx: Executor = db) => isTaken(tx, account, exceptUserId),
    isEmailTaken: (email: string, exceptUserId?: string, tx: Executor = db) => isTaken(tx, email, exceptUserId),

    async insert(values: typeof users.$inferInsert, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /**
     * Locks the user's row until the transaction ends; false when there is none. Whoever links a
     * row to this user meanwhile (a foreign key reads it with a share lock) waits for the end.
     */
    async lockRow(id: string, tx: Executor): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      return rows.length > 0;
    },

    /**
     * What the API checks with every bearer token, in one primary-key lookup: undefined when the
     * account no longer exists, else when its sign-ins were last ended (null when never), and the
     * account facts the modules need for the request (so they need no lookup of their own).
     */
    async signInState(id: string, tx: Executor = db): Promise<{ sessionsEndedAt: Date | null; account: AccountFacts } | undefined> {
      const [row] = await tx
        .select({
          sessionsEndedAt: users.sessionsEndedAt,
          account: {
            isTemporary: users.isTemporary,
            isMortician: users.isMortician,
            maxTemplates: users.maxTemplates,
            companyId: users.companyId,
            actsForCompany: users.actsForCompany,
          },
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Uses up the person's mailed links still waiting: after a new password, none of them may act for an old one. */
    async voidPendingActionTokens(userId: string, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(userActionTokens)
        .set({ usedAt: now })
        .where(and(eq(userActionTokens.userId, userId), isNull(userActionTokens.usedAt)));
    },

    /**
     * Replaces a password hash by a stronger one of the same password (at sign-in), only while the
     * stored hash is still the one checked: a new password set meanwhile is never overwritten.
     */
    async upgradePasswordHash(id: string, checkedHash: string, newHash: string, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ passwordHash: newHash }).where(and(eq(users.id, id), eq(users.passwordHash, checkedHash)));
    },

    async delete(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },

    /**
     * Trial users made before `cutoff`, in id order after `afterId` (to page through them), their rows
     * locked until `tx` ends: a book or a page link made for one of them meanwhile waits (its foreign
     * key needs the row), then fails. Rows another run holds are skipped: two runs never wait for each other.
     */
    async lockTrialUsersCreatedBefore(cutoff: Date, afterId: string | null, limit: number, tx: Executor): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isTemporary, true), lt(users.createdAt, cutoff), afterId ? gt(users.id, afterId) : undefined))
        .orderBy(users.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Deletes those of `ids` that are still trial users (one who registered meanwhile stays). */
    async deleteTrialUsers(ids: readonly string[], tx: Executor): Promise<number> {
      if (ids.length === 0) return 0;
      const gone = await tx.delete(users).where(and(inArray(users.id, [...ids]), eq(users.isTemporary, true))).returning({ id: users.id });
      return gone.length;
    },

    /** Unconfirmed accounts registered before `cutoff` whose reminder was claimed: candidates for deletion. */
    listRemindedUnconfirmedRegisteredBefore(cutoff: Date, tx: Executor = db): Promise<Array<{ id: string; remindedAt: Date | null }>> {
      return tx
        .select({ id: users.id, remindedAt: users.confirmationReminderSentAt })
        .from(users)
        .where(and(unconfirmedRegistration, lt(users.registeredAt, cutoff), isNotNull(users.confirmationReminderSentAt)));
    },

    /** Deletes those of `ids` that are still unconfirmed and registered before `cutoff` (a confirmation meanwhile keeps the account). */
    deleteUnconfirmed(ids: readonly string[], cutoff: Date, tx: Executor = db): Promise<Array<{ id: string }>> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .delete(users)
        .where(and(inArray(users.id, [...ids]), unconfirmedRegistration, lt(users.registeredAt, cutoff)))
        .returning({ id: users.id });
    },

    /**
     * Marks the unconfirmed accounts registered before `cutoff` that have had no reminder as reminded
     * at `now`, and answers them: whoever claims a reminder sends it, so it goes out at most once.
     */
    claimConfirmationReminders(cutoff: Date, now: Date, tx: Executor = db) {
      return tx
        .update(users)
        .set({ confirmationReminderSentAt: now })
        .where(and(unconfirmedRegistration, isNull(users.confirmationReminderSentAt), lt(users.registeredAt, cutoff)))
        .returning({ id: users.id, account: users.account, email: users.email, registeredAt: users.registeredAt });
    },

    async insertActionToken(values: typeof userActionTokens.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(userActionTokens).values(values);
    },

    /** A valid token without using it up (to check something before the link takes effect). */
    async findValidActionToken(tokenHash: string, purpose: ActionPurpose, now: Date, tx: Executor = db): Promise<UserActionTokenRow | undefined> {
      const [row] = await tx
        .select()
        .from(userActionTokens)
        .where(and(eq(userActionTokens.tokenHash, tokenHash), eq(userActionTokens.purpose, purpose), isNull(userActionTokens.usedAt), gt(userActionTokens.expiresAt, now)));
      return row;
    },

    /** Marks a valid token as used and returns it; undefined when unknown, used, expired or of another purpose. */
    async consumeActionToken(tokenHash: string, purpose: ActionPurpose, now: Date, tx: Executor = db): Promise<UserActionTokenRow | undefined> {
      const [row] = await tx
        .update(userActionTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userActionTokens.tokenHash, tokenHash),
            eq(userActionTokens.purpose, purpose),
            isNull(userActionTokens.usedAt),
            gt(userActionTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

async function isTaken(tx: Executor, value: string, exceptUserId?: string): Promise<boolean> {
  const lowered = value.trim().toLowerCase();
  const others = exceptUserId ? sql` and ${users.id} <> ${exceptUserId}` : sql``;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`(lower(${users.account}) = ${lowered} or lower(${users.email}) = ${lowered})${others}`)
    .limit(1);
  return rows.length > 0;
}
