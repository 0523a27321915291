import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getBookDocument } from '../../editor/api/get-book-document';
import { getBookPhotos, withBookPhotos } from '../../editor/api/get-book-photos';
import { getEditInfo } from '../../editor/api/get-edit-info';
import { getSessionId } from '../../editor/api/get-session-id';
import { editorPhotoOf, type EditorData } from '../../editor/editor-data';
import { EditorScreen } from '../../editor/editor-screen';
import { offlineFallback } from '../../editor/persistence/offline-fallback';
import { openDocument, type OpenedDocument } from '../../editor/persistence/open-document';
import { designFontIds, loadFontLibrary } from '../../editor/render/layout-resources';
import { BookViewer } from '../../editor/viewer/book-viewer';
import { bookQuery } from '../../features/books/api/get-book';
import { loadOwnBook } from '../../features/books/model/book-loader';
import { getUploadedImages } from '../../features/upload/api/get-uploaded-images';
import { UploadPanel } from '../../features/upload/components/upload-panel';
import { bookDetailsQuery } from '../../lib/api/books/get-book-details';
import { queryClient } from '../../lib/query-client';

interface EditorRouteData {
  data: EditorData;
  opened: OpenedDocument;
}

/**
 * /bearbeiten/{bookId}: composed here because it joins the books feature, the upload feature and the
 * editor. A book that may not be edited opens in the read-only view ('zur Ansicht öffnen').
 */
export async function loader(args: LoaderFunctionArgs): Promise<EditorRouteData> {
  // Offline: the book as this browser's draft kept it (decision 030); null when online or without one.
  const offline = await offlineFallback(args.params.bookId, args.request.signal);
  if (offline) return offline;
  const bookId = await loadOwnBook(args);
  const signal = args.request.signal;
  const [book, details, stored, uploads, bookPhotos, sessionId, editInfo] = await Promise.all([
    queryClient.ensureQueryData(bookQuery(bookId)),
    queryClient.ensureQueryData(bookDetailsQuery(bookId)),
    getBookDocument(bookId, signal),
    getUploadedImages(signal),
    // Never what keeps the editor shut: without them only others' photos in the book stay grey, and the ids only label the session.
    getBookPhotos(bookId, signal).then((answer) => answer.photos, () => []),
    getSessionId(signal).catch(() => undefined),
    getEditInfo(bookId, signal).catch(() => undefined),
  ]);
  const [fonts, opened] = await Promise.all([loadFontLibrary(designFontIds(stored.document), signal), openDocument(bookId, stored)]);
  return { data: { book, details, stored, photos: withBookPhotos(uploads.photos, bookPhotos).map(editorPhotoOf), fonts, sessionId, editInfo }, opened };
}

export function Component() {
  const { data, opened } = useLoaderData<EditorRouteData>();
  if (!data.book.isEditable) return <BookViewer data={data} opened={opened} />;
  return <EditorScreen key={data.book.pk} data={data} opened={opened} renderUpload={(announce) => <UploadPanel announce={announce} />} />;
}
