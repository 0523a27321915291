import type { UserInfo } from '@eb/api-contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { sessionStore, setSession } from '../../lib/auth/session';
import { getUserInfo } from './api/get-user-info';

/** The profile needs a registered, signed-in user; anyone else signs in first and comes back. */
export async function profileLoader(): Promise<UserInfo> {
  const { token, user } = sessionStore.get();
  if (!token || !user || user.isTemporary) throw redirect(`${paths.login}?ziel=${encodeURIComponent(paths.profile)}`);
  const fresh = await getUserInfo();
  setSession({ token, user: fresh });
  return fresh;
}
