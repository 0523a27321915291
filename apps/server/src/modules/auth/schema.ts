import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Everything the OpenID Connect issuer keeps (sessions, grants, codes, refresh tokens,
 * interactions) lives here, never in process memory, so several server processes share it.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    // The clean-up job finds run-out rows by this index.
    index('oidc_payloads_expires_idx').on(table.expiresAt),
    // Ending a person's sign-ins (new password, deleted account) finds their rows by this index.
    index('oidc_payloads_account_idx').on(sql`(${table.payload}->>'accountId')`),
  ],
);

/** Signing keys and cookie secrets, made on first start and shared by every process. */
export const oidcSecrets = pgTable('oidc_secrets', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
