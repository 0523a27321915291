import { z } from 'zod';

/**
 * The book document, version 1: the choices a book is made of and its pages. The editor issue adds
 * page content (photo and text frames) with a new schema version and a migration from this one.
 */
export const BOOK_DOCUMENT_VERSION = 1;

const finish = z.union([z.literal(1), z.literal(2)]);

export const bookPageSchema = z.object({
  id: z.string().min(1),
  /** Layout id of the design; empty until the editor chooses one. */
  layoutId: z.string().nullable(),
  backgroundId: z.string().nullable(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

export const bookDocumentV1Schema = z.object({
  schemaVersion: z.literal(1),
  formatId: z.number().int().positive(),
  paperId: z.number().int().positive(),
  themeId: z.number().int().positive(),
  coverFinish: finish,
  pagesFinish: finish,
  cover: z.object({ title: z.string().max(150), backgroundId: z.string().nullable() }),
  pages: z.array(bookPageSchema),
});
export type BookDocumentV1 = z.infer<typeof bookDocumentV1Schema>;
export type BookDocument = BookDocumentV1;

export interface NewBookInput {
  formatId: number;
  paperId: number;
  themeId: number;
  coverFinish: 1 | 2;
  pagesFinish: 1 | 2;
  title: string;
  pageCount: number;
  firstBackgroundId: string | null;
}

/** A new book: the design's cover and the paper's minimum number of empty pages. */
export function createBookDocument(input: NewBookInput, newId: () => string): BookDocument {
  return {
    schemaVersion: BOOK_DOCUMENT_VERSION,
    formatId: input.formatId,
    paperId: input.paperId,
    themeId: input.themeId,
    coverFinish: input.coverFinish,
    pagesFinish: input.pagesFinish,
    cover: { title: input.title, backgroundId: input.firstBackgroundId },
    pages: Array.from({ length: input.pageCount }, () => ({ id: newId(), layoutId: null, backgroundId: null })),
  };
}

/**
 * Reads a stored document of any known version and brings it to the current one. Each future
 * version adds one step here, so old books always open.
 */
export function migrateBookDocument(stored: unknown): BookDocument {
  const version = (stored as { schemaVersion?: unknown } | null)?.schemaVersion;
  switch (version) {
    case 1:
      return bookDocumentV1Schema.parse(stored);
    default:
      throw new Error(`Unknown book document version: ${String(version)}`);
  }
}
