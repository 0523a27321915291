import { fetchFileWithToken } from '../../../lib/api/fetch-file';
import { saveFile } from '../../../lib/proof/save-file';
import { operatorOrderPath } from './order-keys';

/** The order's files, as the server names them. */
export type OrderFile = { kind: 'invoice' } | { kind: 'credit-note' } | { kind: 'job-ticket' } | { kind: 'line'; lineId: number; file: 'inner.pdf' | 'cover.pdf' };

export function orderFilePath(orderNumber: string, file: OrderFile): string {
  const order = operatorOrderPath(orderNumber);
  if (file.kind === 'invoice') return `${order}/invoice.pdf`;
  if (file.kind === 'credit-note') return `${order}/credit-note.pdf`;
  if (file.kind === 'job-ticket') return `${order}/job-ticket.json`;
  return `${order}/lines/${file.lineId}/${file.file}`;
}

/**
 * GET /api/operator/orders/{orderNumber}/…: downloads one of an order's files with the operator's token (a plain link would carry none) and
 * saves it under the server's file name; a refusal arrives as ApiRequestError with its German text.
 */
export async function downloadOrderFile(orderNumber: string, file: OrderFile, fallbackName: string): Promise<string> {
  const { blob, fileName } = await fetchFileWithToken(orderFilePath(orderNumber, file));
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
}
