import type { MailAttachment, MailContent } from '../../mail/mail-layout';
import type { OrderWithLines } from '../repository';
import { addressInOneLine, bookLines, orderGreeting, totalLine } from './order-mail-text';

/**
 * The order confirmation (AGB § 2: with it the contract is made), with the invoice PDF attached and
 * what happens next: production about two working days, delivery one to two.
 */
export function confirmationMail(order: OrderWithLines, input: { invoiceNumber: string; dueText: string; invoice: MailAttachment }): MailContent {
  return {
    subject: `Auftragsbestätigung und Rechnung zu Ihrer Bestellung ${order.orderNumber}`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `wir bestätigen Ihre Bestellung ${order.orderNumber} und nehmen sie hiermit an; damit ist der Kaufvertrag geschlossen.`,
      ...bookLines(order),
      totalLine(order),
      `Lieferanschrift: ${addressInOneLine(order.deliveryAddress)}`,
      `Die Rechnung ${input.invoiceNumber} finden Sie im Anhang dieser E-Mail. Sie zahlen auf Rechnung: ${input.dueText}`,
      'Wie es weitergeht: Wir drucken und binden Ihre Erinnerungsbücher in etwa zwei Werktagen. Danach sind sie ein bis zwei Werktage unterwegs; wenn das Paket verschickt ist, schreiben wir Ihnen noch einmal mit der Sendungsnummer.',
    ],
    attachments: [input.invoice],
  };
}
