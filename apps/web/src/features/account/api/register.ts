import type { RegistrationRequest } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const register = (request: RegistrationRequest) => apiPost<{ message: string }>('/api/users/register', request);

export const useRegister = () => useMutation({ mutationFn: register });
