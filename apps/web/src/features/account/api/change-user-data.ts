import type { ChangeUserDataRequest, UserInfo } from '@eb/api-contract';
import { useMutation } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api/api-client';

export const changeUserData = (request: ChangeUserDataRequest) => apiPost<{ message: string }>('/api/users/create-change-user-data-action', request);
export const useChangeUserData = () => useMutation({ mutationFn: changeUserData });

export const requestDeletion = () => apiPost<{ message: string }>('/api/users/create-delete-user-action', {});
export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });

export const getUserInfo = () => apiGet<UserInfo>('/api/users/user-info');
