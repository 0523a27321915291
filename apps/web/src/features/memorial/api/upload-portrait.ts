import type { MemorialPageAdministration } from '@eb/api-contract';
import { apiUpload } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

/** The portrait goes as a form upload (multipart/form-data). */
export function uploadPortrait(pageId: string, file: File): Promise<MemorialPageAdministration> {
  const body = new FormData();
  body.append('portrait', file);
  return apiUpload<MemorialPageAdministration>('PUT', `${administrationPath(pageId)}/portrait`, body);
}

export const useUploadPortrait = (pageId: string) => useAdministrationChange(pageId, (file: File) => uploadPortrait(pageId, file));
