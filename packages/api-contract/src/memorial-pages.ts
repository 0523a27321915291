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
  /** The funeral director's company that looks after the page (its referral id): its logo goes in the header. */
  companyId: z.string().nullable(),
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

const isoDateValue = z
  .string({ error: 'Bitte geben Sie ein Datum an (TT.MM.JJJJ).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Bitte geben Sie ein Datum an (TT.MM.JJJJ).' })
  // JavaScript would quietly turn 30 February into 2 March; the calendar must agree.
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'Dieses Datum gibt es nicht.' },
  );
const isoDate = isoDateValue.nullable();
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
  /** 'öffentlich'/'privat' beside each field where the family's data is worked with (decision 009). */
  showPublicPrivateLabels: z.boolean({ error: 'Bitte wählen Sie, ob „öffentlich“ und „privat“ angezeigt werden.' }),
});
export type MemorialPageUpdate = z.infer<typeof memorialPageUpdateSchema>;

export const MEMORIAL_APPOINTMENT_LIMITS = { perPage: 20, description: 200, addressDescription: 300 } as const;

/**
 * An appointment as the administrator enters it: date and time as they read on the invitation
 * (German time, Europe/Berlin — Austria keeps the same clock); the server stores the instant.
 */
export const memorialAppointmentInputSchema = z.object({
  date: isoDateValue,
  time: z.string({ error: 'Bitte geben Sie eine Uhrzeit an, z. B. 14:30.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Bitte geben Sie eine Uhrzeit an, z. B. 14:30.' }),
  description: z
    .string({ error: 'Bitte sagen Sie, was stattfindet, z. B. „Trauerfeier“.' })
    .trim()
    .min(1, { error: 'Bitte sagen Sie, was stattfindet, z. B. „Trauerfeier“.' })
    .max(MEMORIAL_APPOINTMENT_LIMITS.description, { error: `Bitte beschreiben Sie den Termin mit höchstens ${MEMORIAL_APPOINTMENT_LIMITS.description} Zeichen.` }),
  addressDescription: z
    .string({ error: 'Bitte geben Sie den Ort als Text an.' })
    .trim()
    .max(MEMORIAL_APPOINTMENT_LIMITS.addressDescription, { error: `Bitte geben Sie den Ort mit höchstens ${MEMORIAL_APPOINTMENT_LIMITS.addressDescription} Zeichen an.` }),
  isPublic: z.boolean({ error: 'Bitte wählen Sie, ob der Termin öffentlich ist.' }),
});
export type MemorialAppointmentInput = z.infer<typeof memorialAppointmentInputSchema>;

export const administeredAppointmentSchema = memorialAppointmentInputSchema.extend({ id: z.number().int() });
export type AdministeredAppointment = z.infer<typeof administeredAppointmentSchema>;

/** The portrait: JPEG, PNG or WebP up to this size; the server makes a WebP of at most 800 px. */
export const PORTRAIT_LIMITS = { maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;
export const PORTRAIT_MESSAGES = {
  wrongType: 'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.',
  tooLarge: 'Das Foto ist zu groß. Bitte wählen Sie ein Foto bis 10 MB.',
  missing: 'Bitte wählen Sie ein Foto aus.',
  unreadable: 'Dieses Foto lässt sich nicht öffnen. Bitte wählen Sie ein anderes.',
} as const;

/** The pages the signed-in user administers: for the menu, and to send them to their administration. */
export const administeredMemorialPageSchema = z.object({ id: z.string(), description: z.string() });
export type AdministeredMemorialPage = z.infer<typeof administeredMemorialPageSchema>;

export const administeredEntrySchema = memorialEntrySchema.extend({ kind: z.enum(['candle', 'condolence', 'gift']), visible: z.boolean() });

export const memorialPageAdministrationSchema = z.object({
  id: z.string(),
  page: memorialPageUpdateSchema,
  /** Every appointment, public or not, in the order they take place. */
  appointments: z.array(administeredAppointmentSchema),
  portraitSrc: z.string().nullable(),
  entries: z.array(administeredEntrySchema),
});
export type MemorialPageAdministration = z.infer<typeof memorialPageAdministrationSchema>;

export const entryVisibilitySchema = z.object({ visible: z.boolean() });
const rowId = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });
export const entryParamsSchema = memorialPageIdParamsSchema.extend({ entryId: rowId('Diesen Eintrag gibt es nicht.') });
export const appointmentParamsSchema = memorialPageIdParamsSchema.extend({ appointmentId: rowId('Diesen Termin gibt es nicht.') });
/** A stored portrait's name: its content hash, so it can be cached for good. */
export const portraitParamsSchema = memorialPageIdParamsSchema.extend({ file: z.string().regex(/^[0-9a-f]{20}\.webp$/, { error: 'Dieses Bild gibt es nicht.' }) });

/**
 * The funeral company looking after a page, by its name as operators know it (any case); empty or
 * null means none. Companies are made under 'Bestatter einrichten', never here.
 */
const lookingAfterCompanyName = z
  .string({ error: 'Bitte geben Sie den Namen des Bestattungsunternehmens an.' })
  .trim()
  .max(120, { error: 'Bitte max. 120 Zeichen eingeben.' })
  .nullable();

/** An operator creates a memorial page and names its administrator (a family member). */
export const memorialPageCreateSchema = z.object({
  title: z.string().trim().max(40).nullable().default(null),
  firstNames: z.string().trim().min(1, { error: 'Bitte geben Sie den Vornamen an.' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Bitte geben Sie den Nachnamen an.' }).max(100),
  dateOfBirth: isoDate,
  dateOfDeath: isoDate,
  placeOfDeath: z.string().trim().max(100).nullable().default(null),
  administratorEmail: z.string().trim().refine((value) => z.email().safeParse(value).success && value.length <= 254, { error: 'Sie müssen eine gültige E-Mail-Adresse angeben.' }),
  /** Families visiting the page then see this company's logo and name in the header (decision 017). */
  companyName: lookingAfterCompanyName.default(null),
});
export type MemorialPageCreate = z.infer<typeof memorialPageCreateSchema>;

/** An operator names (or, with null or '', removes) the funeral company looking after a page. */
export const memorialPageCompanyUpdateSchema = z.object({ companyName: lookingAfterCompanyName });
export type MemorialPageCompanyUpdate = z.infer<typeof memorialPageCompanyUpdateSchema>;

export const memorialPageCompanySchema = z.object({ id: z.string(), companyId: z.string().nullable(), companyName: z.string().nullable() });
export type MemorialPageCompany = z.infer<typeof memorialPageCompanySchema>;

export const operatorMemorialPageSchema = z.object({
  id: z.string(),
  description: z.string(),
  dateOfDeath: z.string().nullable(),
  administratorEmail: z.string().nullable(),
  waitingEntries: z.number().int(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type OperatorMemorialPage = z.infer<typeof operatorMemorialPageSchema>;

/** SPEC.md: Quote — pk, text (with its author and source, shown beside it). */
export const quoteSchema = z.object({ pk: z.number().int(), text: z.string(), author: z.string().nullable(), source: z.string() });
export const orderParamsSchema = z.object({ orderPk: z.coerce.number({ error: 'Die Kennung muss eine Zahl sein.' }).int().positive().max(2_147_483_647) });
