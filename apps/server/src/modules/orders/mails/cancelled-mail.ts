import type { PostalAddress } from '@eb/api-contract';
import type { MailContent } from '../../mail/mail-layout';
import { orderGreeting } from './order-mail-text';

/** The operator cancelled the order (storniert): nothing is produced or charged. */
export function cancelledMail(order: { orderNumber: string; billingAddress: PostalAddress; invoiceNumber: string | null }): MailContent {
  return {
    subject: `Ihre Bestellung ${order.orderNumber} wurde storniert`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `Ihre Bestellung ${order.orderNumber} wurde storniert. Wir stellen die Erinnerungsbücher dieser Bestellung nicht her und senden nichts zu.`,
      order.invoiceNumber
        ? `Bitte zahlen Sie die Rechnung ${order.invoiceNumber} nicht. Falls Sie bereits gezahlt haben, erstatten wir Ihnen den Betrag.`
        : 'Sie müssen nichts bezahlen.',
      'Falls Sie Fragen dazu haben oder die Bücher doch bestellen möchten, melden Sie sich gern bei uns.',
    ],
  };
}
