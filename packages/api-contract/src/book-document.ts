import { z } from 'zod';
import { apiErrorSchema } from './errors';
import { idParamSchema } from './products';

/**
 * The book document API (issue 11): GET /api/books/{id}/document answers the document (version 2 of
 * packages/book-model) with `ETag: "<version>"`; PUT stores a new version with `If-Match: "<version>"`.
 * The document itself is checked on the server by packages/book-model (its zod schema and the
 * catalogue's rules), which this package does not depend on: here it is only a JSON object.
 */
export const bookDocumentBodySchema = z.record(z.string(), z.unknown(), { error: 'Das Buch muss als JSON-Objekt gesendet werden.' });
export type BookDocumentBody = z.infer<typeof bookDocumentBodySchema>;

/** A 96-page book with many frames stays far below this; a body over it is refused (413). */
export const BOOK_DOCUMENT_BODY_LIMIT = 2 * 1024 * 1024;

export const bookDocumentSavedSchema = z.object({ version: z.number().int() });
export type BookDocumentSaved = z.infer<typeof bookDocumentSavedSchema>;

export const bookDocumentIssueSchema = z.object({ path: z.string(), message: z.string() });
export type BookDocumentIssue = z.infer<typeof bookDocumentIssueSchema>;

/**
 * 400 for a document that cannot be stored. `BOOK_DOCUMENT_INVALID`: `issues`, every reason, each
 * with where it is in the document. `PHOTO_NOT_OWNED`: `photoIds`, at the top level of the body,
 * every photo id the document newly shows but may not (neither the saver's own photo nor one of the
 * book's owner that the saver already sees in a book or that an earlier version of this book
 * showed) — the editor drops these frames' photos and saves again.
 */
export const invalidBookDocumentSchema = apiErrorSchema.extend({
  issues: z.array(bookDocumentIssueSchema).optional(),
  photoIds: z.array(z.string()).optional(),
});
export type InvalidBookDocument = z.infer<typeof invalidBookDocumentSchema>;

/** 412: another version was stored since the one the editor read — the current one, to merge or reload. */
export const bookDocumentConflictSchema = apiErrorSchema.extend({ version: z.number().int(), document: bookDocumentBodySchema });
export type BookDocumentConflict = z.infer<typeof bookDocumentConflictSchema>;

/** Earlier versions kept for recovery, newest first. */
export const bookDocumentVersionsSchema = z.array(z.object({ version: z.number().int(), savedAt: z.string() }));
export type BookDocumentVersions = z.infer<typeof bookDocumentVersionsSchema>;

/** GET /api/books/{id}/document/versions/{version}: one kept version (its document, read as the current schema). */
export const bookDocumentVersionParamsSchema = z.object({
  id: idParamSchema,
  version: z.coerce
    .number({ error: 'Die Fassung muss eine Zahl sein.' })
    .int({ error: 'Die Fassung muss eine ganze Zahl sein.' })
    .positive({ error: 'Die Fassung muss größer als 0 sein.' })
    .max(2_147_483_647, { error: 'Diese Fassung gibt es nicht (mehr).' }),
});

/** Form of the version in ETag / If-Match: a strong entity tag, the version in quotes. */
export const documentEtag = (version: number): string => `"${version}"`;

export const BOOK_DOCUMENT_MESSAGES = {
  invalid: 'Das Buch kann so nicht gespeichert werden',
  notEditable: 'Dieses Buch kann nicht mehr bearbeitet werden.',
  conflict: 'Das Buch wurde inzwischen an anderer Stelle gespeichert. Bitte übernehmen Sie den aktuellen Stand.',
  ifMatchRequired: 'Bitte senden Sie die Version, die Sie bearbeitet haben (If-Match).',
  ifMatchInvalid: 'Die mitgesendete Version (If-Match) ist ungültig.',
  choicesDiffer: 'Format, Papier und Design des Dokuments müssen zu denen des Buches passen.',
  foreignPhoto: 'Das Buch enthält ein Foto, das nicht zu Ihren Fotos gehört.',
  versionNotFound: 'Diese Fassung gibt es nicht (mehr).',
} as const;
