import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const requestDeletion = () => apiPost<{ message: string }>('/api/users/create-delete-user-action', {});

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
