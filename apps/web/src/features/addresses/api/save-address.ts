import type { CreateShippingAddress, ShippingAddress, UpdateShippingAddress } from '@eb/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

export type SaveAddress = { companyId: string; address: CreateShippingAddress } | { companyId: string; address: UpdateShippingAddress };

/** SPEC.md: a new address is POSTed to its company with id null, a changed one PUT with its id. */
export const saveAddress = ({ companyId, address }: SaveAddress) =>
  address.id == null
    ? apiRequest<ShippingAddress>('POST', `/api/users/shipping-addresses/${encodeURIComponent(companyId)}`, { ...address, id: null })
    : apiRequest<ShippingAddress>('PUT', '/api/users/shipping-addresses/', address);

/** The list reloads after every save, failed or not (SPEC.md section 4 'Addresses', section 8). */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveAddress, onSettled: () => client.invalidateQueries({ queryKey: ['shipping-addresses'] }) });
}
