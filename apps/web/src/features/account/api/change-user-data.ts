import type { ChangeUserDataRequest } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';

export const changeUserData = (request: ChangeUserDataRequest) => apiPost<{ message: string }>('/api/users/create-change-user-data-action', request);

export const useChangeUserData = () => useMutation({ mutationFn: changeUserData });
