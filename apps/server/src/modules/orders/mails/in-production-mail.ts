import type { PostalAddress } from '@eb/api-contract';
import type { MailContent } from '../../mail/mail-layout';
import { orderGreeting } from './order-mail-text';

/** The operator moved the order to 'in Produktion': the books are being printed now. */
export function inProductionMail(order: { orderNumber: string; billingAddress: PostalAddress }): MailContent {
  return {
    subject: `Ihre Bestellung ${order.orderNumber} ist in Produktion`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `Ihre Erinnerungsbücher der Bestellung ${order.orderNumber} werden jetzt gedruckt und gebunden. Das dauert in der Regel etwa zwei Werktage.`,
      'Sobald das Paket unterwegs ist, schreiben wir Ihnen noch einmal, mit der Sendungsnummer.',
    ],
  };
}
