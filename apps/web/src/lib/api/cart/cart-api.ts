import type { Checkout, OrderSummary, PlaceOrder, ReservationCreated, ReservationRequest } from '@eb/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, ApiRequestError } from '../api-client';

/** SPEC.md section 7: the basket's calls (the server checks everything again). */
export const reserveBooks = (request: ReservationRequest) => apiPost<ReservationCreated>('/api/books/reservation', request);

export const cancelReservation = (reservationId: string) => apiGet<object>(`/api/books/cancelreservation/${encodeURIComponent(reservationId)}`);

/** Not cached between visits: prices and addresses are read fresh each time the checkout opens. */
export const checkoutQuery = (reservationId: string) =>
  queryOptions({
    queryKey: ['checkout', reservationId],
    queryFn: ({ signal }) => apiGet<Checkout>(`/api/orders/checkout/${encodeURIComponent(reservationId)}`, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** Idempotent on the server: the same reservation always answers the same order (a double click is one order). */
export const placeOrder = (order: PlaceOrder) => apiPost<OrderSummary>('/api/orders', order);

/** The basket was cancelled, expired or ordered meanwhile (H1's 409 code). */
export const isReservationGone = (error: unknown) => error instanceof ApiRequestError && error.status === 409 && error.body?.code === 'RESERVATION_GONE';

/** Another workplace changed the list (SPEC.md section 8). */
export const isStaleList = (error: unknown) => error instanceof ApiRequestError && error.status === 409 && error.body?.code === 'STALE_LIST';
