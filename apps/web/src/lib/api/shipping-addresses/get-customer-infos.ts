import type { CustomerInfo } from '@eb/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** The companies the user works for (SPEC.md "customers"). */
export const customerInfosQuery = () =>
  queryOptions({ queryKey: ['shipping-addresses', 'customers'], queryFn: ({ signal }) => apiGet<CustomerInfo[]>('/api/users/customer-infos', signal) });

export const useCustomerInfos = () => useQuery(customerInfosQuery());
