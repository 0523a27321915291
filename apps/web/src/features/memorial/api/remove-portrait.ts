import type { MemorialPageAdministration } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const removePortrait = (pageId: string) => apiRequest<MemorialPageAdministration>('DELETE', `${administrationPath(pageId)}/portrait`);

export const useRemovePortrait = (pageId: string) => useAdministrationChange(pageId, () => removePortrait(pageId));
