import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailContent } from './mail-layout';

/**
 * The transactional outbox (decision 014): a mail is a row written in the same transaction as the
 * change that causes it, and delivered afterwards by the delivery job. The content holds links
 * with tokens: it is never logged, and sent rows are deleted after a while.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    content: jsonb('content').$type<MailContent>().notNull(),
    /** What the mail is about (e.g. `confirmation-reminder:<user id>`), for callers that must know it went out. */
    about: text('about'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then on; a claimed row is pushed into the future (a lease), so nobody else takes it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when delivery was given up after about two days of failures; the row is kept. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    /** Only the mail server's reply (never the body: it carries links with tokens). */
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.gaveUpAt} is null`),
    index('mail_outbox_about').on(table.about),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
