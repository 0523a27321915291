import { ORDER_STATUSES, type OrderStatus } from '@eb/api-contract';
import type { OrderFilter } from './api/get-orders';

/**
 * The orders list's choice lives in the address (?status=…&suche=…&seite=…), so reloading, the back
 * button and a link shared between colleagues show the same list. Anything unknown means 'all'.
 */
export function filterOf(search: URLSearchParams): OrderFilter {
  const status = search.get('status');
  const page = Number(search.get('seite'));
  return {
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : null,
    query: (search.get('suche') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function searchOf(filter: OrderFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.status) search.set('status', filter.status);
  if (filter.query) search.set('suche', filter.query);
  if (filter.page > 1) search.set('seite', String(filter.page));
  return search;
}
