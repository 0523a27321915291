import type { UserInfo } from '@eb/api-contract';
import i18next from 'i18next';
import { apiGet } from '../../../lib/api/api-client';
import { booksQuery } from '../../../lib/api/books/get-books';
import { sessionStore, setSession } from '../../../lib/auth/session';
import { whileBusy } from '../../../lib/busy';
import { showMessage } from '../../../lib/message-box';
import { queryClient } from '../../../lib/query-client';

/**
 * SPEC.md 'toggle-memory-book-user': a funeral director's employee switches between their own
 * books and the company's. Loaded only when clicked, so the header stays light.
 */
export async function toggleCompanyBooks(): Promise<boolean> {
  try {
    const user = await whileBusy(apiGet<UserInfo>('/api/users/toggle-memory-book-user'));
    setSession({ token: sessionStore.get().token, user });
    await queryClient.invalidateQueries({ queryKey: booksQuery().queryKey });
    return true;
  } catch {
    // SPEC.md section 8, word for word (its spelling included).
    await showMessage({ text: i18next.t('header.switchFailed') });
    return false;
  }
}
