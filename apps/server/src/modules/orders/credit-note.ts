import type { InvoiceData } from './invoice/invoice-data';
import { shopDate } from './order-numbers';
import type { OrderRow } from './schema';

/**
 * The credit note (Stornorechnung) of a cancelled order (decision 043): the invoice's data as issued, under
 * the credit note's own number and date, referring to the invoice it cancels. The renderer shows it
 * with every amount credited.
 */
export function creditNoteDataOf(
  order: Pick<OrderRow, 'invoice' | 'invoiceNumber' | 'invoiceDate' | 'paymentReceivedAt'>,
  issue: { creditNoteNumber: string; at: Date },
): InvoiceData {
  if (!order.invoice || !order.invoiceNumber) throw new Error('a credit note needs an invoice');
  return {
    ...order.invoice,
    invoiceNumber: issue.creditNoteNumber,
    invoiceDate: shopDate(issue.at),
    creditNote: {
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.invoiceDate ?? order.invoice.invoiceDate,
      paymentReceived: order.paymentReceivedAt !== null,
    },
  };
}

/** The attachment's and download's file name, e.g. 'Stornorechnung-RE-2026-00002.pdf'. */
export const creditNoteFileName = (creditNoteNumber: string): string => `Stornorechnung-${creditNoteNumber}.pdf`;
