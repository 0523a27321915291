import multipart from '@fastify/multipart';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MALFORMED_MULTIPART_MESSAGE, registerErrorHandling } from './error-handler';

let test: TestApp;
let sender = 0;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const send = (payload: string, headers: Record<string, string>) =>
  test.app.inject({ method: 'POST', url: '/api/users/register', payload, headers, remoteAddress: `10.8.0.${++sender}` });

describe('malformed requests', () => {
  it.each([
    ['broken JSON', '{"account": "Erna",', { 'content-type': 'application/json' }, 400, 'FST_ERR_CTP_INVALID_JSON_BODY', 'Die Anfrage ist fehlerhaft: Ihr Inhalt ist kein gültiges JSON.'],
    ['an empty JSON body', '', { 'content-type': 'application/json' }, 400, 'FST_ERR_CTP_EMPTY_JSON_BODY', 'Die Anfrage ist fehlerhaft: Sie ist als JSON angekündigt, aber leer.'],
    ['an unsupported media type', '<erna/>', { 'content-type': 'application/xml' }, 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Dieses Datenformat wird nicht unterstützt.'],
    ['a body over 1 MB', JSON.stringify({ account: 'x'.repeat(1024 * 1024) }), { 'content-type': 'application/json' }, 413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Die Anfrage ist zu groß.'],
  ])('answers %s with a German reason and Fastify’s code', async (_what, payload, headers, status, code, message) => {
    const response = await send(payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code, message });
  });

  it('answers an undecodable address with a German reason', async () => {
    const response = await test.app.inject({ url: '/api/books/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FST_ERR_BAD_URL', message: 'Die Adresse enthält ungültige Zeichen.' });
  });

  it('never passes Fastify’s English text on', async () => {
    for (const [payload, type] of [['{', 'application/json'], ['', 'application/json'], ['x', 'text/csv']] as const) {
      const { message } = (await send(payload, { 'content-type': type })).json<{ message: string }>();
      expect(message).not.toMatch(/\b(body|is|not|valid|cannot|be|empty|when|content-type|unsupported|media|type)\b/i);
    }
  });
});

describe('answers every route can rely on', () => {
  /** A bare server with the one error handler: an upload route with its own words for a too large file, one without. */
  async function uploadServer() {
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(multipart, { limits: { fileSize: 1024, files: 1 } });
    const read = async (request: FastifyRequest) => ({ bytes: (await (await request.file())?.toBuffer())?.length ?? 0 });
    app.put('/mit-worten', { config: { tooLargeMessage: 'Das Foto ist zu groß. Bitte wählen Sie ein Foto bis 1 KB.' } }, read);
    app.put('/ohne-worte', read);
    app.get('/zu-viele', async () => {
      throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
    });
    return app;
  }
  const upload = (app: Awaited<ReturnType<typeof uploadServer>>, url: string, size: number) => {
    const boundary = 'grenze';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bild.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      Buffer.alloc(size, 0xff),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({ method: 'PUT', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };

  it('answers an uploaded file over its limit with 413 and the route’s own German words, without the route catching anything', async () => {
    const app = await uploadServer();
    try {
      expect((await upload(app, '/mit-worten', 1024)).json()).toEqual({ bytes: 1024 });
      const refused = await upload(app, '/mit-worten', 1025);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({ code: 'FST_REQ_FILE_TOO_LARGE', message: 'Das Foto ist zu groß. Bitte wählen Sie ein Foto bis 1 KB.' });
      const plain = await upload(app, '/ohne-worte', 1025);
      expect(plain.statusCode).toBe(413);
      expect(plain.json()).toMatchObject({ code: 'FST_REQ_FILE_TOO_LARGE', message: 'Die Datei ist zu groß.' });
    } finally {
      await app.close();
    }
  });

  it('answers a 429 that is no domain error with the one German sentence, never the English original', async () => {
    const app = await uploadServer();
    try {
      const refused = await app.inject({ method: 'GET', url: '/zu-viele' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.');
    } finally {
      await app.close();
    }
  });

  it('answers a deadlock or serialization failure that reaches it with 409 and a German reason, not 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    // Drizzle wraps the driver's error: the SQLSTATE sits in `cause`.
    const failing = (code: string) => async () => {
      throw Object.assign(new Error('Failed query: update …'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
    };
    app.get('/deadlock', failing('40P01'));
    app.get('/serialization', failing('40001'));
    app.get('/other', failing('23502'));
    try {
      for (const url of ['/deadlock', '/serialization']) {
        const refused = await app.inject({ method: 'GET', url });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'TRANSACTION_CONFLICT', message: expect.stringContaining('Bitte versuchen Sie es noch einmal.') });
      }
      expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n'],
    ['with a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, '--x\r\n'],
    ['cut short', 'multipart/form-data; boundary=grenze', '--grenze\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc'],
  ])('answers an upload %s with 400 and a German reason, not 500', async (_what, type, payload) => {
    const app = await uploadServer();
    try {
      const refused = await app.inject({ method: 'PUT', url: '/ohne-worte', payload, headers: { 'content-type': type } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'MALFORMED_MULTIPART', message: MALFORMED_MULTIPART_MESSAGE });
    } finally {
      await app.close();
    }
  });
});
