import { apiGet } from '../../../lib/api/api-client';

/** The mailed deletion link (SPEC.md section 7); it works once, so a route loader calls it. */
export const applyUserDeletion = (token: string) => apiGet<{ message: string }>(`/api/users/apply-user-deletion?token=${encodeURIComponent(token)}`);
