import { BOOK_MESSAGES, ORDER_MESSAGES } from '@eb/api-contract';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';

/** The cart's answers (codes the web client and the orders workflow rely on; messages from SPEC.md section 8). */
export const cartErrors = {
  notAllowed: () => new ForbiddenError('ORDER_NOT_ALLOWED', ORDER_MESSAGES.notAllowed),
  bookNotFound: () => new NotFoundError('BOOK_NOT_FOUND', BOOK_MESSAGES.notFound),
  staleList: () => new ConflictError('STALE_LIST', ORDER_MESSAGES.staleList),
  companyNotFound: () => new NotFoundError('CUSTOMER_NOT_FOUND', ORDER_MESSAGES.companyNotFound),
  shippingAddressNotFound: () => new NotFoundError('SHIPPING_ADDRESS_NOT_FOUND', ORDER_MESSAGES.shippingAddressNotFound),
  addressRequired: () => new InvalidInputError('ADDRESS_REQUIRED', ORDER_MESSAGES.addressRequired),
  reservationNotFound: () => new NotFoundError('RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound),
  /** Ordered, cancelled, or expired with its books freed; the orders workflow recognises this code. */
  reservationGone: () => new ConflictError('RESERVATION_GONE', ORDER_MESSAGES.reservationGone),
};
