import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { bookPath, paths, tokenPath } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { forgetAfterRegistration } from '../../lib/auth/after-registration';
import { clearSession, getAccessToken } from '../../lib/auth/session';
import { whileBusy } from '../../lib/busy';
import { showMessage } from '../../lib/message-box';
import { queryClient } from '../../lib/query-client';
import { confirmShare } from './api/confirm-share';
import { confirmErrorText } from './model/share-errors';

/**
 * /teilen-bestaetigung/{token}: takes the shared book over as the caller's own copy and opens it
 * (replacing this address, so going back never uses the link again). Without a session: the landing.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<Response> {
  const token = params.token ?? '';
  const landing = tokenPath(paths.sharedBookLanding, token);
  if (!getAccessToken()) return redirect(landing);
  // However the person got here, a later sign-in need not bring them back (registered on the landing).
  forgetAfterRegistration();
  try {
    const { bookId } = await whileBusy(confirmShare(token), i18next.t('sharing.confirm.working'));
    // The book list learns of the copy the next time it shows.
    void queryClient.invalidateQueries({ queryKey: ['books'] });
    return redirect(bookPath(paths.editSharedBook, bookId));
  } catch (error) {
    // A session the server no longer knows: the landing offers sign-in and trial access again.
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSession();
      return redirect(landing);
    }
    void showMessage({ text: confirmErrorText(error), buttons: [{ label: i18next.t('sharing.landing.understood'), value: 'ok', primary: true }] });
    return redirect(paths.books);
  }
}

/** Shown only while the loader works (the first page of a visit): the loader always moves on. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="prose" aria-live="polite">
      <h1>{t('sharing.confirm.title')}</h1>
      <p>{t('sharing.confirm.working')}</p>
    </section>
  );
}
