import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per login name (ARCHITECTURE.md: in the shared database, so every server process
 * refuses a guesser alike). The key is a hash of the name as typed, lower-cased: no login name or
 * address is stored, and a name nobody has is counted exactly like a real one.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  /** No sign-in with this name before this moment, not even with the right password. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
