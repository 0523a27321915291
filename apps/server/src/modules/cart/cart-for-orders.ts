import type { CheckoutLine, PostalAddress, ShippingCountry } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import type { ReservationRow } from './schema';

export interface CartCompany {
  id: string;
  name: string;
  country: ShippingCountry;
}

/** A copy of the company's chosen shipping address as the order keeps it. */
export type CartShippingAddress = PostalAddress & { id: number; name: string };

/** A checkout line and the document version that is printed for it. */
export type CartLine = CheckoutLine & { documentVersion: number };

export interface ReservationForOrder {
  reservation: ReservationRow;
  company: CartCompany | null;
  shippingAddress: CartShippingAddress | null;
  /** In the basket's order, priced as the checkout page shows them (the one price function). */
  lines: CartLine[];
}

/**
 * The cart's port for the orders workflow (workflows/place-order.ts). Both calls run in the order's
 * transaction. Errors are the cart's domain errors: 403 ORDER_MESSAGES.notAllowed, 404
 * RESERVATION_NOT_FOUND (unknown or another user's), 409 RESERVATION_GONE (ordered, cancelled, or
 * expired with its books freed), 404 SHIPPING_ADDRESS_NOT_FOUND (the company's address was deleted).
 */
export interface CartForOrders {
  /**
   * Locks (FOR UPDATE) and returns the caller's open reservation. One past expiresAt still counts as
   * long as it holds its books (nobody took them): reading the AGB for an hour must not fail the order.
   * An already ordered reservation answers 409 RESERVATION_GONE: the workflow looks up the existing
   * order by reservation id BEFORE calling this (idempotency).
   */
  takeForOrder(userId: string, reservationId: string, tx: Executor): Promise<ReservationForOrder>;
  /** Marks it ordered and deletes its reservation_books rows (same transaction). */
  markOrdered(reservationId: string, tx: Executor): Promise<void>;
}
