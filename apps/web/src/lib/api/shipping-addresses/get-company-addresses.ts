import type { ShippingAddress } from '@eb/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

export const companyAddressesQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['shipping-addresses', 'company', companyId],
    queryFn: ({ signal }) => apiGet<ShippingAddress[]>(`/api/users/shipping-addresses-by-rapid-id/${encodeURIComponent(companyId)}`, signal),
  });

/** A company's addresses; nothing is asked while no company is chosen. */
export const useCompanyAddresses = (companyId: string | null) => useQuery({ ...companyAddressesQuery(companyId ?? ''), enabled: companyId != null });
