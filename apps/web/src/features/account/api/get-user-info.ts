import type { UserInfo } from '@eb/api-contract';
import { apiGet } from '../../../lib/api/api-client';

export const getUserInfo = () => apiGet<UserInfo>('/api/users/user-info');
