import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape; `message` is German and safe to show. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  /** For invalid input: the field it is about. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
