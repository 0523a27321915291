import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters in the shared database, so several server processes count one visitor
 * together instead of each granting the full allowance (ARCHITECTURE.md: nothing in process memory
 * that another process needs).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
