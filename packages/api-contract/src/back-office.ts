import { z } from 'zod';
import { ORDER_STATUSES, orderLineSchema, orderStatusSchema, orderSummarySchema, paymentMethodSchema, postalAddressSchema, type OrderStatus } from './orders';

/**
 * The back office /verwaltung (issue 15 item 5), for operators only (under /api/operator):
 * - GET orders?status&query&page → a page of orders, newest first;
 * - GET orders/{orderNumber} → one order with its history;
 * - POST orders/{orderNumber}/status → a status change (shipped needs a tracking number); mails the customer;
 * - POST orders/{orderNumber}/payment → payment received (or taken back) for its invoice;
 * - GET orders/{orderNumber}/invoice.pdf, job-ticket.json, lines/{lineId}/inner.pdf | cover.pdf;
 * - GET feedback?page → the feedback list, newest first.
 */

export const BACK_OFFICE_MESSAGES = {
  trackingRequired: 'Bitte geben Sie die Sendungsnummer an.',
  transitionNotAllowed: 'Dieser Statuswechsel ist nicht möglich.',
  orderNotFound: 'Diese Bestellung wurde nicht gefunden.',
  printFilesNotReady: 'Die Druckdateien dieser Bestellung werden noch erstellt.',
  noInvoice: 'Zu dieser Bestellung gibt es noch keine Rechnung.',
  noCreditNote: 'Zu dieser Bestellung gibt es keine Stornorechnung.',
  unknownStatus: 'Diesen Bestellstatus gibt es nicht.',
} as const;

/** A status as the back office sends it, refused in German (the enum's own message lists the English values). */
const statusInputSchema = z.enum(ORDER_STATUSES, { error: BACK_OFFICE_MESSAGES.unknownStatus });

export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^EB-\d{4}-\d{5,}$/, { error: BACK_OFFICE_MESSAGES.orderNotFound });
export const orderNumberParamsSchema = z.object({ orderNumber: orderNumberSchema });

export const backOfficeOrderQuerySchema = z.object({
  status: statusInputSchema.optional(),
  /** Order number, invoice number, customer e-mail, name or company, book title: a part of any. */
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BackOfficeOrderQuery = z.input<typeof backOfficeOrderQuerySchema>;

export const backOfficeOrderRowSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status: orderStatusSchema,
  customerName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  bookCount: z.number().int(),
  totalCents: z.number().int(),
  invoiceNumber: z.string().nullable(),
  paymentReceivedAt: z.string().nullable(),
});
export type BackOfficeOrderRow = z.infer<typeof backOfficeOrderRowSchema>;

export const backOfficeOrderPageSchema = z.object({
  orders: z.array(backOfficeOrderRowSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type BackOfficeOrderPage = z.infer<typeof backOfficeOrderPageSchema>;

/** One entry of an order's history: who changed what, and when. A null actor is the shop itself (auto-accept, production). */
export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  kind: z.enum(['placed', 'status', 'payment', 'production', 'mail']),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  detail: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const backOfficeOrderSchema = orderSummarySchema.extend({
  companyName: z.string().nullable(),
  customerNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
  paymentReceivedAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** When the job ticket and print files were written to the production outbox; null until then. */
  handedToProductionAt: z.string().nullable(),
  /** Why the production hand-off has not happened yet (its last failure) and how often it was tried. */
  productionError: z.string().nullable(),
  productionAttempts: z.number().int(),
  /** The credit note (Stornorechnung) of a cancelled order that had an invoice; null otherwise. */
  creditNoteNumber: z.string().nullable(),
  lines: z.array(orderLineSchema.extend({ printFilesReady: z.boolean() })),
  billingAddress: postalAddressSchema,
  deliveryAddress: postalAddressSchema,
  events: z.array(orderEventSchema),
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrderSchema>;

/**
 * The status changes an operator may make, one table for the server's check (409 transitionNotAllowed
 * otherwise) and the back office's buttons. Shipped and cancelled orders are done.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  received: ['confirmed', 'cancelled'],
  confirmed: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: [],
  cancelled: [],
};

export const orderStatusChangeSchema = z.object({
  status: statusInputSchema,
  trackingNumber: z.string().trim().max(60).optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

export const paymentReceivedSchema = z.object({ received: z.boolean() });

export const orderLineFileParamsSchema = z.object({
  orderNumber: orderNumberSchema,
  lineId: z.coerce.number().int().positive().max(2_147_483_647),
  file: z.enum(['inner.pdf', 'cover.pdf']),
});

export const backOfficeFeedbackQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const backOfficeFeedbackPageSchema = z.object({
  entries: z.array(z.object({ id: z.number().int(), createdAt: z.string(), rating: z.number().int().nullable(), email: z.string().nullable(), text: z.string().nullable() })),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type BackOfficeFeedbackPage = z.infer<typeof backOfficeFeedbackPageSchema>;
