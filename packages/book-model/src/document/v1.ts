import { z } from 'zod';

/**
 * The book document, version 1 (issues 6–10): the choices a book is made of and its empty pages.
 * Kept only so migrate.ts can read books stored before version 2.
 */

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
