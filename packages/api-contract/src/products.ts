import { z } from 'zod';

/** 1 = matt, 2 = glossy (SPEC.md section 3). */
export const finishSchema = z.union([z.literal(1), z.literal(2)]);

/** Path ids are positive integers; anything else is a malformed request (400), not an unknown one (404). */
export const idParamSchema = z.coerce
  .number({ error: 'Die Kennung muss eine Zahl sein.' })
  .int({ error: 'Die Kennung muss eine ganze Zahl sein.' })
  .positive({ error: 'Die Kennung muss größer als 0 sein.' })
  .max(2_147_483_647, { error: 'Die Kennung ist zu groß.' });

export const formatIdParamsSchema = z.object({ formatId: idParamSchema });

export const formatSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  measurement: z.string(),
  /** "ab 22,99 €*" — the lowest price of any paper in this format. */
  priceInfo: z.string(),
  details: z.string(),
  imageSrc: z.string(),
  trimWidthMm: z.number(),
  trimHeightMm: z.number(),
  allowedFinishes: z.array(finishSchema),
});
export type Format = z.infer<typeof formatSchema>;
export const formatListSchema = z.array(formatSchema);

export const designSchema = z.object({
  themeId: z.number().int(),
  key: z.string(),
  description: z.string(),
  details: z.string(),
  groups: z.array(z.string()),
  imageSrc: z.string(),
  spreadSrc: z.string(),
  typography: z.object({ headingFont: z.string(), bodyFont: z.string(), textColor: z.string() }),
  backgrounds: z.array(z.object({ id: z.string(), name: z.string(), src: z.string() })),
});
export type Design = z.infer<typeof designSchema>;
export const designListSchema = z.array(designSchema);

export const paperSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  details: z.string(),
  sortOrder: z.number().int(),
  /** Price in euros for the minimum page count in this format (SPEC.md 'minPrice'). */
  minPrice: z.number(),
  minPages: z.number().int(),
  /** Input of the one price function (@eb/catalogue bookPriceCents). */
  pricing: z.object({
    minPages: z.number().int(),
    maxPages: z.number().int(),
    stepPages: z.number().int(),
    basePriceCents: z.number().int(),
    stepPriceCents: z.number().int(),
  }),
  /** Preselected finishes. */
  coverOption: finishSchema,
  pagesOption: finishSchema,
  coverOptions: z.array(finishSchema),
  pagesOptions: z.array(finishSchema),
  finishesLinked: z.boolean(),
  imageSrc: z.string(),
});
export type Paper = z.infer<typeof paperSchema>;
export const paperListSchema = z.array(paperSchema);
