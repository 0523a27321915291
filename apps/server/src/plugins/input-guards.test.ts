import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler';
import { NUL_IN_ADDRESS_MESSAGE, NUL_IN_INPUT_MESSAGE, unfitTextPath, registerInputGuards } from './input-guards';

/** A bare server with the guards and a route that would pass a NUL on to the database. */
const app = Fastify();
const reached: unknown[] = [];
beforeAll(async () => {
  registerErrorHandling(app);
  registerInputGuards(app);
  app.post('/seiten/:id', (request) => {
    reached.push({ params: request.params, query: request.query, body: request.body });
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, body: unknown = { name: 'Erna' }) => app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('a NUL character', () => {
  it.each(['/seiten/%00', '/seiten/abc%00', '/seiten/a?name=%00', '/seiten/a?%00=1'])('in the address %s is refused with 400 before any route or hook runs', async (url) => {
    const before = reached.length;
    const response = await post(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTER', message: NUL_IN_ADDRESS_MESSAGE });
    expect(reached.length).toBe(before);
  });

  it.each([
    [{ name: 'Er\u0000na' }, 'name'],
    [{ family: [{ name: 'ok' }, { name: '\u0000' }] }, 'family.1.name'],
    [{ 'na\u0000me': 'Erna' }, 'na\u0000me'],
    ['\u0000', 'Anfrage'],
  ])('in a body %j is refused with 400, naming the field', async (body, field) => {
    const response = await post('/seiten/a', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTER', message: NUL_IN_INPUT_MESSAGE, field });
  });

  it.each([[{ name: 'Erna \ud800' }], [{ name: '\udc00 Erna' }], [{ name: '😀\ud83d' }]])('half a surrogate pair in %j is refused like a NUL (PostgreSQL refuses it in jsonb)', async (body) => {
    const response = await post('/seiten/a', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTER', field: 'name' });
  });

  it('leaves whole emoji and other scripts alone', async () => {
    expect((await post('/seiten/a', { name: '😀 Иван 李 明 🕯️' })).statusCode).toBe(200);
  });

  it('is not confused with a written "%00" or other control characters', async () => {
    expect((await post('/seiten/%2500?x=%2500', { name: 'Zeile\neins\ttab', text: '\\u0000' })).statusCode).toBe(200);
  });

  it('is found however deep a body nests', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(unfitTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
