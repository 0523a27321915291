import { apiGet } from '../../../lib/api/api-client';
import { refreshSessionUser } from '../../../lib/auth/refresh-user';
import { queryClient } from '../../../lib/query-client';

/**
 * SPEC.md: GET /api/users/update-memorial-page-id — the page becomes the user's to link to books and
 * their last visited one. The user (lastVisitedPageId) and the list of linkable pages are reloaded,
 * so the details step offers the page at once.
 */
export async function takeOverPage(pageId: string): Promise<{ message: string }> {
  const answer = await apiGet<{ message: string }>(`/api/users/update-memorial-page-id?memorialPageId=${encodeURIComponent(pageId)}`);
  // The selection's query of linkable pages (features/selection/api/get-linkable-memorial-pages.ts).
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['users', 'memorialpages'] }), refreshSessionUser().catch(() => null)]);
  return answer;
}
