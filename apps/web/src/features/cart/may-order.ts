import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { refreshSessionUser } from '../../lib/auth/refresh-user';
import { getAccessToken, sessionStore } from '../../lib/auth/session';

/** The ordering pages are for people who may order (registered and confirmed); anyone else goes to /buecher, which explains. */
export async function requireMayOrder(): Promise<void> {
  if (!getAccessToken()) throw redirect(paths.books);
  let user = sessionStore.get().user;
  try {
    user = await refreshSessionUser();
  } catch {
    // The stored user decides; the server checks again on every call.
  }
  if (!user?.mayOrderBooks) throw redirect(paths.books);
}
