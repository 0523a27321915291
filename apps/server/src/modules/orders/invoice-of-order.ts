import type { OrderRow } from './schema';
import type { InvoiceData, InvoiceSeller } from './invoice/invoice-data';
import { renderInvoicePdf } from './invoice/render-invoice-pdf';
import type { OrderWithLines } from './repository';
import { shopDate } from './order-numbers';

/**
 * The invoice's data from the order's copy (ARCHITECTURE.md rule 6) and the seller as configured at
 * acceptance; stored in orders.invoice, so the PDF can be drawn again identically later.
 */
export function invoiceDataOf(order: OrderWithLines, issue: { invoiceNumber: string; acceptedAt: Date; seller: InvoiceSeller; customerNumber: string | null }): InvoiceData {
  const invoiceDate = shopDate(issue.acceptedAt);
  return {
    invoiceNumber: issue.invoiceNumber,
    invoiceDate,
    orderNumber: order.orderNumber,
    orderDate: shopDate(order.placedAt),
    customerNumber: issue.customerNumber,
    // Production takes about two working days and delivery one or two: the books go out in the month of acceptance or just after; the month of issue is stated.
    deliveryMonth: invoiceDate.slice(0, 7),
    seller: issue.seller,
    billingAddress: order.billingAddress,
    deliveryAddress: order.deliveryAddress,
    lines: order.lines.map((line) => ({
      title: line.title,
      formatName: line.formatName,
      paperName: line.paperName,
      coverFinish: line.coverFinish,
      pagesFinish: line.pagesFinish,
      pages: line.pages,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    shippingCents: order.shippingCents,
    vatRatePercent: order.vatRatePercent,
  };
}

/** The invoice PDF of an accepted order, drawn from what the order stored at acceptance; null before acceptance. */
export async function invoicePdfOf(order: Pick<OrderRow, 'invoice'>): Promise<Buffer | null> {
  return order.invoice ? renderInvoicePdf(order.invoice) : null;
}

/** The attachment's file name, e.g. 'Rechnung-RE-2026-00001.pdf'. */
export const invoiceFileName = (invoiceNumber: string): string => `Rechnung-${invoiceNumber}.pdf`;
