import type { MemorialPageAdministration } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const deleteAppointment = (pageId: string, appointmentId: number) =>
  apiRequest<MemorialPageAdministration>('DELETE', `${administrationPath(pageId)}/appointments/${appointmentId}`);

export const useDeleteAppointment = (pageId: string, appointmentId: number) => useAdministrationChange(pageId, () => deleteAppointment(pageId, appointmentId));
