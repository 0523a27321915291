import { z } from 'zod';

export const EMAIL_MESSAGE = 'Sie müssen eine gültige E-Mail-Adresse angeben.';

const emailFormat = z.email();

/** SPEC.md section 9: at most 254 characters, the part before the @ at most 64. */
export const isValidEmail = (value: string): boolean =>
  value.length <= 254 && (value.split('@')[0] ?? '').length <= 64 && emailFormat.safeParse(value).success;

export const emailSchema = z.string().trim().refine(isValidEmail, { error: EMAIL_MESSAGE });

/** An e-mail address that may be left empty (feedback). */
export const optionalEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidEmail(value), { error: EMAIL_MESSAGE });
