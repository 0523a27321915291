import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api/api-client';
import { clearSession, sessionStore } from '../../lib/auth/session';
import { ensureSomeUser } from '../../lib/auth/temporary-user';
import { showMessage } from '../../lib/message-box';
import { takeOverPage } from './api/take-over-page';

/**
 * /login/{memorialPageId} (SPEC.md section 4 'Memorial-page entry'): a temporary user is signed
 * out first (unless they already made books, which must not be lost), then an anonymous sign-in
 * happens if nobody is signed in, the page is attached, and the visitor goes on to the book list
 * or the start page. Problems are told in the message box.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { user } = sessionStore.get();
  if (user?.isTemporary && !user.hasBooks) clearSession();
  try {
    const signedIn = await ensureSomeUser();
    const answer = await takeOverPage(params.memorialPageId ?? '');
    void showMessage({ text: answer.message });
    return redirect(signedIn?.hasBooks ? paths.books : paths.home);
  } catch (error) {
    void showMessage({ text: error instanceof ApiRequestError ? error.message : 'Es ist ein Fehler aufgetreten.' });
    return redirect(paths.home);
  }
}

export function Component() {
  return null;
}
