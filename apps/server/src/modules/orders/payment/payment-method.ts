import type { PaymentMethod as PaymentMethodId } from '@eb/api-contract';

/**
 * One way to pay (decision 041). The order workflow knows only this port; invoice payment is the one
 * adapter today. A provider (instalments, card, instant transfer) becomes another adapter: it starts
 * its payment at placement (a redirect for the customer), and its webhook tells the shop later.
 */
export interface PaymentMethod {
  id: PaymentMethodId;
  /** German name shown at checkout, in mails and on the invoice. */
  label: string;
  /** The payment terms in one sentence (mails, checkout). */
  terms(): string;
  /**
   * Called inside the placing transaction once the order exists. Invoice: nothing to start. A provider
   * would create its payment here and answer where to send the customer (`redirectUrl`).
   */
  start(order: PaymentOrder): Promise<PaymentStart>;
  /** How far the payment is, from what the order records. */
  status(order: PaymentRecord): PaymentStatus;
  /**
   * A provider's notification (its webhook), verified by the adapter. Answers which order it is about and
   * what happened; the orders module records it. Invoice payment has no webhook: the operator marks it.
   */
  webhook?(request: { headers: Record<string, string | string[] | undefined>; body: unknown }): Promise<PaymentNotification | null>;
}

export interface PaymentOrder {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  email: string;
}

export interface PaymentStart {
  /** Where the customer continues to pay (a provider's page); absent when nothing is to do now. */
  redirectUrl?: string;
}

export interface PaymentRecord {
  paymentReceivedAt: Date | null;
  status: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'void';

export interface PaymentNotification {
  orderNumber: string;
  outcome: 'paid' | 'failed' | 'refunded';
  /** The provider's reference, kept in the audit. */
  reference: string;
}
