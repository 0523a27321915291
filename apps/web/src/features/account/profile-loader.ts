import type { UserInfo } from '@eb/api-contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { refreshSessionUser } from '../../lib/auth/refresh-user';
import { sessionStore } from '../../lib/auth/session';

/** The profile needs a registered, signed-in user; anyone else signs in first and comes back. */
export async function profileLoader(): Promise<UserInfo> {
  const { token, user } = sessionStore.get();
  if (!token || !user || user.isTemporary) throw redirect(`${paths.login}?ziel=${encodeURIComponent(paths.profile)}`);
  const fresh = await refreshSessionUser();
  if (!fresh) throw redirect(paths.login);
  return fresh;
}
