import { apiGet } from '../../../lib/api/api-client';

/** Used once per visit of the link (a route loader), because the link works only once. */
export const confirmRegistration = (token: string) =>
  apiGet<{ message: string }>(`/api/users/confirm-mail?hash=${encodeURIComponent(token)}`);
