import { z } from 'zod';
import { optionalEmailSchema } from './email';

/** 1 = "gefällt mir", -1 = "gefällt mir nicht". */
export const feedbackRatingSchema = z.union([z.literal(1), z.literal(-1)]);

export const FEEDBACK_TEXT_MAX = 5000;
export const FEEDBACK_MESSAGES = {
  ratingOrText:
    'Bitte nutzen Sie zumindest die Bewertung (gefällt mir oder gefällt mir nicht) oder senden Sie uns ein schriftliches Feedback.',
  textTooLong: `Bitte schreiben Sie höchstens ${FEEDBACK_TEXT_MAX} Zeichen.`,
} as const;

/** SPEC.md section 5 'Feedback': an e-mail only if valid; at least a rating or a text. */
export const feedbackRequestSchema = z
  .object({
    userRating: feedbackRatingSchema.nullable().optional(),
    email: optionalEmailSchema.nullable().optional(),
    feedbackText: z.string().max(FEEDBACK_TEXT_MAX, { error: FEEDBACK_MESSAGES.textTooLong }).nullable().optional(),
  })
  .refine((value) => value.userRating != null || (value.feedbackText ?? '').trim().length > 0, {
    error: FEEDBACK_MESSAGES.ratingOrText,
    path: ['feedbackText'],
  });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ message: z.string() });
