import {
  backOfficeFeedbackPageSchema,
  backOfficeFeedbackQuerySchema,
  backOfficeOrderPageSchema,
  backOfficeOrderQuerySchema,
  backOfficeOrderSchema,
  orderLineFileParamsSchema,
  orderNumberParamsSchema,
  orderStatusChangeSchema,
  paymentReceivedSchema,
} from '@eb/api-contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/authentication';
import { errorResponses } from '../../../plugins/error-handler';
import type { BackOfficeService, Download } from './back-office-service';

const tags = ['Betrieb'];

/** A file for the operator's disk: always a download, never kept by a cache (invoices carry personal data). */
function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', download.contentType)
    .header('content-length', download.contentLength)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .send(download.body);
}

/** The back office's API under /api/operator (operators only; the service checks): orders and feedback. */
export const backOfficeRoutes: FastifyPluginAsyncZod<{ service: BackOfficeService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/orders',
    { schema: { tags, summary: 'Bestellungen suchen und filtern, neueste zuerst (nur Betrieb)', querystring: backOfficeOrderQuerySchema, response: { 200: backOfficeOrderPageSchema, ...errorResponses(400, 401, 403) } } },
    (request) => service.list(requireCaller(request).userId, request.query),
  );

  app.get(
    '/orders/:orderNumber',
    { schema: { tags, summary: 'Eine Bestellung mit ihrem Verlauf (nur Betrieb)', params: orderNumberParamsSchema, response: { 200: backOfficeOrderSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => service.detail(requireCaller(request).userId, request.params.orderNumber),
  );

  app.post(
    '/orders/:orderNumber/status',
    {
      schema: {
        tags,
        summary: 'Den Status einer Bestellung ändern; der Kunde bekommt eine E-Mail (nur Betrieb)',
        params: orderNumberParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: backOfficeOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.changeStatus(requireCaller(request).userId, request.params.orderNumber, request.body),
  );

  app.post(
    '/orders/:orderNumber/payment',
    {
      schema: {
        tags,
        summary: 'Den Zahlungseingang der Rechnung vermerken oder zurücknehmen (nur Betrieb)',
        params: orderNumberParamsSchema,
        body: paymentReceivedSchema,
        response: { 200: backOfficeOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => service.setPayment(requireCaller(request).userId, request.params.orderNumber, request.body.received),
  );

  // No response schemas for the files: the answer is the file itself.
  app.get(
    '/orders/:orderNumber/invoice.pdf',
    { schema: { tags, summary: 'Die Rechnung der Bestellung als PDF (nur Betrieb)', params: orderNumberParamsSchema } },
    async (request, reply) => sendDownload(reply, await service.invoicePdf(requireCaller(request).userId, request.params.orderNumber)),
  );

  app.get(
    '/orders/:orderNumber/credit-note.pdf',
    { schema: { tags, summary: 'Die Stornorechnung einer stornierten Bestellung als PDF (nur Betrieb)', params: orderNumberParamsSchema } },
    async (request, reply) => sendDownload(reply, await service.creditNotePdf(requireCaller(request).userId, request.params.orderNumber)),
  );

  app.get(
    '/orders/:orderNumber/job-ticket.json',
    { schema: { tags, summary: 'Der Auftragsschein der Produktion, sobald übergeben (nur Betrieb)', params: orderNumberParamsSchema } },
    async (request, reply) => sendDownload(reply, await service.jobTicket(requireCaller(request).userId, request.params.orderNumber)),
  );

  app.get(
    '/orders/:orderNumber/lines/:lineId/:file',
    { schema: { tags, summary: 'Eine Druckdatei einer Position (Innenseiten oder Umschlag), sobald übergeben (nur Betrieb)', params: orderLineFileParamsSchema } },
    async (request, reply) => {
      const { orderNumber, lineId, file } = request.params;
      return sendDownload(reply, await service.lineFile(requireCaller(request).userId, orderNumber, lineId, file));
    },
  );

  app.get(
    '/feedback',
    { schema: { tags, summary: 'Die Rückmeldungen der Kunden, neueste zuerst (nur Betrieb)', querystring: backOfficeFeedbackQuerySchema, response: { 200: backOfficeFeedbackPageSchema, ...errorResponses(400, 401, 403) } } },
    (request) => service.feedbackPage(requireCaller(request).userId, request.query.page),
  );
};
