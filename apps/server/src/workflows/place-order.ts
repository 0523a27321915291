/**
 * Placing an order (issue 15 item 3; SPEC.md sections 4 and 9): one transaction from the caller's
 * reservation to the order with its copied lines, the books in state 3, the shipping address used,
 * the reservation ordered and the receipt mail in the outbox. Idempotent: one order per reservation,
 * a repeated or simultaneous request answers the same order and writes nothing.
 */
import { ORDER_MESSAGES, type OrderSummary, type PlaceOrder, type PostalAddress } from '@eb/api-contract';
import { priceOrder } from '@eb/catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { ConflictError, DomainError, ForbiddenError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { isTransactionConflict } from '../lib/sql-state';
import { isUniqueViolation } from '../lib/unique-violation';
import type { CartForOrders } from '../modules/cart';
import type { MailService } from '../modules/mail/service';
import type { OrderAcceptance } from '../modules/orders/acceptance';
import { receiptMail } from '../modules/orders/mails/receipt-mail';
import { orderNumberFor } from '../modules/orders/order-numbers';
import { orderSummaryOf } from '../modules/orders/order-summary';
import { paymentMethodFor } from '../modules/orders/payment';
import { createOrdersRepository, type OrderWithLines } from '../modules/orders/repository';

export interface PlaceOrderDeps {
  db: Database;
  cart: CartForOrders;
  /** The users module's: the order's e-mail and whether the caller may order at all. */
  ordererOf: (userId: string, tx: Executor) => Promise<{ email: string | null; mayOrderBooks: boolean }>;
  /** The books module's: state 3 and lastOrdered. */
  markBooksOrdered: (bookIds: readonly number[], now: Date, tx: Executor) => Promise<unknown>;
  /** The shipping addresses module's: the address is no longer "neu". */
  markAddressUsed: (id: number, companyId: string, now: Date, tx: Executor) => Promise<void>;
  mail: MailService;
  acceptance: OrderAcceptance;
  /** The print module's: the print files of this version (nothing for a trial user); rendering is idempotent. */
  requestPrint: (userId: string, bookId: number, version: number) => Promise<unknown>;
  autoAccept: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}

const RESERVATION_GONE = 'RESERVATION_GONE';
/** Tries of the order's transaction when PostgreSQL rolls it back for a collision. */
const MAX_ATTEMPTS = 2;

export function createPlaceOrder(deps: PlaceOrderDeps) {
  const orders = createOrdersRepository(deps.db);

  /** The order already placed for this reservation, when it is the caller's; another person's is not revealed. */
  async function existingOrder(userId: string, reservationId: string): Promise<OrderWithLines | undefined> {
    const order = await orders.findByReservation(reservationId);
    if (order && order.userId !== userId) throw new NotFoundError('RESERVATION_NOT_FOUND', ORDER_MESSAGES.reservationNotFound);
    return order;
  }

  async function placeInTransaction(userId: string, input: PlaceOrder): Promise<OrderWithLines> {
    return deps.db.transaction(async (tx) => {
      const orderer = await deps.ordererOf(userId, tx);
      if (!orderer.mayOrderBooks || !orderer.email) throw new ForbiddenError('ORDER_NOT_ALLOWED', ORDER_MESSAGES.notAllowed);
      const taken = await deps.cart.takeForOrder(userId, input.reservationId, tx);

      const quantities = new Map(input.quantities.map((entry) => [entry.bookPk, entry.quantity]));
      const sameBooks =
        quantities.size === input.quantities.length && quantities.size === taken.lines.length && taken.lines.every((line) => quantities.has(line.bookPk));
      if (!sameBooks) throw new InvalidInputError('QUANTITIES_MISMATCH', ORDER_MESSAGES.quantitiesMismatch);

      const billingAddress: PostalAddress = {
        salutation: input.billingAddress.salutation,
        companyName: input.billingAddress.companyName,
        firstNames: input.billingAddress.firstNames,
        lastName: input.billingAddress.lastName,
        street: input.billingAddress.street,
        streetNumber: input.billingAddress.streetNumber,
        zipCode: input.billingAddress.zipCode,
        town: input.billingAddress.town,
        country: input.billingAddress.country,
      };
      let deliveryAddress = billingAddress;
      if (taken.company) {
        // SPEC.md section 5: a company is delivered to in its own country, which is also the billing country.
        if (billingAddress.country !== taken.company.country) throw new InvalidInputError('ORDER_COUNTRY', ORDER_MESSAGES.country);
        if (!taken.shippingAddress) throw new InvalidInputError('ADDRESS_REQUIRED', ORDER_MESSAGES.addressRequired);
        const { id: _id, name: _name, ...address } = taken.shippingAddress;
        deliveryAddress = { ...address, country: taken.company.country };
      }

      // Server prices only: each line's price as the cart computed it from the catalogue (the one price
      // function), times the copies; shipping and VAT by the delivery country.
      const priced = priceOrder(
        taken.lines.map((line) => ({
          line,
          pages: line.pages,
          quantity: quantities.get(line.bookPk) ?? 0,
          pricing: { minPages: line.pages, maxPages: line.pages, stepPages: 1, basePriceCents: line.unitPriceCents, stepPriceCents: 0 },
        })),
        deliveryAddress.country,
      );
      const now = deps.now();
      const order = await orders.insert(
        {
          reservationId: input.reservationId,
          userId,
          companyId: taken.company?.id ?? null,
          email: orderer.email,
          companyName: taken.company?.name ?? null,
          billingAddress,
          deliveryAddress,
          shippingAddressId: taken.shippingAddress?.id ?? null,
          country: deliveryAddress.country,
          paymentMethod: input.paymentMethod,
          shippingCents: priced.shippingCents,
          totalCents: priced.totalCents,
          vatRatePercent: priced.vatRatePercent,
          vatCents: priced.vatCents,
          placedAt: now,
        },
        priced.lines.map(({ line, quantity, unitPriceCents, lineTotalCents }, index) => ({
          position: index + 1,
          bookId: line.bookPk,
          documentVersion: line.documentVersion,
          title: line.title,
          productCode: line.productCode,
          formatName: line.formatName,
          paperName: line.paperName,
          coverFinish: line.coverFinish,
          pagesFinish: line.pagesFinish,
          pages: line.pages,
          quantity,
          unitPriceCents,
          lineTotalCents,
        })),
        (id) => orderNumberFor(id, now),
        tx,
      );
      await deps.markBooksOrdered(
        order.lines.map((line) => line.bookId).filter((id): id is number => id != null),
        now,
        tx,
      );
      if (taken.company && taken.shippingAddress) await deps.markAddressUsed(taken.shippingAddress.id, taken.company.id, now, tx);
      await deps.cart.markOrdered(input.reservationId, tx);
      const payment = paymentMethodFor(order.paymentMethod);
      await payment.start({ orderId: order.id, orderNumber: order.orderNumber, totalCents: order.totalCents, email: order.email });
      await orders.addEvent({ orderId: order.id, at: now, kind: 'placed', actorUserId: userId, actor: `Kunde ${order.email}`, toStatus: 'received', detail: payment.label }, tx);
      await deps.mail.enqueue(receiptMail(order, payment.label), { to: order.email, about: `order-receipt:${order.id}` }, tx);
      return order;
    });
  }

  return {
    async placeOrder(userId: string, input: PlaceOrder): Promise<OrderSummary> {
      const before = await existingOrder(userId, input.reservationId);
      if (before) return orderSummaryOf(before);
      let order: OrderWithLines | undefined;
      for (let attempt = 1; !order; attempt += 1) {
        try {
          order = await placeInTransaction(userId, input);
        } catch (error) {
          // A simultaneous request for the same reservation won: its order is the answer (the
          // reservation is then ordered, or our insert met orders_reservation_unique).
          const conflict = isTransactionConflict(error);
          const lost = conflict || isUniqueViolation(error, 'orders_reservation_unique') || (error instanceof DomainError && error.code === RESERVATION_GONE);
          const winner = lost ? await existingOrder(userId, input.reservationId) : undefined;
          if (winner) return orderSummaryOf(winner);
          // PostgreSQL rolled back a deadlock or serialization failure (e.g. a new basket of the same
          // books at this moment): nothing was written, so one more try is safe; then a calm 409, never a 500.
          if (!conflict) throw error;
          if (attempt >= MAX_ATTEMPTS) throw new ConflictError('ORDER_BUSY', ORDER_MESSAGES.busy);
        }
      }
      await afterPlacing(userId, order);
      return orderSummaryOf((await orders.find(order.id)) ?? order);
    },
  };

  /** After the commit: the print files asked for, and the acceptance when it is automatic. Failures leave the order placed. */
  async function afterPlacing(userId: string, order: OrderWithLines): Promise<void> {
    for (const line of order.lines) {
      if (line.bookId == null) continue;
      try {
        await deps.requestPrint(userId, line.bookId, line.documentVersion);
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.id, bookId: line.bookId }, 'print files not requested; the production hand-off requests them');
      }
    }
    if (!deps.autoAccept) return;
    try {
      await deps.acceptance.accept(order.id, null);
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'automatic acceptance failed; the order waits for an operator');
    }
  }
}

export type PlaceOrderWorkflow = ReturnType<typeof createPlaceOrder>;
