import type { FuneralDirector, FuneralDirectorUpdate } from '@eb/api-contract';
import { apiRequest } from '../../../lib/api/api-client';

export const setFuneralDirector = (account: string, update: FuneralDirectorUpdate) =>
  apiRequest<FuneralDirector>('PUT', `/api/operator/funeral-directors/${encodeURIComponent(account)}`, update);
