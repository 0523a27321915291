import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const resetPassword = (input: { token: string; password: string }) => apiPost<{ message: string }>('/api/users/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
