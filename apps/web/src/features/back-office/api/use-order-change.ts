import type { BackOfficeOrder } from '@eb/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQuery } from './get-order';
import { ORDERS_KEY } from './order-keys';

/** A change answers the changed order: it is shown at once (its history grew), and every list is read again. */
export function useOrderChange<T>(orderNumber: string, send: (value: T) => Promise<BackOfficeOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(orderQuery(orderNumber).queryKey, order);
      void client.invalidateQueries({ queryKey: ORDERS_KEY, predicate: (query) => query.queryKey[2] === 'list' });
    },
  });
}
