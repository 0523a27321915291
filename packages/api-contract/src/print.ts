import { z } from 'zod';
import { idParamSchema } from './products';

/**
 * The print files of a book (issue 11): rendered on the job queue from the book's current document
 * — inner.pdf (the inner pages) and cover.pdf (back, spine, front) — and a fast proof at screen
 * resolution. A newer document version makes older files stale.
 */
export const printStateSchema = z.enum(['none', 'queued', 'rendering', 'done', 'failed', 'stale']);
export type PrintState = z.infer<typeof printStateSchema>;

export const printStatusSchema = z.object({
  /**
   * none: never asked for; queued / rendering: on its way; done: the files are there; failed: the
   * rendering gave up (`message` says why); stale: the files (or the rendering) are of an older
   * document version than the book's current one — ask again.
   */
  state: printStateSchema,
  /** Pages rendered so far of all (inner pages and the cover, which counts as one). */
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  /** The document version the files are (being) rendered from; null when none was asked for. */
  documentVersion: z.number().int().nullable(),
  /** Addresses of the two files, only when done. */
  files: z.object({ inner: z.string(), cover: z.string() }).optional(),
  /** Why the rendering failed, in words for the person. */
  message: z.string().optional(),
  /**
   * Only when done: what the person should look at before ordering — text frames whose text did
   * not fit (the lines that did not fit are not printed) and photos printed below 300 dpi.
   */
  warnings: z.object({ overflowFrames: z.number().int(), lowResolutionPhotos: z.number().int() }).optional(),
});
export type PrintStatus = z.infer<typeof printStatusSchema>;

export const printFileSchema = z.enum(['inner', 'cover'], { error: 'Bitte wählen Sie inner.pdf oder cover.pdf.' });
export type PrintFile = z.infer<typeof printFileSchema>;

/**
 * The page thumbnails of a book (JPEG about 300 px wide, each inner page cut at its trim), rendered
 * after document saves from the same display list as the print. Only pages whose content changed
 * are rendered again, so they may lag a save by a moment.
 */
export const pageThumbnailSchema = z.object({
  pageNumber: z.number().int(),
  pageId: z.string(),
  /** Changes whenever the page's image does (`?v=`), so it may be kept in a private cache for ever. */
  url: z.string(),
});
export type PageThumbnailLink = z.infer<typeof pageThumbnailSchema>;

export const pageThumbnailsSchema = z.object({
  /** The document version the thumbnails show; null while none was rendered. */
  documentVersion: z.number().int().nullable(),
  pages: z.array(pageThumbnailSchema),
});
export type PageThumbnails = z.infer<typeof pageThumbnailsSchema>;

export const pageThumbnailParamsSchema = z.object({
  id: idParamSchema,
  pageNumber: z.coerce
    .number({ error: 'Die Seitenzahl muss eine Zahl sein.' })
    .int({ error: 'Die Seitenzahl muss eine ganze Zahl sein.' })
    .min(1, { error: 'Die Seitenzahl muss mindestens 1 sein.' })
    .max(999, { error: 'Diese Seitenzahl gibt es nicht.' }),
});

export const pageThumbnailQuerySchema = z.object({
  v: z
    .string()
    .regex(/^[0-9a-f]{16}$/, { error: 'Die Bildversion ist ungültig.' })
    .optional(),
});

/**
 * The pages of the read-only flip-through (decision 034): each inner page about 1000 px wide, drawn
 * on the job queue only once someone opens the view, and once per look. `url` is null while the
 * page is being prepared: ask the list again in a moment.
 */
export const pageViewSchema = z.object({
  pageNumber: z.number().int(),
  pageId: z.string(),
  url: z.string().nullable(),
});
export type PageViewLink = z.infer<typeof pageViewSchema>;

export const pageViewsSchema = z.object({
  pages: z.array(pageViewSchema),
  /** Whether pages are still being prepared. */
  pending: z.boolean(),
});
export type PageViews = z.infer<typeof pageViewsSchema>;

export const pageViewParamsSchema = z.object({
  id: idParamSchema,
  look: z.string().regex(/^[0-9a-f]{16}$/, { error: 'Diese Seitenansicht gibt es nicht.' }),
});

/** The design fonts served to the browser (the same TTF files Node reads for the print). */
export const FONTS_PATH = '/fonts';

export const PRINT_MESSAGES = {
  notDone: 'Die Druckdateien sind noch nicht fertig. Bitte versuchen Sie es in einem Moment noch einmal.',
  stale: 'Das Buch wurde seit der Erstellung dieser Druckdateien geändert. Bitte erstellen Sie sie neu.',
  failed: 'Die Druckdateien konnten nicht erstellt werden. Bitte versuchen Sie es noch einmal oder wenden Sie sich an uns.',
  previewMissing: 'Für dieses Buch gibt es noch kein Vorschaubild.',
  thumbnailMissing: 'Für diese Seite gibt es noch kein Vorschaubild.',
  pageViewMissing: 'Diese Seite wird noch vorbereitet. Bitte versuchen Sie es in einem Moment noch einmal.',
  fontNotFound: 'Diese Schrift gibt es nicht.',
  proofBusy: 'Gerade werden viele Vorschauen erstellt. Bitte versuchen Sie es in einem Moment noch einmal.',
  trialMayNotOrder: 'Druckdateien gibt es für registrierte Kundinnen und Kunden. Bitte registrieren Sie sich, um Ihr Buch zu bestellen.',
} as const;

/** Why a print failed when photos of the book are gone (deleted, or never processed). */
export function printMissingPhotosMessage(count: number): string {
  return count === 1
    ? 'Die Druckdateien konnten nicht erstellt werden: Ein Foto des Buches ist nicht mehr vorhanden. Bitte setzen Sie an seiner Stelle ein anderes ein.'
    : `Die Druckdateien konnten nicht erstellt werden: ${count} Fotos des Buches sind nicht mehr vorhanden. Bitte setzen Sie an ihrer Stelle andere ein.`;
}
