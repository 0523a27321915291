import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/dev-mailbox-routes';
import { createTestApp, type TestApp } from '../../testing/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const send = (payload: unknown, ip = '10.0.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/users/feedback', payload: payload as object, remoteAddress: ip });

// Each refused request comes from its own address, so the rate limit never hides a 400.
let senderNumber = 0;

describe('POST /api/users/feedback', () => {
  it('stores the feedback, mails it to support with the sender as reply address, and thanks', async () => {
    const response = await send({ userRating: 1, email: 'erna@example.de', feedbackText: 'Sehr einfühlsam gemacht.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Vielen Dank für Ihr Feedback!.' });
    const rows = await test.database.db.query.feedback.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userRating: 1, email: 'erna@example.de', feedbackText: 'Sehr einfühlsam gemacht.' });
    const [mail] = await listOutbox(test.config.mailOutboxDir);
    expect(mail).toMatchObject({ to: test.config.SUPPORT_EMAIL, replyTo: 'erna@example.de', subject: expect.stringContaining('gefällt mir') });
    expect(mail?.text).toContain('Sehr einfühlsam gemacht.');
    expect(mail?.html).toContain('Erinnerungsbuch');
  });

  it('accepts a rating alone or a text alone', async () => {
    expect((await send({ userRating: -1 }, '10.0.0.2')).statusCode).toBe(200);
    expect((await send({ feedbackText: 'Danke', email: '' }, '10.0.0.2')).statusCode).toBe(200);
  });

  it.each([
    [{}, 'Bitte nutzen Sie zumindest die Bewertung (gefällt mir oder gefällt mir nicht) oder senden Sie uns ein schriftliches Feedback.'],
    [{ feedbackText: '   ', email: 'a@b.de' }, 'Bitte nutzen Sie zumindest die Bewertung'],
    [{ userRating: 1, email: 'keine-adresse' }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    [{ userRating: 1, email: `${'a'.repeat(65)}@example.de` }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    [{ userRating: 1, email: `a@${'b'.repeat(250)}.de` }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    [{ userRating: 5 }, 'userRating'],
    [{ userRating: '1' }, 'userRating'],
    [{ feedbackText: 'x'.repeat(5001) }, 'höchstens 5000 Zeichen'],
  ])('refuses %o with 400 and a reason, storing nothing', async (payload, reason) => {
    const before = (await test.database.db.query.feedback.findMany()).length;
    const response = await send(payload, `10.0.1.${++senderNumber}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(reason);
    expect(await test.database.db.query.feedback.findMany()).toHaveLength(before);
  });

  it('refuses a body that is not JSON with 400, never 500', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/users/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"userRating":',
      remoteAddress: '10.0.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it('limits one sender to five feedbacks in ten minutes, with a German 429', async () => {
    for (let index = 0; index < 5; index++) expect((await send({ userRating: 1 }, '10.0.0.9')).statusCode).toBe(200);
    const limited = await send({ userRating: 1 }, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Zu viele Anfragen') });
    expect((await send({ userRating: 1 }, '10.0.0.10')).statusCode).toBe(200);
  });

  it('exempts configured addresses from the limit', async () => {
    const exempt = await createTestApp({ RATE_LIMIT_ALLOWLIST: '10.0.7.7' });
    for (let index = 0; index < 7; index++) {
      const response = await exempt.app.inject({ method: 'POST', url: '/api/users/feedback', payload: { userRating: 1 }, remoteAddress: '10.0.7.7' });
      expect(response.statusCode).toBe(200);
    }
    await exempt.close();
  });
});

describe('the developer mailbox', () => {
  it('lists the outbox and shows a mail with its HTML, outside production', async () => {
    const list = await test.app.inject('/dev/mails');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Neues Feedback');
    const id = /href="\/dev\/mails\/([\w-]+)"/.exec(list.body)?.[1];
    const mail = await test.app.inject(`/dev/mails/${id}`);
    expect(mail.statusCode).toBe(200);
    expect(mail.headers['content-security-policy']).not.toContain('script-src');
    expect((await test.app.inject('/dev/mails/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    expect((await production.app.inject('/dev/mails')).statusCode).toBe(404);
    await production.close();
  });
});
