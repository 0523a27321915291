import type { BackOfficeOrder } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { operatorOrderPath, ORDERS_KEY } from './order-keys';

/** GET /api/operator/orders/{orderNumber}: one order with its lines, addresses and history. */
export const orderQuery = (orderNumber: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'one', orderNumber], queryFn: ({ signal }) => apiGet<BackOfficeOrder>(operatorOrderPath(orderNumber), signal) });

export const useOrder = (orderNumber: string) => useSuspenseQuery(orderQuery(orderNumber)).data;
