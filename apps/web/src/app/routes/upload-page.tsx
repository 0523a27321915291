import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { useBook } from '../../features/books/api/get-book';
import { loadOwnBook } from '../../features/books/model/book-loader';
import { UploadPage } from '../../features/upload/upload-page';
import { loadUploadWithoutBook } from '../../features/upload/upload-loader';

/** /upload/{bookId?}: composed here because it joins a book of the books feature to the upload feature. */
export async function loader(args: LoaderFunctionArgs): Promise<number | null> {
  return args.params.bookId ? loadOwnBook(args) : loadUploadWithoutBook();
}

export function Component() {
  const bookId = useLoaderData<number | null>();
  return bookId == null ? <UploadPage book={null} /> : <UploadPageForBook bookId={bookId} />;
}

function UploadPageForBook({ bookId }: { bookId: number }) {
  const book = useBook(bookId);
  return <UploadPage book={{ id: book.pk, name: book.description }} />;
}
