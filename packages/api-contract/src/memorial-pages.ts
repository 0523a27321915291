import { z } from 'zod';

/** SPEC.md section 3 'Memorial page data': every field a value plus its public visibility. */
const field = z.object({ value: z.string().nullable(), isFieldPublicVisible: z.boolean() });

export const memorialAppointmentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  addressDescription: z.string(),
  isFieldPublicVisible: z.boolean(),
});

export const memorialPageDataSchema = z.object({
  title: field,
  firstNames: field,
  lastName: field,
  nameOfBirth: field,
  fullName: field,
  /** ISO dates (yyyy-MM-dd); the browser shows dd.MM.yyyy and leaves dates before 1800 blank. */
  dateOfBirth: field,
  dateOfDeath: field,
  deceasedPlaceOfBirth: field,
  deceasedPlaceOfDeath: field,
  appointments: z.array(memorialAppointmentSchema),
  showPublicPrivateLabels: z.boolean(),
});
export type MemorialPageData = z.infer<typeof memorialPageDataSchema>;

/** SPEC.md: candle, condolence, gift — pk, created, name, text. */
export const memorialEntrySchema = z.object({ pk: z.number().int(), created: z.string(), name: z.string(), text: z.string() });
export type MemorialEntry = z.infer<typeof memorialEntrySchema>;

export const publicMemorialPageSchema = z.object({
  id: z.string(),
  data: memorialPageDataSchema,
  introduction: z.string(),
  portraitSrc: z.string().nullable(),
  isModerated: z.boolean(),
  /** True for the signed-in administrator of this page: the page then offers its administration. */
  canAdminister: z.boolean(),
  candles: z.array(memorialEntrySchema),
  condolences: z.array(memorialEntrySchema),
  gifts: z.array(memorialEntrySchema),
});
export type PublicMemorialPage = z.infer<typeof publicMemorialPageSchema>;

export const memorialPageIdParamsSchema = z.object({
  pageId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Diese Gedenkseite gibt es nicht.' }),
});

export const MEMORIAL_ENTRY_LIMITS = { name: 80, candle: 200, condolence: 2000 } as const;
export const MEMORIAL_MESSAGES = {
  nameRequired: 'Bitte geben Sie Ihren Namen an.',
  nameTooLong: `Ihr Name darf höchstens ${MEMORIAL_ENTRY_LIMITS.name} Zeichen lang sein.`,
  textRequired: 'Bitte schreiben Sie ein paar Worte.',
  candleTooLong: `Bitte schreiben Sie höchstens ${MEMORIAL_ENTRY_LIMITS.candle} Zeichen.`,
  condolenceTooLong: `Bitte schreiben Sie höchstens ${MEMORIAL_ENTRY_LIMITS.condolence} Zeichen.`,
  thanksVisible: 'Vielen Dank. Ihr Eintrag ist jetzt auf der Gedenkseite zu sehen.',
  thanksModerated: 'Vielen Dank. Ihr Eintrag erscheint, sobald die Familie ihn freigegeben hat.',
} as const;

const entryName = z
  .string({ error: MEMORIAL_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MEMORIAL_MESSAGES.nameRequired })
  .max(MEMORIAL_ENTRY_LIMITS.name, { error: MEMORIAL_MESSAGES.nameTooLong });

/** A candle may carry a short line; a condolence needs words. */
export const candleRequestSchema = z.object({
  name: entryName,
  /** May be empty: a candle needs no words. */
  text: z.string({ error: MEMORIAL_MESSAGES.candleTooLong }).trim().max(MEMORIAL_ENTRY_LIMITS.candle, { error: MEMORIAL_MESSAGES.candleTooLong }),
});
export const condolenceRequestSchema = z.object({
  name: entryName,
  text: z
    .string({ error: MEMORIAL_MESSAGES.textRequired })
    .trim()
    .min(1, { error: MEMORIAL_MESSAGES.textRequired })
    .max(MEMORIAL_ENTRY_LIMITS.condolence, { error: MEMORIAL_MESSAGES.condolenceTooLong }),
});

export const entryCreatedSchema = z.object({ message: z.string(), visible: z.boolean() });

export const memorialPageIdQuerySchema = z.object({
  memorialPageId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Diese Gedenkseite gibt es nicht.' }),
});

/** SPEC.md section 7: GET /api/users/memorialpages — the pages a user may link to a book. */
export const linkableMemorialPageSchema = z.object({
  id: z.string(),
  description: z.string(),
  dateOfDeath: z.string().nullable(),
  /** For funeral directors, who tell many pages apart: name, dates and place. */
  extendedDescription: z.string().nullable(),
});
export type LinkableMemorialPage = z.infer<typeof linkableMemorialPageSchema>;

export const DECEASED_FIELD_NAMES = ['title', 'firstNames', 'lastName', 'nameOfBirth', 'dateOfBirth', 'dateOfDeath', 'placeOfBirth', 'placeOfDeath'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Bitte geben Sie ein Datum an (TT.MM.JJJJ).' })
  // JavaScript would quietly turn 30 February into 2 March; the calendar must agree.
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'Dieses Datum gibt es nicht.' },
  )
  .nullable();
const optionalText = (max: number) => z.string().trim().max(max, { error: `Bitte höchstens ${max} Zeichen.` }).nullable();

/** What the page's administrator may change: the deceased's data and what the public sees. */
export const memorialPageUpdateSchema = z.object({
  title: optionalText(40),
  firstNames: z.string().trim().min(1, { error: 'Bitte geben Sie den Vornamen an.' }).max(100, { error: 'Bitte höchstens 100 Zeichen.' }),
  lastName: z.string().trim().min(1, { error: 'Bitte geben Sie den Nachnamen an.' }).max(100, { error: 'Bitte höchstens 100 Zeichen.' }),
  nameOfBirth: optionalText(100),
  dateOfBirth: isoDate,
  dateOfDeath: isoDate,
  placeOfBirth: optionalText(100),
  placeOfDeath: optionalText(100),
  hiddenFields: z.array(z.enum(DECEASED_FIELD_NAMES)).max(DECEASED_FIELD_NAMES.length),
  introduction: z.string().trim().max(2000, { error: 'Bitte höchstens 2000 Zeichen.' }),
  isModerated: z.boolean(),
});
export type MemorialPageUpdate = z.infer<typeof memorialPageUpdateSchema>;

export const administeredEntrySchema = memorialEntrySchema.extend({ kind: z.enum(['candle', 'condolence', 'gift']), visible: z.boolean() });

export const memorialPageAdministrationSchema = z.object({
  id: z.string(),
  page: memorialPageUpdateSchema,
  entries: z.array(administeredEntrySchema),
});
export type MemorialPageAdministration = z.infer<typeof memorialPageAdministrationSchema>;

export const entryVisibilitySchema = z.object({ visible: z.boolean() });
export const entryParamsSchema = memorialPageIdParamsSchema.extend({ entryId: z.coerce.number().int().positive() });

/** An operator creates a memorial page and names its administrator (a family member). */
export const memorialPageCreateSchema = z.object({
  title: z.string().trim().max(40).nullable().default(null),
  firstNames: z.string().trim().min(1, { error: 'Bitte geben Sie den Vornamen an.' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Bitte geben Sie den Nachnamen an.' }).max(100),
  dateOfBirth: isoDate,
  dateOfDeath: isoDate,
  placeOfDeath: z.string().trim().max(100).nullable().default(null),
  administratorEmail: z.string().trim().refine((value) => z.email().safeParse(value).success && value.length <= 254, { error: 'Sie müssen eine gültige E-Mail-Adresse angeben.' }),
});
export type MemorialPageCreate = z.infer<typeof memorialPageCreateSchema>;

export const operatorMemorialPageSchema = z.object({
  id: z.string(),
  description: z.string(),
  dateOfDeath: z.string().nullable(),
  administratorEmail: z.string().nullable(),
  waitingEntries: z.number().int(),
});
export type OperatorMemorialPage = z.infer<typeof operatorMemorialPageSchema>;

/** SPEC.md: Quote — pk, text (with its author and source, shown beside it). */
export const quoteSchema = z.object({ pk: z.number().int(), text: z.string(), author: z.string().nullable(), source: z.string() });
export const orderParamsSchema = z.object({ orderPk: z.coerce.number({ error: 'Die Kennung muss eine Zahl sein.' }).int().positive().max(2_147_483_647) });
