import { TOGGLE_COMPANY_FAILED, type UserInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';
import { sessionStore, setSession } from '../../../lib/auth/session';
import { whileBusy } from '../../../lib/busy';
import { showMessage } from '../../../lib/message-box';
import { queryClient } from '../../../lib/query-client';
import { booksQuery } from './books-query';

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
    await showMessage({ text: TOGGLE_COMPANY_FAILED });
    return false;
  }
}
