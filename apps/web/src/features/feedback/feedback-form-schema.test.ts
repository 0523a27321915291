import { describe, expect, it } from 'vitest';
import { feedbackResolver, type FeedbackFormValues } from './feedback-form-schema';

const check = async (values: FeedbackFormValues) => {
  const result = await feedbackResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

describe('feedback form rules (SPEC.md section 5)', () => {
  it('asks for at least a rating or a text, word for word', async () => {
    expect(await check({ userRating: '', feedbackText: ' ', email: '' })).toEqual({
      feedbackText: 'Bitte nutzen Sie zumindest die Bewertung (gefällt mir oder gefällt mir nicht) oder senden Sie uns ein schriftliches Feedback.',
    });
  });

  it('checks an e-mail only when one is given', async () => {
    expect(await check({ userRating: '1', feedbackText: '', email: '' })).toEqual({});
    expect(await check({ userRating: '-1', feedbackText: '', email: 'erna@' })).toEqual({ email: 'Sie müssen eine gültige E-Mail-Adresse angeben.' });
    expect(await check({ userRating: '', feedbackText: 'Danke', email: 'erna@example.de' })).toEqual({});
  });
});
