import type { ApiError, MemorialPageAdministration } from '@eb/api-contract';
import { ApiRequestError } from '../../../lib/api/api-client';
import { getAccessToken } from '../../../lib/auth/session';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

/** The portrait goes as a form upload (multipart/form-data); the browser sets the boundary itself. */
export async function uploadPortrait(pageId: string, file: File): Promise<MemorialPageAdministration> {
  const body = new FormData();
  body.append('portrait', file);
  const token = getAccessToken();
  const response = await fetch(`${administrationPath(pageId)}/portrait`, {
    method: 'PUT',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  if (!response.ok) throw new ApiRequestError(response.status, (await response.json().catch(() => undefined)) as ApiError | undefined);
  return (await response.json()) as MemorialPageAdministration;
}

export const useUploadPortrait = (pageId: string) => useAdministrationChange(pageId, (file: File) => uploadPortrait(pageId, file));
