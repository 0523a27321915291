import type { PaymentMethod, PostalAddress } from '@eb/api-contract';
import type { MailContent } from '../../mail/mail-layout';
import { paymentMethodFor } from '../payment';
import { addressInOneLine, orderGreeting } from './order-mail-text';

/** The operator marked the order as sent, with the parcel's tracking number. */
export function shippedMail(order: { orderNumber: string; billingAddress: PostalAddress; deliveryAddress: PostalAddress; paymentMethod: PaymentMethod }, trackingNumber: string): MailContent {
  return {
    subject: `Ihre Bestellung ${order.orderNumber} ist unterwegs`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `Ihre Erinnerungsbücher der Bestellung ${order.orderNumber} sind fertig und haben unser Haus verlassen. Das Paket ist in der Regel ein bis zwei Werktage unterwegs.`,
      `Sendungsnummer: ${trackingNumber}`,
      `Lieferanschrift: ${addressInOneLine(order.deliveryAddress)}`,
      // The payment method's own terms (as in the confirmation), never a second wording of them.
      `Die Rechnung haben Sie mit der Auftragsbestätigung erhalten. ${paymentMethodFor(order.paymentMethod).terms()}`,
    ],
  };
}
