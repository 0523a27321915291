import type { MemorialAppointmentInput, MemorialPageAdministration } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useAdministrationChange } from './administration-change';
import { administrationPath } from './get-administration';

export const updateAppointment = (pageId: string, appointmentId: number, appointment: MemorialAppointmentInput) =>
  apiRequest<MemorialPageAdministration>('PUT', `${administrationPath(pageId)}/appointments/${appointmentId}`, appointment);

export const useUpdateAppointment = (pageId: string, appointmentId: number) =>
  useAdministrationChange(pageId, (appointment: MemorialAppointmentInput) => updateAppointment(pageId, appointmentId, appointment));
