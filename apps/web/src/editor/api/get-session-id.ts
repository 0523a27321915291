import type { EditorSession } from '@eb/api-contract';
import { apiGet } from '../../lib/api/api-client';

/** SPEC.md section 7: GET /api/users/sessionid — a fresh id for this opened editor (never cached, so no query options). */
export const getSessionId = async (signal?: AbortSignal): Promise<string> => (await apiGet<EditorSession>('/api/users/sessionid', signal)).sessionId;
