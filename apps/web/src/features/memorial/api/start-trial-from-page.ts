import type { TemporaryUserResponse, UserInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { setSession } from '../../../lib/auth/session';

/**
 * SPEC.md GET /api/users/create?memorialPageId: a visitor without an account begins with a trial
 * access that has the page taken over already (one request, made by the server in one step).
 * `message` is the takeover's sentence; it is missing when the page is gone meanwhile.
 */
export async function startTrialFromPage(pageId: string): Promise<{ user: UserInfo | null; message: string | undefined }> {
  const { token, message } = await apiGet<TemporaryUserResponse>(`/api/users/create?memorialPageId=${encodeURIComponent(pageId)}`);
  setSession({ token, user: null });
  return { user: await refreshSessionUser(), message };
}
