import type { History } from '@eb/book-model';
import type { BookDocument } from '@eb/book-model';
import type { VersionedDocument } from '../api/get-book-document';

export interface OpenedDocument {
  document: BookDocument;
  /** The stored version the document is based on (If-Match of the next save). */
  version: number;
  /** The session's undo history, when a draft of this browser brought it back. */
  history?: History;
}

/**
 * Stub of the foundation: the persistence helper replaces it. Chooses what the editor opens: the
 * stored document, or this browser's unsaved draft of it (IndexedDB) when there is one.
 */
export async function openDocument(_bookId: number, stored: VersionedDocument): Promise<OpenedDocument> {
  return { document: stored.document, version: stored.version };
}
