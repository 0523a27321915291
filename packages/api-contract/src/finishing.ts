import { z } from 'zod';
import { apiErrorSchema } from './errors';

/**
 * Finishing a book (issue 13): the preflight's problems (packages/book-layout's preflightBook /
 * preflightSpread give this very shape) and SPEC.md section 7's POST /api/books/finalize.
 */
export const PREFLIGHT_CODES = [
  'EMPTY_PHOTO_FRAME',
  'EMPTY_TEXT_FRAME',
  'MISSING_PHOTO',
  'PHOTO_RESOLUTION_BLOCK',
  'PHOTO_RESOLUTION_WARN',
  'TEXT_OVERFLOW',
  'TEXT_OUTSIDE_SAFE_ZONE',
  'PAGE_COUNT',
] as const;

export const preflightProblemSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  /** block: the book cannot be finished like this; warn: the person should look, and may go on. */
  severity: z.enum(['block', 'warn']),
  /** 0 = cover, 1.. = inner spreads (the editor's spread index). */
  spreadIndex: z.number().int(),
  pageId: z.string().nullable(),
  frameId: z.string().nullable(),
  /** Printed page number; null on the cover and for PAGE_COUNT. */
  pageNumber: z.number().int().nullable(),
  coverPart: z.enum(['front', 'back', 'spine']).nullable(),
  /** For the resolution codes: the photo's pixels per inch as printed, rounded down. */
  effectiveDpi: z.number().int().optional(),
});
export type PreflightProblemInfo = z.infer<typeof preflightProblemSchema>;

export const FINISHING_MESSAGES = {
  bodyNotObject: 'Bitte senden Sie die Angaben zum Fertigstellen als JSON-Objekt.',
  userIdMissing: 'Bitte geben Sie an, wer das Buch fertigstellt.',
  productCodeInvalid: 'Die Produktangabe des Buches ist ungültig.',
  jobIdInvalid: 'Die Angabe des Buches ist ungültig.',
  pageCountInvalid: 'Die Seitenzahl muss eine ganze Zahl zwischen 1 und 999 sein.',
  notTheCaller: 'Sie können nur als Sie selbst ein Buch fertigstellen. Bitte melden Sie sich erneut an.',
  changedMeanwhile: 'Das Buch wurde inzwischen geändert. Bitte öffnen Sie es erneut im Editor und prüfen Sie es, bevor Sie es fertigstellen.',
  notEditable: 'Dieses Buch ist bereits fertiggestellt oder bestellt und kann nicht noch einmal fertiggestellt werden.',
  template: 'Eine Vorlage wird nicht fertiggestellt: Legen Sie daraus ein Buch an.',
  photosProcessing: 'Einige Fotos des Buches werden noch verarbeitet. Bitte versuchen Sie es in einem Moment noch einmal.',
  blocked: 'Das Buch kann so noch nicht gedruckt werden. Bitte beheben Sie die markierten Stellen im Editor.',
  busy: 'Gerade werden viele Bücher geprüft. Bitte versuchen Sie es in einem Moment noch einmal.',
  checkFailed: 'Das Buch konnte gerade nicht für den Druck geprüft werden. Bitte öffnen Sie es im Editor und versuchen Sie es noch einmal; hilft das nicht, schreiben Sie uns bitte.',
  /** The preflight's problems in words (the server's; the editor has its own in de.json). */
  problems: {
    EMPTY_PHOTO_FRAME: 'Ein Fotorahmen ist leer.',
    EMPTY_TEXT_FRAME: 'Ein Textfeld ist leer; sein Hinweis wird nicht gedruckt.',
    MISSING_PHOTO: 'Ein Foto fehlt (gelöscht oder nicht mehr verfügbar).',
    PHOTO_RESOLUTION_BLOCK: 'Ein Foto ist zu unscharf für den Druck (unter 100 dpi).',
    PHOTO_RESOLUTION_WARN: 'Ein Foto wird im Druck etwas unscharf (unter 200 dpi).',
    TEXT_OVERFLOW: 'Ein Text passt nicht in sein Feld; was nicht passt, wird nicht gedruckt.',
    TEXT_OUTSIDE_SAFE_ZONE: 'Ein Text reicht zu nah an den Rand und könnte angeschnitten werden.',
    PAGE_COUNT: 'Die Seitenzahl passt nicht zum gewählten Papier.',
  } satisfies Record<(typeof PREFLIGHT_CODES)[number], string>,
} as const;

/** The largest book id (PostgreSQL integer). */
const MAX_BOOK_ID = 2_147_483_647;

/** SPEC.md section 7: POST /api/books/finalize; productCode and jobId as GET editinfo/{id} gave them (projectId is the jobId). */
export const finalizeRequestSchema = z.object(
  {
    /** The signed-in person (the token's subject): nobody finishes a book in someone else's name. */
    userId: z.string({ error: FINISHING_MESSAGES.userIdMissing }).min(1, { error: FINISHING_MESSAGES.userIdMissing }).max(200, { error: FINISHING_MESSAGES.userIdMissing }),
    productCode: z.string({ error: FINISHING_MESSAGES.productCodeInvalid }).regex(/^EB-F\d{1,6}-P\d{1,6}$/, { error: FINISHING_MESSAGES.productCodeInvalid }),
    jobId: z
      .string({ error: FINISHING_MESSAGES.jobIdInvalid })
      .regex(/^book-[1-9]\d{0,9}$/, { error: FINISHING_MESSAGES.jobIdInvalid })
      // Book ids are int4 (like idParamSchema): a larger number names no book and must not reach the database.
      .refine((jobId) => Number(jobId.slice('book-'.length)) <= MAX_BOOK_ID, { error: FINISHING_MESSAGES.jobIdInvalid }),
    pageCount: z
      .number({ error: FINISHING_MESSAGES.pageCountInvalid })
      .int({ error: FINISHING_MESSAGES.pageCountInvalid })
      .min(1, { error: FINISHING_MESSAGES.pageCountInvalid })
      .max(999, { error: FINISHING_MESSAGES.pageCountInvalid }),
  },
  { error: FINISHING_MESSAGES.bodyNotObject },
);
export type FinalizeRequest = z.infer<typeof finalizeRequestSchema>;

export const finalizeResponseSchema = z.object({ bookId: z.number().int(), state: z.literal(2) });
export type FinalizeResponse = z.infer<typeof finalizeResponseSchema>;

/** The 409 of a finalize: with `problems` when the preflight blocks (code PREFLIGHT_BLOCKED), without for the other conflicts. */
export const finalizeConflictSchema = apiErrorSchema.extend({ problems: z.array(preflightProblemSchema).optional() });
export type FinalizeConflict = z.infer<typeof finalizeConflictSchema>;
