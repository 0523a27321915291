import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A funeral director's company: its employees can work on the company's books together. */
export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Shown in the header beside the shop's logo (a path under the web app, or an https URL). */
    logoSrc: text('logo_src'),
    country: text('country', { enum: ['de', 'at'] }).notNull().default('de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One company per name in any case: operators name it, two at once must not make two.
  (table) => [uniqueIndex('companies_name_lower_unique').on(sql`lower(${table.name})`)],
);

export type CompanyRow = typeof companies.$inferSelect;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Login name; null for temporary (trial) users until they register. */
    account: text('account'),
    email: text('email'),
    passwordHash: text('password_hash'),
    isTemporary: boolean('is_temporary').notNull().default(false),
    isDataStoragePermitted: boolean('is_data_storage_permitted').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    isMortician: boolean('is_mortician').notNull().default(false),
    morticianName: text('mortician_name'),
    maxTemplates: integer('max_templates').notNull().default(0),
    /** The funeral director's company, if any (SPEC.md canBeMorticianUser). */
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /**
     * The funeral director's company the person came through (a director's link, a page the company
     * looks after): its logo and name stand in the header (SPEC.md section 2 'Layout'). The first wins.
     */
    referringCompanyId: text('referring_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Whether /buecher shows the company's books rather than the user's own (toggle-memory-book-user). */
    actsForCompany: boolean('acts_for_company').notNull().default(false),
    /** The shop's own staff: creates memorial pages and their administrators (OPERATOR_ACCOUNTS). */
    isOperator: boolean('is_operator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person registered (a trial user registers long after the row was made): the 7 days to
     * confirm count from here, never from createdAt.
     */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** The memorial page the user last came from (SPEC.md lastVisitedPageId); no foreign key: pages may go. */
    lastVisitedMemorialPageId: text('last_visited_memorial_page_id'),
    /** When the reminder to confirm the e-mail address went out (unconfirmed accounts). */
    confirmationReminderSentAt: timestamp('confirmation_reminder_sent_at', { withTimezone: true }),
    /**
     * Access tokens issued before this moment are refused (a password reset signs out every device,
     * trial tokens included, which the issuer alone cannot take back).
     */
    sessionsEndedAt: timestamp('sessions_ended_at', { withTimezone: true }),
  },
  (table) => [
    // Names and addresses are unique regardless of case: "Erna" and "erna" are the same person.
    uniqueIndex('users_account_lower_unique').on(sql`lower(${table.account})`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Single-use links sent by mail: registration, data change, deletion, password reset. */
export const userActionTokens = pgTable(
  'user_action_tokens',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-registration', 'change-data', 'delete-account', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link will do (e.g. the new e-mail address of a data change). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_action_tokens_user_idx').on(table.userId)],
);

export type UserActionTokenRow = typeof userActionTokens.$inferSelect;
export type ActionPurpose = UserActionTokenRow['purpose'];
