/**
 * Where an order lies in the production outbox (decision 042): one folder per order with each line's
 * print files by position and the job ticket. Storage keys are lower-case (lib/file-storage), so the
 * folder is the order number in lower case: orders/eb-2026-00001/1-inner.pdf.
 */
export const productionFolder = (orderNumber: string) => `orders/${orderNumber.toLowerCase()}`;
/** A line's files share this prefix (kept in order_lines.print_files_key once handed over). */
export const productionLinePrefix = (orderNumber: string, position: number) => `${productionFolder(orderNumber)}/${position}`;
export const productionLineFile = (linePrefix: string, file: 'inner' | 'cover') => `${linePrefix}-${file}.pdf`;
export const jobTicketKey = (orderNumber: string) => `${productionFolder(orderNumber)}/job-ticket.json`;
