import { invoiceDueText } from '@eb/catalogue';
import type { PaymentMethod } from './payment-method';

/**
 * Kauf auf Rechnung (PRODUCT.md): nothing is charged at placement; the invoice goes with the order
 * confirmation and is due 14 days after the goods arrive. Paid once the operator records the money
 * received in the back office (orders.payment_received_at).
 */
export const invoicePayment: PaymentMethod = {
  id: 'invoice',
  label: 'Kauf auf Rechnung',
  terms: () => invoiceDueText(),
  start: async () => ({}),
  status: (order) => (order.status === 'cancelled' && !order.paymentReceivedAt ? 'void' : order.paymentReceivedAt ? 'paid' : 'pending'),
};
