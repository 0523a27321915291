import { z } from 'zod';
import { isValidEmail } from './email';

/**
 * Sharing a copy of a book by e-mail (issue 14; SPEC.md sections 2, 4, 5, 7, 8 and 9): POST
 * /api/books/share/{id} mails a single-use link, GET shared-book-info/{hash} tells the landing who
 * shares what, GET confirm-share/{hash} copies the book with its photos to the caller.
 */
export const SHARING_MESSAGES = {
  // SPEC.md section 5, word for word.
  emailInvalid: 'Sie müssen eine valide E-Mail-Adresse angeben.',
  nameRequired: 'Sie müssen Ihren Namen angeben.',
  // SPEC.md section 8.
  bookNotFound: 'Ihr Buch wurde nicht gefunden.',
  failed: 'Es ist ein Fehler aufgetreten.',
  nameTooLong: 'Bitte geben Sie Ihren Namen mit höchstens 100 Zeichen an.',
  messageTooLong: 'Bitte schreiben Sie eine Nachricht mit höchstens 2000 Zeichen.',
  registeredOnly: 'Bücher teilen können Sie, sobald Sie sich registriert und Ihr Kundenkonto bestätigt haben.',
  templateNotShared: 'Vorlagen können nicht geteilt werden.',
  notEditable: 'Ein fertiggestelltes oder bestelltes Buch kann nicht mehr geteilt werden.',
  tooOld: 'Ein Buch kann nur in den ersten 100 Tagen nach dem Anlegen geteilt werden.',
  tooManyBySharer: 'Sie haben heute schon viele Bücher geteilt. Bitte versuchen Sie es morgen wieder.',
  tooManyForRecipient: 'An diese E-Mail-Adresse wurden heute schon viele Bücher geteilt. Bitte versuchen Sie es morgen wieder.',
  // SPEC.md section 8: share info 400/404 — the link is no longer valid, suggesting login if already confirmed.
  linkInvalid:
    'Dieser Link ist nicht mehr gültig. Er war 7 Tage gültig und lässt sich nur einmal verwenden. Wenn Sie das Buch bereits übernommen haben, melden Sie sich an: Sie finden es unter „Meine Bücher“.',
  // Confirm share 400/404: the same, pointing to the book list.
  confirmLinkInvalid:
    'Dieser Link ist nicht mehr gültig. Er war 7 Tage gültig und lässt sich nur einmal verwenden. Wenn Sie das Buch bereits übernommen haben, finden Sie es unter „Meine Bücher“.',
  photosFull: 'Für die Fotos des geteilten Buches ist in Ihrem Fotoarchiv kein Platz mehr. Bitte löschen Sie zuerst einige Fotos.',
} as const;

/** SPEC.md section 9: a book can be shared within 100 days of its creation (never after). */
export const SHARE_WINDOW_DAYS = 100;
/** Like every mailed link (SPEC.md section 9), and never after the share window. */
export const SHARE_LINK_VALID_DAYS = 7;
export const SHARER_NAME_MAX = 100;
export const SHARE_MESSAGE_MAX = 2000;

/** POST /api/books/share/{id}: the recipient, the sharer's own name and an optional plain-text message. */
export const shareRequestSchema = z.object({
  email: z
    .string({ error: SHARING_MESSAGES.emailInvalid })
    .trim()
    .refine(isValidEmail, { error: SHARING_MESSAGES.emailInvalid }),
  userName: z
    .string({ error: SHARING_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: SHARING_MESSAGES.nameRequired })
    .max(SHARER_NAME_MAX, { error: SHARING_MESSAGES.nameTooLong }),
  /** Plain text: shown as text in the mail and on the page, never as HTML. */
  text: z
    .string()
    .trim()
    .max(SHARE_MESSAGE_MAX, { error: SHARING_MESSAGES.messageTooLong })
    .nullish()
    .transform((value) => value || null),
});
export type ShareRequest = z.input<typeof shareRequestSchema>;

/** The answer to a share: until when the mailed link works (ISO date-time). */
export const shareResponseSchema = z.object({ linkValidUntil: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** The {hash} of the share routes: the mailed link's token (base64url). */
export const shareHashParamSchema = z.object({ hash: z.string().min(16).max(100).regex(/^[A-Za-z0-9_-]+$/) });

/** SPEC.md section 3 'Shared-book info', and the sharer's message for the landing (plain text). */
export const sharedBookInfoSchema = z.object({
  sharerName: z.string(),
  bookDescription: z.string(),
  message: z.string().nullable(),
  linkValidUntil: z.string(),
});
export type SharedBookInfo = z.infer<typeof sharedBookInfoSchema>;

/** GET confirm-share/{hash}: the caller's new, independent copy. */
export const confirmShareResponseSchema = z.object({ bookId: z.number().int() });
export type ConfirmShareResponse = z.infer<typeof confirmShareResponseSchema>;
