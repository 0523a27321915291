import type { OrderSummary } from '@eb/api-contract';
import type { OrderWithLines } from './repository';

/** What the customer is answered about a placed order: the copy it holds, never today's catalogue. */
export function orderSummaryOf(order: OrderWithLines): OrderSummary {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    email: order.email,
    lines: order.lines.map((line) => ({
      id: line.id,
      bookPk: line.bookId,
      title: line.title,
      productCode: line.productCode,
      formatName: line.formatName,
      paperName: line.paperName,
      coverFinish: line.coverFinish,
      pagesFinish: line.pagesFinish,
      pages: line.pages,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
    })),
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    vatRatePercent: order.vatRatePercent,
    vatCents: order.vatCents,
    billingAddress: order.billingAddress,
    deliveryAddress: order.deliveryAddress,
    paymentMethod: order.paymentMethod,
  };
}
