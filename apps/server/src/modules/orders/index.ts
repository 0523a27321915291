/**
 * Orders (issue 15 items 3, 5, 7): the tables, the acceptance with its invoice, the order mails and the
 * payment port. Placing an order spans cart, books, addresses and print: workflows/place-order.ts.
 */
export { createOrderAcceptance, PRODUCTION_HANDOFF_JOB, type AcceptanceActor, type OrderAcceptance } from './acceptance';
export { invoiceDataOf, invoiceFileName, invoicePdfOf } from './invoice-of-order';
export { invoiceSellerFrom } from './invoice/invoice-seller';
export { orderSummaryOf } from './order-summary';
export { invoiceNumberFor, orderNumberFor, shopDate, shopYear } from './order-numbers';
export { paymentMethodFor, PAYMENT_METHODS, type PaymentMethod } from './payment';
export { createOrdersRepository, type OrderWithLines, type OrdersRepository } from './repository';
