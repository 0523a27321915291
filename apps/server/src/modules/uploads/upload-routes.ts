import { contentHashSchema, finishedUploadSchema, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_METADATA_KEYS, UPLOADS_PATH } from '@eb/api-contract';
import { Server } from '@tus/server';
import type { CancellationContext, Upload } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DomainError, NotFoundError, TooManyRequestsError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import { tooManyRequestsMessage } from '../../lib/too-many-requests';
import { errorBody, errorResponses, GENERIC_ERROR_MESSAGE } from '../../plugins/error-handler';
import { requireCaller } from '../auth/authentication';
import { createFileDeletions } from './file-deletions';
import { discardUpload } from './finish-upload';
import type { PhotoProcessing } from './photo-processing';
import { createPhotosRepository } from './photos-repository';
import { refusals, UploadRefusedError, UploadUnavailableError } from './upload-content-check';
import { createUploadsRepository } from './uploads-repository';
import { newUploadId, StoragePartsStore, UPLOAD_ID_PATTERN } from './tus-store';

const tags = ['Fotos'];

export interface UploadRoutesOptions {
  db: Database;
  files: FileStorage;
  processing: PhotoProcessing;
  now: () => Date;
  /** All of one person's photos together (tests set a small one); UPLOAD_LIMITS.quotaBytes by default. */
  quotaBytes?: number;
}

/** Per person and per address: a family uploads hundreds of photos, a script thousands. */
const PER_USER_LIMIT = { max: 600, timeWindow: '1 hour' };
const PER_ADDRESS_LIMIT = { max: 2000, timeWindow: '1 hour' };
/**
 * HEAD, PATCH and DELETE of one person's uploads together. Our client sends 5 MB pieces: a phone
 * photo is one PATCH, a 50 MB scan ten, plus a HEAD and a resend per dropped connection — 600
 * uploads an hour (the creation limit) at ten requests each still fit.
 */
const PER_USER_REQUESTS_LIMIT = { max: 6000, timeWindow: '1 hour' };

const uploadGone = () => new NotFoundError('UPLOAD_NOT_FOUND', UPLOAD_MESSAGES.uploadGone);
const lengthRequired = () => new UploadRefusedError(400, 'UPLOAD_LENGTH_REQUIRED', 'Bitte nennen Sie die Größe der Datei gleich zu Beginn (Upload-Length).');

const tusResumable = z.string().max(20).optional().describe('tus-Version des Clients: 1.0.0');
const creationHeaders = z.looseObject({
  'tus-resumable': tusResumable,
  'upload-length': z
    .string({ error: 'Bitte nennen Sie die Größe der Datei in Bytes (Upload-Length).' })
    .regex(/^\d{1,16}$/, { error: 'Bitte nennen Sie die Größe der Datei in Bytes (Upload-Length).' })
    .describe('Größe der ganzen Datei in Bytes (1 bis 50 MB)'),
  'upload-metadata': z.string().max(8192).optional().describe(`tus-Metadaten, Werte in Base64: ${UPLOAD_METADATA_KEYS.fileName} (Dateiname), ${UPLOAD_METADATA_KEYS.contentHash} (SHA-256, optional)`),
});
const patchHeaders = z.looseObject({
  'tus-resumable': tusResumable,
  'upload-offset': z
    .string({ error: 'Bitte nennen Sie die Stelle, an der es weitergeht (Upload-Offset).' })
    .regex(/^\d{1,16}$/, { error: 'Bitte nennen Sie die Stelle, an der es weitergeht (Upload-Offset).' })
    .describe('Bytes, die der Server schon hat (aus HEAD)'),
  'content-type': z.string().max(200).optional().describe('application/offset+octet-stream'),
});
const resumableHeaders = z.looseObject({ 'tus-resumable': tusResumable });
const uploadParams = z.object({ uploadId: z.string().max(200) });

/**
 * tus 1.0 at /api/uploads (docs/decisions/019-tus-uploads.md). Fastify checks who calls and what
 * the headers announce (size, quota, ownership) and answers those refusals itself; then @tus/server
 * speaks the protocol on the raw request, over our store (parts in the file storage, state in the
 * database). Its own refusals are turned into this API's German JSON errors.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const uploads = createUploadsRepository(options.db);
  const deletions = createFileDeletions({ db: options.db, files: options.files, log: app.log });
  const store = new StoragePartsStore({
    db: options.db,
    files: options.files,
    uploads,
    photos: createPhotosRepository(options.db),
    processing: options.processing,
    deletions,
    log: app.log,
    quotaBytes: options.quotaBytes ?? UPLOAD_LIMITS.quotaBytes,
  });
  /**
   * The Fastify request behind a raw one, for tus's hooks (they see only the raw request): who
   * calls, the upload whose ownership Fastify checked (the only id tus may act on), and the upload
   * a POST created.
   */
  const requests = new WeakMap<object, { request: FastifyRequest; userId: string; uploadId?: string; createdId?: string }>();
  const requestOf = (req: { runtime?: { node?: { req: object } | undefined } | undefined }) => (req.runtime?.node?.req ? requests.get(req.runtime.node.req) : undefined);

  const tus = new GermanTusServer({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: UPLOAD_LIMITS.maxBytes,
    // Same origin only: no Access-Control-Allow-Origin at all.
    allowedOrigins: [],
    namingFunction: () => newUploadId(),
    // Never tus's own reading of the URL (its pattern reaches into the query string): the id checked above.
    getFileIdFromRequest: (req) => requestOf(req)?.uploadId,
    onUploadCreate: async (req, upload) => {
      const caller = requestOf(req);
      if (!caller) throw uploadGone();
      store.assignOwner(upload, caller.userId);
      caller.createdId = upload.id;
      return { metadata: keptMetadata(upload.metadata) };
    },
    onUploadFinish: async (req, upload) => {
      // The store kept the photo before it let the offset reach the size; here it only becomes the answer.
      const finished = store.takeFinished(upload.id);
      if (!finished) throw uploadGone();
      // The upload is gone now; without its date tus does not look it up again for an Upload-Expires (after POST).
      upload.creation_date = undefined;
      // 201 after creation-with-upload, so tus keeps the Location header; 200 (with a body) after PATCH.
      return {
        status_code: req.method === 'POST' ? 201 : 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(finishedUploadSchema.parse(finished)),
      };
    },
    onResponseError: async (req, error) => {
      const caller = requestOf(req);
      // A creation that fails answers no Location: nobody can go on with the upload, so it goes now.
      if (req.method === 'POST' && caller?.createdId) await discardUpload({ uploads, deletions }, caller.createdId);
      if (error instanceof UploadUnavailableError) (caller?.request.log ?? app.log).error({ err: error.cause }, 'keeping an uploaded photo failed');
      if (error instanceof DomainError) return { status_code: error.statusCode, body: JSON.stringify(errorBody(error.statusCode, error.code, error.message)) };
      // tus's own answers, translated into German by GermanTusServer.write (501, an extension we do not offer, is the client's).
      if (isTusError(error)) {
        if (error.status_code >= 500 && error.status_code !== 501) (caller?.request.log ?? app.log).error({ err: error }, 'upload request failed');
        return undefined;
      }
      (requestOf(req)?.request.log ?? app.log).error({ err: error }, 'upload request failed');
      return { status_code: 500, body: JSON.stringify(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE)) };
    },
  });

  /** Hands the request to tus; from here on the raw response is written by it. */
  async function passToTus(request: FastifyRequest, reply: FastifyReply, caller: { userId: string; uploadId?: string } | undefined) {
    if (caller) requests.set(request.raw, { request, ...caller });
    // tus reads nothing from the query string; dropped so that none of it can reach its parsing.
    request.raw.url = request.raw.url?.split('?')[0];
    // What hooks put on the reply (the rate limits' counts) would be lost with it.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'tus failed to answer');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE)));
      else reply.raw.destroy();
    }
    return reply;
  }

  const addressLimit = app.createRateLimit({ ...PER_ADDRESS_LIMIT, keyGenerator: (request) => `uploads-address|${request.ip}` });
  const requestsLimit = app.createRateLimit({ ...PER_USER_REQUESTS_LIMIT, keyGenerator: (request) => `uploads-requests|${request.caller?.userId ?? request.ip}` });

  /** The caller's own upload, else 404 exactly as for an id that never existed; counted against the caller's limit. */
  async function ownUpload(request: FastifyRequest, uploadId: string): Promise<{ userId: string; uploadId: string }> {
    const { userId } = requireCaller(request);
    const counted = await requestsLimit(request);
    if (!counted.isAllowed && counted.isExceeded) throw new TooManyRequestsError('TOO_MANY_REQUESTS', tooManyRequestsMessage(`${Math.max(1, Math.ceil(counted.ttlInSeconds / 60))} minutes`));
    if (!UPLOAD_ID_PATTERN.test(uploadId)) throw uploadGone();
    const upload = await uploads.find(uploadId);
    if (!upload || upload.userId !== userId) throw uploadGone();
    return { userId, uploadId };
  }

  // tus reads the raw body itself: nothing may parse or consume it first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    '',
    {
      config: { rateLimit: { ...PER_USER_LIMIT, hook: 'preHandler', keyGenerator: (request) => `uploads-user|${request.caller?.userId ?? request.ip}` } },
      onRequest: async (request) => {
        // @fastify/rate-limit runs one limit per request; the address's is counted here beside it.
        const counted = await addressLimit(request);
        if (!counted.isAllowed && counted.isExceeded) throw new TooManyRequestsError('TOO_MANY_REQUESTS', tooManyRequestsMessage(`${Math.max(1, Math.ceil(counted.ttlInSeconds / 60))} minutes`));
      },
      schema: {
        tags,
        summary: 'tus: ein Hochladen beginnen (creation, auch mit den ersten Bytes: creation-with-upload)',
        description:
          'Antwortet 201 mit Location /api/uploads/<id>. Enthält die Anfrage schon die ganze Datei, steht im Inhalt der Antwort das aufgenommene Foto (wie beim letzten PATCH).',
        headers: creationHeaders,
        response: { 201: finishedUploadSchema.describe('nur wenn die Datei schon mit dieser Anfrage vollständig ist'), ...errorResponses(400, 401, 403, 412, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { userId } = requireCaller(request);
      if (request.headers['upload-defer-length'] !== undefined || request.headers['upload-concat'] !== undefined) throw lengthRequired();
      const size = Number(request.headers['upload-length']);
      if (size === 0) throw refusals.empty();
      if (size > UPLOAD_LIMITS.maxBytes) throw refusals.tooLarge();
      // The quota is checked by the store, in the transaction that inserts the upload.
      return passToTus(request, reply, { userId });
    },
  );

  app.head(
    '/:uploadId',
    {
      schema: { tags, summary: 'tus: wie viel schon angekommen ist (Upload-Offset)', params: uploadParams, headers: resumableHeaders, response: errorResponses(401, 404, 410, 412, 429) },
    },
    async (request, reply) => passToTus(request, reply, await ownUpload(request, request.params.uploadId)),
  );

  app.patch(
    '/:uploadId',
    {
      schema: {
        tags,
        summary: 'tus: Bytes ab Upload-Offset anhängen (Content-Type application/offset+octet-stream)',
        description: 'Antwortet 204; mit dem letzten Byte 200 und dem aufgenommenen Foto als JSON (oder einer Ablehnung mit deutschem Grund).',
        params: uploadParams,
        headers: patchHeaders,
        response: { 200: finishedUploadSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 412, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => passToTus(request, reply, await ownUpload(request, request.params.uploadId)),
  );

  app.delete(
    '/:uploadId',
    {
      schema: { tags, summary: 'tus: ein Hochladen abbrechen (termination); die empfangenen Teile werden gelöscht', params: uploadParams, headers: resumableHeaders, response: errorResponses(401, 404, 412, 429) },
    },
    async (request, reply) => passToTus(request, reply, await ownUpload(request, request.params.uploadId)),
  );

  // The protocol's discovery (Tus-Version, Tus-Extension, Tus-Max-Size): no sign-in needed.
  for (const url of ['', '/:uploadId']) {
    app.options(url, { schema: { tags, summary: 'tus: was der Server kann' } }, async (request, reply) => passToTus(request, reply, undefined));
  }
};

/** Only the metadata the server reads, cleaned: a file name to show, and a hash the client may send along. */
function keptMetadata(metadata: Upload['metadata']): Record<string, string> {
  const kept: Record<string, string> = {};
  const fileName = metadata?.[UPLOAD_METADATA_KEYS.fileName]
    // eslint-disable-next-line no-control-regex -- control characters (NUL first) have no place in a name
    ?.replace(/[\u0000-\u001f\u007f\ufffd]/g, '')
    .trim()
    .slice(0, 255);
  if (fileName) kept[UPLOAD_METADATA_KEYS.fileName] = fileName;
  const hash = metadata?.[UPLOAD_METADATA_KEYS.contentHash];
  if (hash && contentHashSchema.safeParse(hash).success) kept[UPLOAD_METADATA_KEYS.contentHash] = hash;
  return kept;
}

/** tus's answers: its ERRORS objects, and Errors that carry one (the body limiter's MaxFileExceededError). */
function isTusError(error: unknown): error is { status_code: number; body: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status_code: status, body } = error as { status_code?: unknown; body?: unknown };
  return typeof status === 'number' && typeof body === 'string';
}

/** tus's own refusals (English text) as this API's German JSON errors. */
const TUS_ANSWERS: Array<{ status: number; body?: RegExp; answer: [number, string, string] }> = [
  { status: 412, answer: [412, 'TUS_VERSION_REQUIRED', 'Bitte laden Sie mit dem tus-Protokoll in Version 1.0.0 hoch (Kopfzeile Tus-Resumable).'] },
  { status: 400, body: /^Invalid /, answer: [400, 'TUS_INVALID_HEADER', 'Die Anfrage ist fehlerhaft: Eine Angabe im Kopf der Anfrage ist ungültig.'] },
  { status: 400, body: /aborted/i, answer: [400, 'UPLOAD_INTERRUPTED', 'Die Übertragung wurde unterbrochen. Bitte setzen Sie das Hochladen fort.'] },
  { status: 400, body: /Upload-Length/, answer: [400, 'UPLOAD_LENGTH_REQUIRED', 'Bitte nennen Sie die Größe der Datei gleich zu Beginn (Upload-Length).'] },
  { status: 400, body: /Metadata/, answer: [400, 'TUS_INVALID_METADATA', 'Die Anfrage ist fehlerhaft: Die Angaben zur Datei (Upload-Metadata) sind ungültig.'] },
  { status: 403, answer: [400, 'TUS_INVALID_PATCH', 'Die Anfrage ist fehlerhaft: Bitte senden Sie Upload-Offset und den Inhaltstyp application/offset+octet-stream.'] },
  { status: 404, answer: [404, 'UPLOAD_NOT_FOUND', UPLOAD_MESSAGES.uploadGone] },
  { status: 409, answer: [409, 'UPLOAD_OFFSET_CONFLICT', 'Der Stand des Hochladens hat sich geändert. Bitte fragen Sie ihn neu ab und setzen Sie dort fort.'] },
  { status: 410, answer: [410, 'UPLOAD_EXPIRED', UPLOAD_MESSAGES.uploadGone] },
  // Sizes over 50 MB are refused before tus; its 413s are bodies running past the upload's announced length.
  { status: 413, answer: [413, 'UPLOAD_LONGER_THAN_ANNOUNCED', 'Es kamen mehr Daten an, als für diese Datei angekündigt waren.'] },
  // Extensions we do not offer (deferred length, concatenation) are the client's choice, not our failure.
  { status: 501, answer: [400, 'TUS_EXTENSION_UNSUPPORTED', 'Diese Art des Hochladens bieten wir nicht an. Bitte nennen Sie die Größe gleich zu Beginn und laden Sie in einem Stück hoch.'] },
];

export function germanTusAnswer(status: number, body: string): ReturnType<typeof errorBody> {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string' && typeof parsed.message === 'string') return errorBody(status, parsed.code, parsed.message);
  } catch {
    // tus's own plain text: translated below.
  }
  const known = TUS_ANSWERS.find((entry) => entry.status === status && (!entry.body || entry.body.test(body)));
  if (known) return errorBody(...known.answer);
  return status >= 500 ? errorBody(500, 'INTERNAL', GENERIC_ERROR_MESSAGE) : errorBody(status, 'UPLOAD_REFUSED', 'Die Anfrage wurde abgelehnt.');
}

/** @tus/server whose every error answer is this API's JSON error with a German message. */
class GermanTusServer extends Server {
  override async write(context: CancellationContext, headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    const answer = germanTusAnswer(status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, answer.statusCode, JSON.stringify(answer));
  }
}
