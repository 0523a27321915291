import type { FeedbackRequest } from '@eb/api-contract';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/service';
import type { FeedbackRepository } from './repository';

export const FEEDBACK_THANKS = 'Vielen Dank für Ihr Feedback!.';

const RATING_TEXT = { 1: 'gefällt mir', [-1]: 'gefällt mir nicht' } as const;

/**
 * Feedback and its mail to support are stored in one transaction: a mail server that is down
 * delays the mail (the outbox retries it), it never loses what someone took the time to write.
 */
export function createFeedbackService(deps: { db: Database; repository: FeedbackRepository; mail: MailService; supportEmail: string }) {
  return {
    async submit(input: FeedbackRequest): Promise<{ message: string }> {
      const email = input.email?.trim() || null;
      const text = input.feedbackText?.trim() || null;
      const rating = input.userRating ?? null;
      await deps.db.transaction(async (tx) => {
        const id = await deps.repository.insert({ userRating: rating, email, feedbackText: text }, tx);
        await deps.mail.enqueue(
          {
            subject: `Neues Feedback Nr. ${id}${rating ? ` (${RATING_TEXT[rating]})` : ''}`,
            greeting: 'Hallo Support-Team,',
            paragraphs: [
              `Bewertung: ${rating ? RATING_TEXT[rating] : 'keine'}`,
              `E-Mail: ${email ?? 'nicht angegeben'}`,
              text ? `Text:\n${text}` : 'Kein Text.',
            ],
          },
          { to: deps.supportEmail, replyTo: email ?? undefined },
          tx,
        );
      });
      return { message: FEEDBACK_THANKS };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
