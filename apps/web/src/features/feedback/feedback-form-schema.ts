import { feedbackRequestSchema, type FeedbackRequest } from '@eb/api-contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the form holds: radios and text fields are strings. */
export interface FeedbackFormValues {
  userRating: '' | '1' | '-1';
  feedbackText: string;
  email: string;
}

export function toFeedbackRequest(values: FeedbackFormValues): FeedbackRequest {
  return {
    userRating: values.userRating === '' ? null : values.userRating === '1' ? 1 : -1,
    feedbackText: values.feedbackText,
    email: values.email,
  };
}

/** Checks the form with the server's own rules and messages (SPEC.md section 5), one message per field. */
export const feedbackResolver: Resolver<FeedbackFormValues> = (values) => {
  const result = feedbackRequestSchema.safeParse(toFeedbackRequest(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<FeedbackFormValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof FeedbackFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
