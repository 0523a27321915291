import type { PaymentMethod as PaymentMethodId } from '@eb/api-contract';
import { invoicePayment } from './invoice-payment';
import type { PaymentMethod } from './payment-method';

export type { PaymentMethod, PaymentNotification, PaymentStart, PaymentStatus } from './payment-method';
export { invoicePayment } from './invoice-payment';

/** Every payment method offered, by id: the checkout's choice is looked up here (placeOrderSchema admits only these ids). */
export const PAYMENT_METHODS: Record<PaymentMethodId, PaymentMethod> = { invoice: invoicePayment };

export const paymentMethodFor = (id: PaymentMethodId): PaymentMethod => PAYMENT_METHODS[id];
