import type { Book, BookDetails, BookEditInfo, BookPhoto } from '@eb/api-contract';
import type { FontLibrary } from '@eb/book-layout';
import type { EditorPhoto } from './state/editor-store';
import type { VersionedDocument } from './api/get-book-document';

/** Everything the editor opens with; the route's loader (app/routes/editor-page.tsx) gathers it. */
export interface EditorData {
  book: Book;
  details: BookDetails;
  /** The stored document and version (persistence may replace it with a newer unsaved draft of this browser). */
  stored: VersionedDocument;
  /** The photos the tray offers and the layout needs: the person's uploads and the photos the book shows. */
  photos: EditorPhoto[];
  fonts: FontLibrary;
  /**
   * This opened editor's session (GET /api/users/sessionid): a fresh id per editor, e.g. to tell this
   * tab's saves from another's. Absent when it could not be fetched: editing never depends on it.
   */
  sessionId?: string | undefined;
  /** The book's editor ids in SPEC.md's shape (GET /api/books/editinfo/{id}: product code, project, design, orderPk). */
  editInfo?: BookEditInfo | undefined;
}

/** An upload (Photo) or a photo a book shows (BookPhoto, without its content hash) as the editor keeps it. */
export const editorPhotoOf = (photo: BookPhoto): EditorPhoto => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  status: photo.status,
  fileName: photo.fileName,
  placeholder: photo.placeholder,
  takenAt: photo.takenAt,
});
