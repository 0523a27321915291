import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const requestPasswordReset = (email: string) => apiPost<{ message: string }>('/api/users/request-password-reset', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
