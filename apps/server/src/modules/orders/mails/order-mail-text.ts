import type { PostalAddress } from '@eb/api-contract';
import { formatEuro, vatLineLabel } from '@eb/catalogue';
import type { OrderWithLines } from '../repository';

/** Shared sentences of the order mails: the greeting, the books, the total and an address in one line. */

export function orderGreeting(address: PostalAddress): string {
  const name = `${address.firstNames} ${address.lastName}`.trim();
  if (address.salutation === 'female') return `Guten Tag Frau ${address.lastName},`;
  if (address.salutation === 'male') return `Guten Tag Herr ${address.lastName},`;
  return name ? `Guten Tag ${name},` : 'Guten Tag,';
}

export function bookLines(order: OrderWithLines): string[] {
  return order.lines.map(
    (line) =>
      `${line.quantity} × „${line.title}“ – ${line.formatName}, ${line.paperName}, ${line.pages} Seiten: ${formatEuro(line.lineTotalCents)}`,
  );
}

export function totalLine(order: OrderWithLines): string {
  return `Versand: ${formatEuro(order.shippingCents)} · Gesamtbetrag: ${formatEuro(order.totalCents)} (${vatLineLabel(order.vatRatePercent)}: ${formatEuro(order.vatCents)})`;
}

export function addressInOneLine(address: PostalAddress): string {
  const country = address.country === 'at' ? 'Österreich' : 'Deutschland';
  return [address.companyName, `${address.firstNames} ${address.lastName}`.trim(), `${address.street} ${address.streetNumber}`, `${address.zipCode} ${address.town}`, country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}
