import { apiGet } from '../../../lib/api/api-client';

/** The mailed registration link (SPEC.md section 7); it works once, so a route loader calls it. */
export const confirmRegistration = (token: string) => apiGet<{ message: string }>(`/api/users/confirm-mail?hash=${encodeURIComponent(token)}`);
