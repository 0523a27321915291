import i18next from 'i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api/api-client';
import { getAccessToken } from '../../../lib/auth/session';
import { showMessage } from '../../../lib/message-box';
import { queryClient } from '../../../lib/query-client';
import { bookQuery } from '../api/get-book';

/**
 * For the pages of one book (/upload, /bearbeiten, /teilen): a signed-in (or trial) user and a
 * book of theirs. Anything else returns to the book list with the server's reason in the message box.
 */
export async function loadOwnBook({ params }: LoaderFunctionArgs): Promise<number> {
  const bookId = Number(params.bookId);
  if (!getAccessToken()) throw redirect(paths.home);
  if (!Number.isInteger(bookId) || bookId <= 0) throw redirect(paths.books);
  try {
    await queryClient.ensureQueryData(bookQuery(bookId));
    return bookId;
  } catch (error) {
    void showMessage({ text: error instanceof ApiRequestError ? error.message : i18next.t('account.genericError') });
    throw redirect(paths.books);
  }
}
