import { z } from 'zod';

/**
 * The book document, version 2: everything printed, as plain data (ARCHITECTURE.md rule 7).
 * Lengths are millimetres from the trim origin (top left) of the page a frame sits on; the cover's
 * panels (back, spine, front) are pages of their own, so a frame on the front does not move when the
 * spine grows with the page count. A document that does not validate is never stored.
 */
export const BOOK_DOCUMENT_VERSION = 2;

/** Ids are short opaque strings made by the caller's id source (commands never invent them). */
const id = z.string().min(1).max(64);
const mm = z.number().finite().min(-1000).max(2000);
const positiveMm = z.number().finite().positive().max(2000);
export const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Farbe als #rrggbb');

export const finishSchema = z.union([z.literal(1), z.literal(2)]);

/** A rectangle normalised to the upright original photo (0..1 both ways). */
export const cropSchema = z
  .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), width: z.number().gt(0).max(1), height: z.number().gt(0).max(1) })
  .refine((crop) => crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9, 'Der Ausschnitt liegt außerhalb des Fotos.');
export type Crop = z.infer<typeof cropSchema>;

const frameBase = {
  id,
  xMm: mm,
  yMm: mm,
  widthMm: positiveMm,
  heightMm: positiveMm,
  /** Clockwise degrees around the frame's centre; 0 for almost every layout. */
  rotationDeg: z.number().finite().min(-180).max(180).default(0),
  /** The layout slot this frame came from, so applying another layout can carry content over. */
  slotId: z.string().max(64).nullable().default(null),
};

export const photoFrameSchema = z.object({
  ...frameBase,
  kind: z.literal('photo'),
  /** An uploaded photo's id (uploads module); null is an empty frame waiting for a photo. */
  photoId: id.nullable(),
  /** The part of the upright original shown; null only while photoId is null. */
  crop: cropSchema.nullable(),
});
export type PhotoFrame = z.infer<typeof photoFrameSchema>;

/** Names and dates are never hyphenated; the style says which kind of text a frame holds. */
export const TEXT_STYLES = ['title', 'subtitle', 'name', 'dates', 'heading', 'body', 'quote', 'caption'] as const;
export const textStyleSchema = z.enum(TEXT_STYLES);
export type TextStyle = z.infer<typeof textStyleSchema>;

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const textAlignSchema = z.enum(TEXT_ALIGNS);
export type TextAlign = z.infer<typeof textAlignSchema>;

export const MAX_TEXT_LENGTH = 5000;

export const textFrameSchema = z.object({
  ...frameBase,
  kind: z.literal('text'),
  /** Plain text; '\n' is a hard line break. */
  text: z.string().max(MAX_TEXT_LENGTH),
  style: textStyleSchema,
  /** Font size in typographic points (1 pt = 25.4 / 72 mm). */
  fontSizePt: z.number().min(4).max(200),
  color: hexColorSchema,
  align: textAlignSchema,
  /** Vertical placement of the text block inside the frame. */
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('top'),
});
export type TextFrame = z.infer<typeof textFrameSchema>;

/** An ornament of the design (an SVG of packages/catalogue's design assets), drawn as vectors. */
export const decorationFrameSchema = z.object({
  ...frameBase,
  kind: z.literal('decoration'),
  assetId: z.string().min(1).max(80),
  /** Optional tint replacing the asset's ink colour. */
  color: hexColorSchema.nullable().default(null),
});
export type DecorationFrame = z.infer<typeof decorationFrameSchema>;

export const frameSchema = z.discriminatedUnion('kind', [photoFrameSchema, textFrameSchema, decorationFrameSchema]);
export type Frame = z.infer<typeof frameSchema>;
export type FrameKind = Frame['kind'];

/** A design background (an SVG asset, printed as vectors) or a plain colour; null is white paper. */
export const backgroundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('design'), backgroundId: z.string().min(1).max(80) }),
  z.object({ kind: z.literal('color'), color: hexColorSchema }),
]);
export type Background = z.infer<typeof backgroundSchema>;

export const PAGE_ROLES = ['page', 'back', 'spine', 'front'] as const;
export const pageSchema = z.object({
  id,
  /** 'page' inside the book; the cover's three panels are 'back', 'spine' and 'front'. */
  role: z.enum(PAGE_ROLES),
  /** The layout last applied (layouts are data, see layouts/), null for a free page. */
  layoutId: z.string().max(80).nullable(),
  background: backgroundSchema.nullable(),
  /** Drawn in this order: later frames lie on top. */
  frames: z.array(frameSchema).max(40),
});
export type Page = z.infer<typeof pageSchema>;
export type PageRole = Page['role'];

export const spreadSchema = z.object({ id, pages: z.array(pageSchema).min(1).max(2) });
export type Spread = z.infer<typeof spreadSchema>;

export const coverSchema = z.object({
  id,
  back: pageSchema.extend({ role: z.literal('back') }),
  spine: pageSchema.extend({ role: z.literal('spine') }),
  front: pageSchema.extend({ role: z.literal('front') }),
});
export type Cover = z.infer<typeof coverSchema>;

const baseDocumentSchema = z.object({
  schemaVersion: z.literal(BOOK_DOCUMENT_VERSION),
  formatId: z.number().int().positive(),
  paperId: z.number().int().positive(),
  themeId: z.number().int().positive(),
  coverFinish: finishSchema,
  pagesFinish: finishSchema,
  cover: coverSchema,
  /**
   * The inner pages as printed: the first spread is page 1 alone (a right-hand page), the last is
   * the last page alone (a left-hand page), every spread between holds a left and a right page.
   */
  spreads: z.array(spreadSchema).min(2).max(49),
});

/** Structure checks that need the whole document; catalogue limits are checked in validate.ts. */
export const bookDocumentSchema = baseDocumentSchema.superRefine((document, context) => {
  const last = document.spreads.length - 1;
  document.spreads.forEach((spread, index) => {
    const single = index === 0 || index === last;
    if (single !== (spread.pages.length === 1)) {
      context.addIssue({ code: 'custom', path: ['spreads', index, 'pages'], message: single ? 'Die erste und die letzte Doppelseite haben nur eine Seite.' : 'Eine Doppelseite hat zwei Seiten.' });
    }
    spread.pages.forEach((page, pageIndex) => {
      if (page.role !== 'page') context.addIssue({ code: 'custom', path: ['spreads', index, 'pages', pageIndex, 'role'], message: 'Innenseiten haben die Rolle „page“.' });
    });
  });
  const seen = new Set<string>();
  for (const [path, itemId] of allIds(document)) {
    if (seen.has(itemId)) context.addIssue({ code: 'custom', path, message: `Doppelte Id ${itemId}` });
    seen.add(itemId);
  }
});
export type BookDocument = z.infer<typeof bookDocumentSchema>;

function* allIds(document: z.infer<typeof baseDocumentSchema>): Generator<[(string | number)[], string]> {
  const pages: [(string | number)[], Page][] = [
    [['cover', 'back'], document.cover.back],
    [['cover', 'spine'], document.cover.spine],
    [['cover', 'front'], document.cover.front],
    ...document.spreads.flatMap((spread, index) => spread.pages.map((page, pageIndex): [(string | number)[], Page] => [['spreads', index, 'pages', pageIndex], page])),
  ];
  yield [['cover', 'id'], document.cover.id];
  for (const [index, spread] of document.spreads.entries()) yield [['spreads', index, 'id'], spread.id];
  for (const [path, page] of pages) {
    yield [[...path, 'id'], page.id];
    for (const [frameIndex, frame] of page.frames.entries()) yield [[...path, 'frames', frameIndex, 'id'], frame.id];
  }
}
