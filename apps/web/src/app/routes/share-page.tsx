import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { bookQuery, useBook } from '../../features/books/api/get-book';
import { loadOwnBook } from '../../features/books/model/book-loader';
import { whyNotShareable } from '../../features/sharing/model/share-errors';
import { SharePage, redirectWhoMayNotShare } from '../../features/sharing/share-page';
import { showMessage } from '../../lib/message-box';
import { queryClient } from '../../lib/query-client';

/** /teilen/{bookId}: composed here because the sharing feature shows a book of the books feature. */
export async function loader(args: LoaderFunctionArgs) {
  const away = redirectWhoMayNotShare();
  if (away) return away;
  const bookId = await loadOwnBook(args);
  // An address typed by hand for a book that cannot be shared: said at once, not after filling the form.
  const reason = whyNotShareable(await queryClient.ensureQueryData(bookQuery(bookId)), new Date());
  if (reason) {
    void showMessage({ text: reason });
    return redirect(paths.books);
  }
  return bookId;
}

export function Component() {
  return <SharePage book={useBook(useLoaderData<number>())} />;
}
