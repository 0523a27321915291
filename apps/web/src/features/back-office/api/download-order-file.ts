import type { ApiError } from '@eb/api-contract';
import { freshAccessToken } from '../../../lib/auth/fresh-token';
import { ApiRequestError } from '../../../lib/api/api-client';
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
  const path = orderFilePath(orderNumber, file);
  const token = await freshAccessToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError | undefined;
    throw new ApiRequestError(response.status, body);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** The plain file name of a Content-Disposition header (UTF-8 form first); never a path. */
export function fileNameOf(header: string | null): string | null {
  const safe = (name: string | undefined) => (name && !/[/\\\p{Cc}]/u.test(name) && !/^\.+$/.test(name) ? name : null);
  let extended: string | undefined;
  try {
    const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
    extended = encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    extended = undefined;
  }
  return safe(extended) ?? safe(/filename="([^"]+)"/.exec(header ?? '')?.[1]);
}
