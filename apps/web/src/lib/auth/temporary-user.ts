import type { UserInfo } from '@eb/api-contract';
import { apiGet } from '../api/api-client';
import { sessionStore, setSession } from './session';

/**
 * SPEC.md: the interstitials sign in anonymously when there is no account yet, so trial work
 * (and later a registration) belongs to one user from the first step.
 */
export async function ensureSomeUser(): Promise<UserInfo | null> {
  const current = sessionStore.get();
  if (current.token) return current.user;
  const { token } = await apiGet<{ token: string }>('/api/users/create');
  setSession({ token, user: null });
  const user = await apiGet<UserInfo>('/api/users/user-info');
  setSession({ token, user });
  return user;
}
