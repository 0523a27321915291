import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH } from './selection';

/** SPEC.md section 5: the book's name is optional here and at most 150 characters. Messages are translation keys. */
export const bookNameSchema = z.object({
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, { error: 'selection.details.nameTooLong' }),
});
export type BookNameInput = z.infer<typeof bookNameSchema>;
