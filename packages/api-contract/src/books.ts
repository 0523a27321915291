import { z } from 'zod';
import { finishSchema, idParamSchema } from './products';

export const BOOK_MESSAGES = {
  descriptionTooLong: 'Bitte max. 150 Zeichen eingeben.',
  descriptionRequired: 'Bitte geben Sie dem Buch einen Namen.',
  notFound: 'Ihr Buch wurde nicht gefunden.',
  ordered: 'Ein bestelltes Buch kann nicht mehr umbenannt oder gelöscht werden.',
  notEditable: 'Dieses Buch kann nicht mehr bearbeitet werden.',
  memorialPageUnknown: 'Keine passende Gedenkseite gefunden!',
  templatesFull: 'max. Vorlagenanzahl erreicht',
  templatesOnlyForMorticians: 'Vorlagen können nur Bestatter anlegen.',
  notATemplate: 'Diese Vorlage wurde nicht gefunden.',
  changedMeanwhile: 'Das Buch wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Liste neu.',
} as const;

const bookDescriptionSchema = z
  .string()
  .trim()
  .min(1, { error: BOOK_MESSAGES.descriptionRequired })
  .max(150, { error: BOOK_MESSAGES.descriptionTooLong });

/** SPEC.md section 3 'Book'; isSelected is the browser's own flag and not sent. */
export const bookSchema = z.object({
  pk: z.number().int(),
  previewImageUrl: z.string().nullable(),
  description: z.string(),
  editableUntil: z.string().nullable(),
  isEditable: z.boolean(),
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  lastEdit: z.string(),
  lastOrdered: z.string().nullable(),
  orderableUntil: z.string().nullable(),
  isTemplate: z.boolean(),
  /** SPEC.md section 9: until when the book may be shared (created + 100 days, ISO date-time); null for templates. */
  shareableUntil: z.string().nullable(),
});
export type Book = z.infer<typeof bookSchema>;

/** SPEC.md section 3 'Book creation payload' (cover and pages are the finishes). */
export const bookCreationSchema = z.object({
  bookDescription: z.string().trim().max(150, { error: BOOK_MESSAGES.descriptionTooLong }).default(''),
  // An empty choice is no choice.
  memorialpageId: z
    .string()
    .max(80)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  formatId: idParamSchema,
  paperId: idParamSchema,
  themeId: idParamSchema,
  cover: finishSchema,
  pages: finishSchema,
});
export type BookCreation = z.infer<typeof bookCreationSchema>;

export const bookDetailsSchema = z.object({ formatId: z.number().int(), paperId: z.number().int(), themeId: z.number().int(), cover: finishSchema, pages: finishSchema });
export type BookDetails = z.infer<typeof bookDetailsSchema>;

/** PUT /api/books/{id}: what a user may change — the name. Never state, owner or dates. */
export const bookUpdateSchema = z.object({ description: bookDescriptionSchema });

/** SPEC.md section 7: GET create-from-template?bookId&bookDescription&memorialpageId */
export const createFromTemplateQuerySchema = z.object({
  bookId: idParamSchema,
  bookDescription: bookDescriptionSchema.optional(),
  memorialpageId: z
    .string()
    .max(80)
    .optional()
    .transform((value) => value || undefined),
});

/** SPEC.md section 3 'Book edit info', with our own editor's session and project ids (PRODUCT.md). */
export const bookEditInfoSchema = z.object({
  s2PSessionId: z.string(),
  productCode: z.string(),
  projectId: z.string(),
  themeId: z.number().int(),
  orderPk: z.number().int(),
  shareId: z.string().nullable(),
  /** Whether a memorial page is linked: the editor asks for its data only then. */
  hasMemorialPage: z.boolean(),
});
export type BookEditInfo = z.infer<typeof bookEditInfoSchema>;

export const bookIdParamsSchema = z.object({ id: idParamSchema });
export const bookCreatedSchema = z.object({ pk: z.number().int() });
export type BookCreated = z.infer<typeof bookCreatedSchema>;
