import type { Book, BookDetails, Photo } from '@eb/api-contract';
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
}

export const editorPhotoOf = (photo: Photo): EditorPhoto => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  status: photo.status,
  fileName: photo.fileName,
  placeholder: photo.placeholder,
  takenAt: photo.takenAt,
});
