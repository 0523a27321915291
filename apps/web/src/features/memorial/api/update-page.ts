import type { MemorialPageAdministration, MemorialPageUpdate } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const updatePage = (pageId: string, update: MemorialPageUpdate) =>
  apiRequest<MemorialPageAdministration>('PUT', `${administrationPath(pageId)}/administration`, update);

export const useUpdatePage = (pageId: string) => useAdministrationChange(pageId, (update: MemorialPageUpdate) => updatePage(pageId, update));
