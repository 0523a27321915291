import type { BackOfficeOrderPage, OrderStatus } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { ORDERS_KEY } from './order-keys';

/** What the orders list shows: a status (or all), a part of anything searchable, a page. */
export interface OrderFilter {
  status: OrderStatus | null;
  query: string;
  page: number;
}

/** GET /api/operator/orders?status&query&page: 25 orders a page, newest first. */
export function ordersQuery(filter: OrderFilter) {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.query) search.set('query', filter.query);
  search.set('page', String(filter.page));
  return queryOptions({
    queryKey: [...ORDERS_KEY, 'list', filter.status, filter.query, filter.page],
    queryFn: ({ signal }) => apiGet<BackOfficeOrderPage>(`/api/operator/orders?${search.toString()}`, signal),
  });
}

export const useOrders = (filter: OrderFilter) => useSuspenseQuery(ordersQuery(filter)).data;
