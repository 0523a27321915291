import {
  BACK_OFFICE_MESSAGES,
  ORDER_STATUS_TRANSITIONS,
  type BackOfficeFeedbackPage,
  type BackOfficeOrder,
  type BackOfficeOrderPage,
  type OrderEvent,
  type OrderStatus,
  type OrderStatusChange,
} from '@eb/api-contract';
import type { Database, Executor } from '../../../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../lib/domain-errors';
import type { FileStorage, StoredFile } from '../../../lib/file-storage';
import type { MailAttachment, MailContent } from '../../mail/mail-layout';
import type { MailService } from '../../mail/service';
import type { OrderAcceptance } from '../acceptance';
import { creditNoteDataOf, creditNoteFileName } from '../credit-note';
import { renderInvoicePdf } from '../invoice/render-invoice-pdf';
import { invoiceFileName, invoicePdfOf } from '../invoice-of-order';
import { invoiceNumberFor, shopDate, shopYear } from '../order-numbers';
import { cancelledMail } from '../mails/cancelled-mail';
import { inProductionMail } from '../mails/in-production-mail';
import { shippedMail } from '../mails/shipped-mail';
import { orderSummaryOf } from '../order-summary';
import { createOrdersRepository, type OrderWithLines } from '../repository';
import { jobTicketKey, productionLineFile } from '../production/production-keys';
import { createBackOfficeRepository, type OrderEventRow } from './back-office-repository';

export const BACK_OFFICE_PAGE_SIZE = 25;


export type Operator = { userId: string; account: string };

export interface BackOfficeDeps {
  db: Database;
  mail: MailService;
  acceptance: OrderAcceptance;
  /** The operator's id and account, or ForbiddenError for anyone else (the users module knows who is staff). */
  operator: (userId: string) => Promise<Operator>;
  /** The production outbox, where handed-over orders' job tickets and print files lie. */
  outbox: FileStorage;
  /** The feedback module's list, read-only. */
  feedback: (page: { size: number; number: number }) => Promise<{ total: number; rows: Array<{ id: number; createdAt: Date; userRating: number | null; email: string | null; feedbackText: string | null }> }>;
}

export type Download = { fileName: string; contentType: string; body: Buffer | StoredFile['body']; contentLength: number };

const notFound = () => new NotFoundError('ORDER_NOT_FOUND', BACK_OFFICE_MESSAGES.orderNotFound);
const notAllowed = () => new ConflictError('TRANSITION_NOT_ALLOWED', BACK_OFFICE_MESSAGES.transitionNotAllowed);
const filesNotReady = () => new ConflictError('PRINT_FILES_NOT_READY', BACK_OFFICE_MESSAGES.printFilesNotReady);
const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** What the customer is told about a status change (the confirmation is the acceptance's own mail). */
function statusMail(
  order: OrderWithLines,
  to: OrderStatus,
  trackingNumber: string | null,
  creditNote: { number: string; attachment: MailAttachment } | null,
): { content: MailContent; detail: string } | null {
  if (to === 'in_production') return { content: inProductionMail(order), detail: 'Mitteilung „in Produktion“' };
  if (to === 'shipped' && trackingNumber) return { content: shippedMail(order, trackingNumber), detail: 'Versandmitteilung mit Sendungsnummer' };
  if (to === 'cancelled') return { content: cancelledMail(order, creditNote), detail: creditNote ? `Stornierungsmitteilung mit Stornorechnung ${creditNote.number}` : 'Stornierungsmitteilung' };
  return null;
}

function eventOf(row: OrderEventRow): OrderEvent {
  return {
    at: row.at.toISOString(),
    actor: row.actor,
    kind: row.kind,
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus | null,
    detail: row.detail,
  };
}

/** The back office /verwaltung: orders (list, detail, status, payment, files) and the feedback, for operators only. */
export function createBackOfficeService(deps: BackOfficeDeps) {
  const repository = createBackOfficeRepository(deps.db);
  const orders = createOrdersRepository(deps.db);

  async function orderOf(orderNumber: string): Promise<OrderWithLines> {
    const order = await repository.findByNumber(orderNumber);
    if (!order) throw notFound();
    return order;
  }

  async function view(order: OrderWithLines): Promise<BackOfficeOrder> {
    const events = await repository.eventsOf(order.id);
    return {
      ...orderSummaryOf(order),
      companyName: order.companyName,
      customerNumber: order.companyId,
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.invoiceDate,
      paymentReceivedAt: order.paymentReceivedAt?.toISOString() ?? null,
      trackingNumber: order.trackingNumber,
      handedToProductionAt: order.handedToProductionAt?.toISOString() ?? null,
      productionError: order.productionError,
      productionAttempts: order.productionAttempts,
      creditNoteNumber: order.creditNoteNumber,
      lines: orderSummaryOf(order).lines.map((line, index) => ({ ...line, printFilesReady: order.lines[index]?.printFilesKey != null })),
      events: events.map(eventOf),
    };
  }

  /**
   * Cancelling an invoiced order cancels its invoice with a credit note (decision 043): the next number of
   * the same consecutive sequence, in the cancelling transaction, so a rollback leaves no gap.
   */
  async function issueCreditNote(order: OrderWithLines, tx: Executor): Promise<{ number: string; attachment: MailAttachment } | null> {
    if (!order.invoice || !order.invoiceNumber || order.creditNoteNumber) return null;
    const at = new Date();
    const year = shopYear(at);
    const number = invoiceNumberFor(await orders.takeInvoiceNumber(year, tx), year);
    const creditNote = creditNoteDataOf(order, { creditNoteNumber: number, at });
    if (!(await repository.setCreditNote(order.id, { creditNoteNumber: number, creditNoteDate: shopDate(at), creditNote }, tx))) throw notAllowed();
    const pdf = await renderInvoicePdf(creditNote);
    return { number, attachment: { filename: creditNoteFileName(number), contentType: 'application/pdf', contentBase64: pdf.toString('base64') } };
  }

  async function outboxFile(key: string, fileName: string): Promise<Download> {
    const stored = await deps.outbox.get(key);
    if (!stored) throw filesNotReady();
    return { fileName, contentType: stored.contentType, body: stored.body, contentLength: stored.contentLength };
  }

  return {
    async list(operatorId: string, query: { status?: OrderStatus | undefined; query?: string | undefined; page: number }): Promise<BackOfficeOrderPage> {
      await deps.operator(operatorId);
      const number = query.page;
      const { total, rows } = await repository.page({ status: query.status, query: query.query || undefined }, { size: BACK_OFFICE_PAGE_SIZE, number });
      return {
        orders: rows.map((row) => ({
          orderNumber: row.orderNumber,
          placedAt: row.placedAt.toISOString(),
          status: row.status,
          customerName: `${row.billingAddress.firstNames} ${row.billingAddress.lastName}`.trim(),
          companyName: row.companyName,
          email: row.email,
          bookCount: row.bookCount,
          totalCents: row.totalCents,
          invoiceNumber: row.invoiceNumber,
          paymentReceivedAt: row.paymentReceivedAt?.toISOString() ?? null,
        })),
        page: number,
        pageCount: pageCountOf(total, BACK_OFFICE_PAGE_SIZE),
        total,
      };
    },

    async detail(operatorId: string, orderNumber: string): Promise<BackOfficeOrder> {
      await deps.operator(operatorId);
      return view(await orderOf(orderNumber));
    },

    /**
     * One step of the order's way (ORDER_STATUS_TRANSITIONS), recorded with the operator's account and mailed to
     * the customer in the same transaction; a step another operator took meanwhile is refused (409).
     */
    async changeStatus(operatorId: string, orderNumber: string, change: OrderStatusChange): Promise<BackOfficeOrder> {
      const operator = await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      const to = change.status;
      // The contract's one table of steps (the back office shows the same buttons); received → confirmed is the acceptance.
      if (!ORDER_STATUS_TRANSITIONS[order.status].includes(to)) throw notAllowed();
      if (to === 'confirmed') {
        await deps.acceptance.accept(order.id, operator);
        return view(await orderOf(orderNumber));
      }
      const trackingNumber = to === 'shipped' ? change.trackingNumber || null : null;
      if (to === 'shipped' && !trackingNumber) throw new InvalidInputError('TRACKING_REQUIRED', BACK_OFFICE_MESSAGES.trackingRequired);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.changeStatus(order.id, order.status, to, trackingNumber, tx))) throw notAllowed();
        const actor = { actorUserId: operator.userId, actor: operator.account };
        const creditNote = to === 'cancelled' ? await issueCreditNote(order, tx) : null;
        const detail = trackingNumber ? `Sendungsnummer ${trackingNumber}` : creditNote ? `Stornorechnung ${creditNote.number}` : null;
        await orders.addEvent({ orderId: order.id, ...actor, kind: 'status', fromStatus: order.status, toStatus: to, detail }, tx);
        const mail = statusMail(order, to, trackingNumber, creditNote);
        if (mail) {
          await deps.mail.enqueue(mail.content, { to: order.email, about: `order-${to}:${order.id}` }, tx);
          await orders.addEvent({ orderId: order.id, ...actor, kind: 'mail', detail: mail.detail }, tx);
        }
      });
      return view(await orderOf(orderNumber));
    },

    /** The invoice's payment received (or taken back); only an order with an invoice can be paid. */
    async setPayment(operatorId: string, orderNumber: string, received: boolean): Promise<BackOfficeOrder> {
      const operator = await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      if (!order.invoiceNumber) throw new ConflictError('NO_INVOICE', BACK_OFFICE_MESSAGES.noInvoice);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.setPaymentReceived(order.id, received, tx))) return;
        await orders.addEvent(
          { orderId: order.id, actorUserId: operator.userId, actor: operator.account, kind: 'payment', detail: received ? 'Zahlung eingegangen' : 'Zahlungseingang zurückgenommen' },
          tx,
        );
      });
      return view(await orderOf(orderNumber));
    },

    async invoicePdf(operatorId: string, orderNumber: string): Promise<Download> {
      await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      const pdf = order.invoiceNumber ? await invoicePdfOf(order) : null;
      if (!pdf || !order.invoiceNumber) throw new ConflictError('NO_INVOICE', BACK_OFFICE_MESSAGES.noInvoice);
      return { fileName: invoiceFileName(order.invoiceNumber), contentType: 'application/pdf', body: pdf, contentLength: pdf.length };
    },

    async creditNotePdf(operatorId: string, orderNumber: string): Promise<Download> {
      await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      if (!order.creditNote || !order.creditNoteNumber) throw new ConflictError('NO_CREDIT_NOTE', BACK_OFFICE_MESSAGES.noCreditNote);
      const pdf = await renderInvoicePdf(order.creditNote);
      return { fileName: creditNoteFileName(order.creditNoteNumber), contentType: 'application/pdf', body: pdf, contentLength: pdf.length };
    },

    async jobTicket(operatorId: string, orderNumber: string): Promise<Download> {
      await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      if (!order.handedToProductionAt) throw filesNotReady();
      return outboxFile(jobTicketKey(order.orderNumber), `Auftragsschein-${order.orderNumber}.json`);
    },

    async lineFile(operatorId: string, orderNumber: string, lineId: number, file: 'inner.pdf' | 'cover.pdf'): Promise<Download> {
      await deps.operator(operatorId);
      const order = await orderOf(orderNumber);
      const line = order.lines.find((candidate) => candidate.id === lineId);
      if (!line) throw notFound();
      if (!line.printFilesKey) throw filesNotReady();
      const part = file === 'inner.pdf' ? 'inner' : 'cover';
      return outboxFile(productionLineFile(line.printFilesKey, part), `${order.orderNumber}-${line.position}-${part === 'inner' ? 'Innenseiten' : 'Umschlag'}.pdf`);
    },

    async feedbackPage(operatorId: string, page: number): Promise<BackOfficeFeedbackPage> {
      await deps.operator(operatorId);
      const { total, rows } = await deps.feedback({ size: BACK_OFFICE_PAGE_SIZE, number: page });
      return {
        entries: rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), rating: row.userRating, email: row.email, text: row.feedbackText })),
        page,
        pageCount: pageCountOf(total, BACK_OFFICE_PAGE_SIZE),
        total,
      };
    },
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
