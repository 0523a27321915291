import type { MailContent } from '../../mail/mail-layout';
import type { OrderWithLines } from '../repository';
import { addressInOneLine, bookLines, orderGreeting, totalLine } from './order-mail-text';

/**
 * The automatic receipt right after placing (AGB § 2): it confirms that the order arrived — not yet
 * that the shop accepts it; the contract arises with the order confirmation that follows.
 */
export function receiptMail(order: OrderWithLines, paymentLabel: string): MailContent {
  return {
    subject: `Ihre Bestellung ${order.orderNumber} ist eingegangen`,
    greeting: orderGreeting(order.billingAddress),
    paragraphs: [
      `vielen Dank für Ihre Bestellung. Sie ist unter der Nummer ${order.orderNumber} bei uns eingegangen:`,
      ...bookLines(order),
      totalLine(order),
      `Lieferanschrift: ${addressInOneLine(order.deliveryAddress)}`,
      `Zahlungsart: ${paymentLabel}.`,
      'Diese Nachricht bestätigt nur den Eingang Ihrer Bestellung; sie ist noch keine Annahme. Der Vertrag kommt mit unserer Auftragsbestätigung zustande: Sie erhalten sie mit der Rechnung per E-Mail, sobald wir Ihre Bestellung angenommen haben.',
    ],
  };
}
