import type { RegistrationRequest } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { referringCompanyId } from '../../../lib/referral';

/** The funeral director the visitor came through (remembered for the visit) goes with the registration. */
export const register = (request: RegistrationRequest) => apiPost<{ message: string }>('/api/users/register', { referringCompanyId: referringCompanyId(), ...request });

export const useRegister = () => useMutation({ mutationFn: register });
