import type { FeedbackRequest } from '@eb/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '../mail/service';
import type { FeedbackRepository } from './repository';

export const FEEDBACK_THANKS = 'Vielen Dank für Ihr Feedback!.';

const RATING_TEXT = { 1: 'gefällt mir', [-1]: 'gefällt mir nicht' } as const;

/**
 * Feedback is stored first, then mailed to support. A mail server that is down must not lose what
 * someone took the time to write, so a failed mail is logged and the answer stays a thank-you.
 */
export function createFeedbackService(deps: { repository: FeedbackRepository; mail: MailService; supportEmail: string; log: FastifyBaseLogger }) {
  return {
    async submit(input: FeedbackRequest): Promise<{ message: string }> {
      const email = input.email?.trim() || null;
      const text = input.feedbackText?.trim() || null;
      const rating = input.userRating ?? null;
      const id = await deps.repository.insert({ userRating: rating, email, feedbackText: text });
      try {
        await deps.mail.send(
          deps.supportEmail,
          {
            subject: `Neues Feedback Nr. ${id}${rating ? ` (${RATING_TEXT[rating]})` : ''}`,
            greeting: 'Hallo Support-Team,',
            paragraphs: [
              `Bewertung: ${rating ? RATING_TEXT[rating] : 'keine'}`,
              `E-Mail: ${email ?? 'nicht angegeben'}`,
              text ? `Text:\n${text}` : 'Kein Text.',
            ],
          },
          { replyTo: email ?? undefined },
        );
      } catch (error) {
        deps.log.error({ err: error, feedbackId: id }, 'feedback stored but not mailed to support');
      }
      return { message: FEEDBACK_THANKS };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
