import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

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
