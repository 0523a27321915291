import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { REDACTED } from '../../lib/log-serializers';
import { createBookAs } from '../../testing/books';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { confirmedUser } from '../../testing/tokens';
import { mailedToken } from './test-shares';

/** What the server logs while a shared book's link is used: the request and error logs at the most talkative level. */
let test: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  test = await createTestApp();
  app = await buildApp({ config: { ...test.config, LOG_LEVEL: 'trace' }, database: test.database, logStream: { write: (line) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await test.close();
});

describe('a shared book’s token', () => {
  it('never reaches the log: not from the info route, the confirmation, a refusal or the landing page', async () => {
    const anna = await confirmedUser(test, 'Anna');
    const bookId = await createBookAs(test, anna.auth);
    const shared = await app.inject({ method: 'POST', url: `/api/books/share/${bookId}`, headers: anna.auth, payload: { email: 'log@example.de', userName: 'Anna', text: null } });
    expect(shared.statusCode).toBe(200);
    const token = await mailedToken(test, 'log@example.de');
    expect((await app.inject({ url: `/api/books/shared-book-info/${token}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/books/confirm-share/${token}` })).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/books/confirm-share/${token}`, headers: anna.auth })).statusCode).toBe(200);
    // Used now: refused, and logged as such.
    expect((await app.inject({ url: `/api/books/shared-book-info/${token}` })).statusCode).toBe(404);
    await app.inject({ url: `/geteiltes-buch/${token}` });
    const log = lines.join('');
    expect(log).toContain(`/api/books/shared-book-info/${REDACTED}`);
    expect(log).toContain(`/api/books/confirm-share/${REDACTED}`);
    expect(log).toContain(`/geteiltes-buch/${REDACTED}`);
    expect(log).not.toContain(token);
  });
});
