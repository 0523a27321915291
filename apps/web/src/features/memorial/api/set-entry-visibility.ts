import type { MemorialPageAdministration } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const setEntryVisibility = (pageId: string, entryId: number, visible: boolean) =>
  apiRequest<MemorialPageAdministration>('PUT', `${administrationPath(pageId)}/entries/${entryId}`, { visible });

export const useSetEntryVisibility = (pageId: string) =>
  useAdministrationChange(pageId, ({ entryId, visible }: { entryId: number; visible: boolean }) => setEntryVisibility(pageId, entryId, visible));
