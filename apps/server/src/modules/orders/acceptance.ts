/**
 * Accepting an order (AGB § 2: the contract arises with the order confirmation): received → confirmed.
 * Called automatically after placing (ORDERS_AUTO_ACCEPT) or by an operator in the back office.
 */
import { BACK_OFFICE_MESSAGES, ORDER_MESSAGES } from '@eb/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { MailService } from '../mail/service';
import type { InvoiceSeller } from './invoice/invoice-data';
import { invoiceDataOf, invoiceFileName } from './invoice-of-order';
import { renderInvoicePdf } from './invoice/render-invoice-pdf';
import { confirmationMail } from './mails/confirmation-mail';
import { invoiceNumberFor, shopDate, shopYear } from './order-numbers';
import { paymentMethodFor } from './payment';
import { createOrdersRepository } from './repository';

/** Who accepted: an operator (their id and account, kept in the audit), or null for the shop itself (auto-accept). */
export type AcceptanceActor = { userId: string; account: string } | null;

export interface OrderAcceptance {
  /**
   * received → confirmed: invoice number (invoice_counters, consecutive per year, 'RE-YYYY-NNNNN'), invoice
   * data (InvoiceData) stored in orders.invoice, accepted_at, event (actor null = automatic), the
   * CONFIRMATION mail with the invoice PDF attached, and the production hand-off job sent. Idempotent: an
   * accepted order is left as it is. Throws NotFoundError 'ORDER_NOT_FOUND' for an unknown id and
   * ConflictError 'TRANSITION_NOT_ALLOWED' for a cancelled order.
   */
  accept(orderId: number, actor: AcceptanceActor): Promise<void>;
}

/** The name of the production hand-off job (modules/orders/production) the acceptance sends. */
export const PRODUCTION_HANDOFF_JOB = 'production-handoff';

export function createOrderAcceptance(deps: {
  db: Database;
  mail: MailService;
  seller: () => InvoiceSeller;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Sends the hand-off job after the commit; a lost send is found by the production sweep. */
  requestProductionHandoff: (orderId: number) => Promise<unknown>;
}): OrderAcceptance {
  const repository = createOrdersRepository(deps.db);

  return {
    async accept(orderId, actor) {
      const accepted = await deps.db.transaction(async (tx) => {
        // The lock makes a second, simultaneous acceptance wait and then find the order confirmed.
        const order = await repository.lock(orderId, tx);
        if (!order) throw new NotFoundError('ORDER_NOT_FOUND', ORDER_MESSAGES.orderNotFound);
        if (order.status !== 'received') {
          if (order.acceptedAt) return false;
          throw new ConflictError('TRANSITION_NOT_ALLOWED', BACK_OFFICE_MESSAGES.transitionNotAllowed);
        }
        const acceptedAt = deps.now();
        const year = shopYear(acceptedAt);
        const invoiceNumber = invoiceNumberFor(await repository.takeInvoiceNumber(year, tx), year);
        const invoice = invoiceDataOf(order, { invoiceNumber, acceptedAt, seller: deps.seller(), customerNumber: order.companyId });
        if (!(await repository.markAccepted(order.id, { acceptedAt, invoiceNumber, invoiceDate: shopDate(acceptedAt), invoice }, tx))) return false;
        const actorFields = { actorUserId: actor?.userId ?? null, actor: actor?.account ?? null };
        await repository.addEvent({ orderId: order.id, at: acceptedAt, ...actorFields, kind: 'status', fromStatus: 'received', toStatus: 'confirmed', detail: `Rechnung ${invoiceNumber}` }, tx);
        const pdf = await renderInvoicePdf(invoice);
        const content = confirmationMail(order, {
          invoiceNumber,
          dueText: paymentMethodFor(order.paymentMethod).terms(),
          invoice: { filename: invoiceFileName(invoiceNumber), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
        });
        await deps.mail.enqueue(content, { to: order.email, about: `order-confirmation:${order.id}` }, tx);
        await repository.addEvent({ orderId: order.id, at: acceptedAt, ...actorFields, kind: 'mail', detail: 'Auftragsbestätigung mit Rechnung' }, tx);
        return true;
      });
      if (!accepted) return;
      try {
        await deps.requestProductionHandoff(orderId);
      } catch (error) {
        deps.log.warn({ err: error, orderId }, 'production hand-off not sent; its sweep will pick the order up');
      }
    },
  };
}
