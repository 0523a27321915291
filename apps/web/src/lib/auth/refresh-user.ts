import type { UserInfo } from '@eb/api-contract';
import { apiGet } from '../api/api-client';
import { sessionStore, setSession } from './session';

/** Reloads the user's derived data (hasBooks, the company view) after something changed it. */
export async function refreshSessionUser(): Promise<UserInfo | null> {
  const { token } = sessionStore.get();
  if (!token) return null;
  const user = await apiGet<UserInfo>('/api/users/user-info');
  setSession({ token, user });
  return user;
}
