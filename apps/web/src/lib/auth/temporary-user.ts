import type { UserInfo } from '@eb/api-contract';
import { apiGet } from '../api/api-client';
import { referringCompanyId } from '../referral';
import { sessionStore, setSession } from './session';

/**
 * SPEC.md: the interstitials sign in anonymously when there is no account yet, so trial work
 * (and later a registration) belongs to one user from the first step.
 */
export async function ensureSomeUser(): Promise<UserInfo | null> {
  const current = sessionStore.get();
  if (current.token) return current.user;
  // The funeral director the visitor came through is stored with the new trial account.
  const companyId = referringCompanyId();
  const { token } = await apiGet<{ token: string }>(companyId ? `/api/users/create?referringCompanyId=${encodeURIComponent(companyId)}` : '/api/users/create');
  setSession({ token, user: null });
  const user = await apiGet<UserInfo>('/api/users/user-info');
  setSession({ token, user });
  return user;
}
