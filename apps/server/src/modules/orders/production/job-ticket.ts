import type { PostalAddress } from '@eb/api-contract';
import type { OrderLineRow, OrderRow } from '../schema';

/** What the print shop needs to produce and send an order: the JSON next to its print files. */
export interface JobTicket {
  orderNumber: string;
  placedAt: string;
  acceptedAt: string | null;
  deliveryAddress: PostalAddress;
  lines: Array<{
    position: number;
    title: string;
    productCode: string;
    format: string;
    paper: string;
    coverFinish: 'matt' | 'glossy';
    pagesFinish: 'matt' | 'glossy';
    pages: number;
    quantity: number;
    /** Beside the ticket, in the same folder. */
    files: { inner: string; cover: string };
  }>;
}

/** The ticket of an order from what it copied at purchase; `fileName` names a line's file in the order's folder. */
export function jobTicketOf(order: OrderRow, lines: readonly OrderLineRow[], fileName: (position: number, file: 'inner' | 'cover') => string): JobTicket {
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    deliveryAddress: order.deliveryAddress,
    lines: lines.map((line) => ({
      position: line.position,
      title: line.title,
      productCode: line.productCode,
      format: line.formatName,
      paper: line.paperName,
      coverFinish: line.coverFinish,
      pagesFinish: line.pagesFinish,
      pages: line.pages,
      quantity: line.quantity,
      files: { inner: fileName(line.position, 'inner'), cover: fileName(line.position, 'cover') },
    })),
  };
}
