import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getBookDocument } from '../../editor/api/get-book-document';
import { editorPhotoOf, type EditorData } from '../../editor/editor-data';
import { EditorScreen } from '../../editor/editor-screen';
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
  const bookId = await loadOwnBook(args);
  const signal = args.request.signal;
  const [book, details, stored, uploads] = await Promise.all([
    queryClient.ensureQueryData(bookQuery(bookId)),
    queryClient.ensureQueryData(bookDetailsQuery(bookId)),
    getBookDocument(bookId, signal),
    getUploadedImages(signal),
  ]);
  const [fonts, opened] = await Promise.all([loadFontLibrary(designFontIds(stored.document), signal), openDocument(bookId, stored)]);
  return { data: { book, details, stored, photos: uploads.photos.map(editorPhotoOf), fonts }, opened };
}

export function Component() {
  const { data, opened } = useLoaderData<EditorRouteData>();
  if (!data.book.isEditable) return <BookViewer data={data} opened={opened} />;
  return <EditorScreen key={data.book.pk} data={data} opened={opened} renderUpload={(announce) => <UploadPanel announce={announce} />} />;
}
