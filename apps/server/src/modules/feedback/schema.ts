import { pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userRating: smallint('user_rating'),
  email: text('email'),
  feedbackText: text('feedback_text'),
});
