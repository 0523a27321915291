import { z } from 'zod';

/** The operators' setting for a funeral director: how many templates, and which company. */
export const funeralDirectorUpdateSchema = z.object({
  maxTemplates: z
    .number({ error: 'Bitte geben Sie die Zahl der Vorlagen an.' })
    .int({ error: 'Bitte geben Sie eine ganze Zahl an.' })
    .min(0, { error: 'Die Zahl der Vorlagen darf nicht negativ sein.' })
    .max(100, { error: 'Mehr als 100 Vorlagen sind nicht vorgesehen.' }),
  /** The company the funeral director works for; null keeps them on their own. */
  companyName: z.string().trim().min(1, { error: 'Bitte geben Sie den Namen des Unternehmens an.' }).max(120, { error: 'Bitte max. 120 Zeichen eingeben.' }).nullable(),
});
export type FuneralDirectorUpdate = z.infer<typeof funeralDirectorUpdateSchema>;

export const funeralDirectorParamsSchema = z.object({ account: z.string().min(1).max(254) });

export const funeralDirectorSchema = z.object({
  account: z.string(),
  isMortician: z.boolean(),
  maxTemplates: z.number().int(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type FuneralDirector = z.infer<typeof funeralDirectorSchema>;
