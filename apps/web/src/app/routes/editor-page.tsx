import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { getBookDocument } from '../../editor/api/get-book-document';
import { getBookPhotos, withBookPhotos } from '../../editor/api/get-book-photos';
import { getEditInfo } from '../../editor/api/get-edit-info';
import { getSessionId } from '../../editor/api/get-session-id';
import { editorPhotoOf, type EditorData } from '../../editor/editor-data';
import { EditorScreen } from '../../editor/editor-screen';
import { uploadsRunning } from '../../editor/persistence/leave-guard';
import { offlineFallback } from '../../editor/persistence/offline-fallback';
import { openDocument, type OpenedDocument } from '../../editor/persistence/open-document';
import { designFontIds, loadFontLibrary } from '../../editor/render/layout-resources';
import { BookViewer } from '../../editor/viewer/book-viewer';
import { bookQuery } from '../../features/books/api/get-book';
import { loadOwnBook } from '../../features/books/model/book-loader';
import { SharedBookNote } from '../../features/sharing/components/shared-book-note';
import { getUploadedImages } from '../../features/upload/api/get-uploaded-images';
import { UploadPanel } from '../../features/upload/components/upload-panel';
import { bookDetailsQuery } from '../../lib/api/books/get-book-details';
import { queryClient } from '../../lib/query-client';

interface EditorRouteData {
  data: EditorData;
  /** What the editor opens (a local draft may be newer than the stored document); null for the read-only view. */
  opened: OpenedDocument | null;
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
  // Already fetched by loadOwnBook: a book that may not be edited needs no editor session and no local draft.
  const book = await queryClient.ensureQueryData(bookQuery(bookId));
  const editable = book.isEditable;
  const [details, stored, uploads, bookPhotos, sessionId, editInfo] = await Promise.all([
    queryClient.ensureQueryData(bookDetailsQuery(bookId)),
    getBookDocument(bookId, signal),
    getUploadedImages(signal),
    // Never what keeps the editor shut: without them only others' photos in the book stay grey, and the ids only label the session.
    getBookPhotos(bookId, signal).then((answer) => answer.photos, () => []),
    editable ? getSessionId(signal).catch(() => undefined) : undefined,
    editable ? getEditInfo(bookId, signal).catch(() => undefined) : undefined,
  ]);
  const [fonts, opened] = await Promise.all([loadFontLibrary(designFontIds(stored.document), signal), editable ? openDocument(bookId, stored) : null]);
  return { data: { book, details, stored, photos: withBookPhotos(uploads.photos, bookPhotos).map(editorPhotoOf), fonts, sessionId, editInfo }, opened };
}

/**
 * Never run the loader again while the editor is open (a form elsewhere, a revalidation): it would
 * open the document anew under a running save. The editor keeps its own state; another book loads.
 */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams.bookId !== nextParams.bookId;

/** The upload panel tells the editor's one leave guard whether photos are uploading (one blocker per page). */
const reportUploads = (running: boolean) => uploadsRunning.set(running);

export function Component() {
  return <EditorOrViewer />;
}

/** /teilen-bearbeiten/{bookId}: the same editor on the recipient's own copy, with a note for a trial recipient. */
export function SharedBookComponent() {
  return (
    <>
      <SharedBookNote />
      <EditorOrViewer />
    </>
  );
}

function EditorOrViewer() {
  const { data, opened } = useLoaderData<EditorRouteData>();
  // The read-only view shows what is stored, never an unsaved draft of this browser.
  if (!data.book.isEditable || !opened) return <BookViewer data={data} />;
  return <EditorScreen key={data.book.pk} data={data} opened={opened} renderUpload={(announce) => <UploadPanel announce={announce} guardLeaving={false} onRunningChange={reportUploads} />} />;
}
