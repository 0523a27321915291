import type { PostalAddress } from '@eb/api-contract';
import type { MailAttachment, MailContent } from '../../mail/mail-layout';
import { orderGreeting } from './order-mail-text';

/**
 * The operator cancelled the order (storniert): nothing is produced. An invoiced order's invoice is
 * cancelled by the credit note attached (decision 043).
 */
export function cancelledMail(
  order: { orderNumber: string; billingAddress: PostalAddress; invoiceNumber: string | null; paymentReceivedAt: Date | null },
  creditNote: { number: string; attachment: MailAttachment } | null = null,
): MailContent {
  const payment = !order.invoiceNumber
    ? 'Sie müssen nichts bezahlen.'
    : order.paymentReceivedAt
      ? 'Ihre Zahlung ist bei uns bereits eingegangen; wir erstatten Ihnen den Betrag auf Ihr Konto.'
      : 'Sie müssen nichts bezahlen. Falls Sie den Betrag schon überwiesen haben, erstatten wir ihn Ihnen.';
  return {
    subject: `Ihre Bestellung ${order.orderNumber} wurde storniert`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `Ihre Bestellung ${order.orderNumber} wurde storniert. Wir stellen die Erinnerungsbücher dieser Bestellung nicht her und senden nichts zu.`,
      ...(order.invoiceNumber && creditNote
        ? [`Die Rechnung ${order.invoiceNumber} ist damit aufgehoben: Die Stornorechnung ${creditNote.number} im Anhang dieser E-Mail storniert sie.`]
        : []),
      payment,
      'Falls Sie Fragen dazu haben oder die Bücher doch bestellen möchten, melden Sie sich gern bei uns.',
    ],
    ...(creditNote ? { attachments: [creditNote.attachment] } : {}),
  };
}
