import type { MemorialAppointmentInput, MemorialPageAdministration } from '@eb/api-contract';
import { apiPost } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const addAppointment = (pageId: string, appointment: MemorialAppointmentInput) =>
  apiPost<MemorialPageAdministration>(`${administrationPath(pageId)}/appointments`, appointment);

export const useAddAppointment = (pageId: string) => useAdministrationChange(pageId, (appointment: MemorialAppointmentInput) => addAppointment(pageId, appointment));
