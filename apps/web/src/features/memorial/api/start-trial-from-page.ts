import type { TemporaryUserResponse, UserInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { setSession } from '../../../lib/auth/session';
import { referringCompanyId } from '../../../lib/referral';

/**
 * SPEC.md GET /api/users/create?memorialPageId: a visitor without an account begins with a trial
 * access that has the page taken over already (one request, made by the server in one step).
 * `message` is the takeover's sentence; it is missing when the page is gone meanwhile.
 */
export async function startTrialFromPage(pageId: string): Promise<{ user: UserInfo | null; message: string | undefined }> {
  // The director's link the visitor came through, if any, comes before the page's own company.
  const query = new URLSearchParams({ memorialPageId: pageId });
  const companyId = referringCompanyId();
  if (companyId) query.set('referringCompanyId', companyId);
  const { token, message } = await apiGet<TemporaryUserResponse>(`/api/users/create?${query.toString()}`);
  setSession({ token, user: null });
  return { user: await refreshSessionUser(), message };
}
