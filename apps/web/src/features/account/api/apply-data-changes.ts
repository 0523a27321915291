import { apiGet } from '../../../lib/api/api-client';

/** The mailed link of a data change (SPEC.md section 7); it works once, so a route loader calls it. */
export const applyDataChanges = (token: string) => apiGet<{ message: string }>(`/api/users/apply-data-changes?token=${encodeURIComponent(token)}`);
