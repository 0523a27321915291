import { apiGet } from '../../../lib/api/api-client';

/** SPEC.md: GET /api/users/update-memorial-page-id — the page becomes the user's to link to books. */
export const takeOverPage = (pageId: string) =>
  apiGet<{ message: string }>(`/api/users/update-memorial-page-id?memorialPageId=${encodeURIComponent(pageId)}`);
