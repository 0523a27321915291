import { apiGet } from '../../../lib/api/api-client';
import { linkableMemorialPagesQuery } from '../../../lib/api/memorial-pages/get-linkable-memorial-pages';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { queryClient } from '../../../lib/query-client';

/**
 * SPEC.md: GET /api/users/update-memorial-page-id — someone signed in takes the page over: it becomes
 * theirs to link to books and their last visited one. The user (lastVisitedPageId) and the list of
 * linkable pages are reloaded, so the details step offers the page at once.
 */
export async function takeOverPage(pageId: string): Promise<{ message: string }> {
  const answer = await apiGet<{ message: string }>(`/api/users/update-memorial-page-id?memorialPageId=${encodeURIComponent(pageId)}`);
  await Promise.all([queryClient.invalidateQueries({ queryKey: linkableMemorialPagesQuery().queryKey }), refreshSessionUser().catch(() => null)]);
  return answer;
}
