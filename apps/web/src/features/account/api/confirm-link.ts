import { apiGet } from '../../../lib/api/api-client';

/** The mailed links of SPEC.md section 7, each used once (route loaders call these). */
export const confirmRegistration = (token: string) => apiGet<{ message: string }>(`/api/users/confirm-mail?hash=${encodeURIComponent(token)}`);
export const applyDataChanges = (token: string) => apiGet<{ message: string }>(`/api/users/apply-data-changes?token=${encodeURIComponent(token)}`);
export const applyUserDeletion = (token: string) => apiGet<{ message: string }>(`/api/users/apply-user-deletion?token=${encodeURIComponent(token)}`);
