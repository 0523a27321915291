import { z } from 'zod';
import { bookDocumentBodySchema } from './book-document';

/**
 * The design assistant (issue 13): POST /api/books/{id}/assistant lays the book out anew from the
 * person's photos and the linked memorial page. The answer is NOT saved: the editor applies it as one
 * change (replaceContent, one undo step) and autosave stores it like any other change.
 */
export const ASSISTANT_DENSITIES = ['wenige', 'mittel', 'viele'] as const;
export const assistantDensitySchema = z.enum(ASSISTANT_DENSITIES, { error: 'Bitte wählen Sie wenige, mittel oder viele Fotos pro Seite.' });
export type AssistantDensityChoice = z.infer<typeof assistantDensitySchema>;

/** Seeds stay within what a 32-bit random source gives, so they travel through JSON exactly. */
export const ASSISTANT_MAX_SEED = 2_147_483_647;

export const assistantRequestSchema = z.object(
  {
    density: assistantDensitySchema,
    condolences: z.boolean({ error: 'Bitte geben Sie an, ob Kondolenzen und Kerzen aufgenommen werden sollen (ja oder nein).' }),
    /** Another seed, another arrangement ('Neu mischen'); the same seed gives the same book. Without one, the server draws one. */
    seed: z
      .number({ error: 'Die Zufallszahl muss eine Zahl sein.' })
      .int({ error: 'Die Zufallszahl muss eine ganze Zahl sein.' })
      .min(0, { error: 'Die Zufallszahl darf nicht negativ sein.' })
      .max(ASSISTANT_MAX_SEED, { error: 'Die Zufallszahl ist zu groß.' })
      .optional(),
  },
  { error: 'Bitte senden Sie die Wünsche für den Assistenten als JSON-Objekt.' },
);
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** A photo the answer places, as the editor keeps it (no content hash: a colleague's photo may be among them). */
export const assistantPhotoSchema = z.object({
  id: z.string(),
  status: z.enum(['processing', 'ready', 'rejected']),
  fileName: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  takenAt: z.string().nullable(),
  placeholder: z.string().nullable(),
});
export type AssistantPhotoInfo = z.infer<typeof assistantPhotoSchema>;

export const assistantResponseSchema = z.object({
  /** The book document's cover and spreads (packages/book-model's schema; validated by the server before answering). */
  cover: bookDocumentBodySchema,
  spreads: z.array(bookDocumentBodySchema),
  report: z.object({
    /** Inner pages of the new book. */
    pageCount: z.number().int(),
    /** How many photos the book now shows. */
    placed: z.number().int(),
    /**
     * The photos left out for lack of room (the paper's page limit), with their file names. Only
     * those: a photo left out because it is too small to print is in `tooSmall`, never in both.
     */
    leftOut: z.array(z.object({ id: z.string(), fileName: z.string() })),
    /**
     * The photos left out because they would print below 100 dpi (the finishing preflight's block) in
     * every frame the book could give them, with their file names. The assistant never makes a book
     * the preflight blocks.
     */
    tooSmall: z.array(z.object({ id: z.string(), fileName: z.string() })),
    /** The seed used: the same options and seed give the same book again. */
    seed: z.number().int(),
  }),
  /** The photos the new book shows, so the editor knows every one of them (sizes for the layout, names for the tray). */
  photos: z.array(assistantPhotoSchema),
  /**
   * The stored state the answer was made from. The editor applies it only when this is what it
   * shows (its saved version, format, paper and design); otherwise the book was changed elsewhere
   * meanwhile and the answer would undo that change.
   */
  basedOn: z.object({
    version: z.number().int(),
    formatId: z.number().int(),
    paperId: z.number().int(),
    themeId: z.number().int(),
  }),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;

export const ASSISTANT_MESSAGES = {
  noPhotos: 'Bitte laden Sie zuerst Fotos hoch. Sobald sie vorbereitet sind, kann der Assistent das Buch gestalten.',
  notEditable: 'Dieses Buch ist fertiggestellt oder bestellt und kann nicht mehr neu gestaltet werden.',
  failed: 'Der Assistent konnte das Buch nicht gestalten. Bitte versuchen Sie es noch einmal oder gestalten Sie die Seiten selbst.',
} as const;
