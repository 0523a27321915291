import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { bookPath, paths } from '../../config/paths';
import { createFromSelection, withoutBookIdentity } from '../../features/selection/model/create-from-selection';
import { firstMissingStep } from '../../features/selection/model/selection';
import { getSelection, updateSelection } from '../../features/selection/model/selection-store';
import { ApiRequestError } from '../../lib/api/api-client';
import { booksQuery } from '../../lib/api/books/get-books';
import { refreshSessionUser } from '../../lib/auth/refresh-user';
import { getAccessToken } from '../../lib/auth/session';
import { whileBusy } from '../../lib/busy';
import { showMessage } from '../../lib/message-box';
import { queryClient } from '../../lib/query-client';

/**
 * /erstellen and /erstellen/{templateId} (SPEC.md section 2): makes the book from the selection,
 * or from the template, and opens it. The redirect replaces this address, so Back never makes a
 * second book. Composed here: it joins the selection to the pages of the book.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const templateId = params.bookId ? Number(params.bookId) : undefined;
  if (!getAccessToken()) return redirect(paths.selection.details);
  if (templateId == null && firstMissingStep(getSelection()) !== 'details') return redirect(paths.selection.root);
  try {
    const bookId = await whileBusy(createFromSelection(getSelection(), templateId), i18next.t('bookWork.creating'));
    updateSelection(withoutBookIdentity);
    await Promise.all([queryClient.invalidateQueries({ queryKey: booksQuery().queryKey }), refreshSessionUser().catch(() => null)]);
    return redirect(bookPath(paths.editBook, bookId));
  } catch (error) {
    void showMessage({ text: error instanceof ApiRequestError ? error.message : i18next.t('bookWork.createFailed') });
    return redirect(templateId != null ? bookPath(paths.selection.detailsFromTemplate, templateId) : paths.selection.details);
  }
}

export function Component() {
  const { t } = useTranslation();
  return (
    <p role="status" className="prose">
      {t('bookWork.creating')}
    </p>
  );
}
