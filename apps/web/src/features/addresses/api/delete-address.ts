import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';

export const deleteAddress = (id: number) => apiRequest<null>('DELETE', `/api/users/shipping-addresses/${id}`);

/** The list reloads after every deletion, failed or not (SPEC.md section 8). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSettled: () => client.invalidateQueries({ queryKey: ['shipping-addresses'] }) });
}
