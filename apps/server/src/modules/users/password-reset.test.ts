import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor } from '../../testing/tokens';
import { oidcPayloads } from '../auth/schema';

let test: TestApp;
let sender = 0;
// The server's clock, moved on to let links expire.
let clock = new Date('2026-11-22T10:00:00Z');
const post = (url: string, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url, payload, remoteAddress: `10.3.0.${++sender}` });
const userNamed = (account: string) => test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, account) });

beforeAll(async () => {
  test = await createTestApp({}, () => clock);
  await post('/api/users/register', { email: 'karl@example.de', account: 'Karl', password: 'altesKennwort', isDataStoragePermitted: true });
});
afterAll(() => test.close());

describe('forgotten password', () => {
  it('answers the same for known and unknown addresses, mailing only the known one', async () => {
    const known = await post('/api/users/request-password-reset', { email: 'KARL@example.de' });
    const unknown = await post('/api/users/request-password-reset', { email: 'niemand@example.de' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMailTo(test.config.mailOutboxDir, 'niemand@example.de')).toBeUndefined();
    expect((await latestMailTo(test.config.mailOutboxDir, 'karl@example.de'))?.subject).toBe('Ein neues Kennwort für Ihr Kundenkonto');
  });

  it('sets the new password once, signs the person out everywhere, and refuses the link again', async () => {
    await post('/api/users/request-password-reset', { email: 'karl@example.de' });
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'karl@example.de'), 'passwort-neu')?.split('/').at(-1) ?? '';
    const karl = await userNamed('Karl');
    await test.database.db.insert(oidcPayloads).values({ model: 'Session', id: 'sitzung-1', payload: { accountId: karl?.id } });

    const reset = await post('/api/users/reset-password', { token, password: 'neuesKennwort' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('Ihr neues Kennwort ist gespeichert.');
    expect(await verifyPassword('neuesKennwort', (await userNamed('Karl'))?.passwordHash ?? '')).toBe(true);
    expect(await test.database.db.query.oidcPayloads.findMany()).toHaveLength(0);

    const again = await post('/api/users/reset-password', { token, password: 'drittesKennwort' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('nicht mehr gültig');
  });

  it('ends every token issued before, trial tokens too, takes back the links still waiting, and counts the address as confirmed', async () => {
    // Tokens carry the real time; the server's clock must agree with it here.
    clock = new Date();
    await post('/api/users/register', { email: 'mara@example.de', account: 'Mara', password: 'altesKennwort', isDataStoragePermitted: true });
    const mara = await userNamed('Mara');
    const before = { authorization: `Bearer ${await accessTokenFor(test, mara!.id)}` };
    const userInfo = (auth: { authorization: string }) => test.app.inject({ url: '/api/users/user-info', headers: auth });
    expect((await userInfo(before)).statusCode).toBe(200);
    // Someone who knew the old password asks to delete the account (the link goes to Mara's mailbox, and may lie around there).
    await test.app.inject({ method: 'POST', url: '/api/users/create-delete-user-action', headers: before });
    const deletion = linkIn(await latestMailTo(test.config.mailOutboxDir, 'mara@example.de'), 'account-loesch-betaetigung')?.split('/').at(-1) ?? '';
    expect(deletion).not.toBe('');

    await post('/api/users/request-password-reset', { email: 'mara@example.de' });
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'mara@example.de'), 'passwort-neu')?.split('/').at(-1) ?? '';
    // Tokens say their issue time in whole seconds: the reset comes at least one second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    clock = new Date();
    expect((await post('/api/users/reset-password', { token, password: 'neuesKennwort' })).statusCode).toBe(200);

    const refused = await userInfo(before);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.');
    const after = { authorization: `Bearer ${await accessTokenFor(test, mara!.id)}` };
    expect((await userInfo(after)).statusCode).toBe(200);
    expect((await test.app.inject({ url: `/api/users/apply-user-deletion?token=${deletion}` })).statusCode).toBe(400);
    expect((await userNamed('Mara'))?.emailConfirmedAt).not.toBeNull();
  });

  it('refuses a link older than 24 hours and keeps the old password', async () => {
    await post('/api/users/register', { email: 'lene@example.de', account: 'Lene', password: 'altesKennwort', isDataStoragePermitted: true });
    await post('/api/users/request-password-reset', { email: 'lene@example.de' });
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'lene@example.de'), 'passwort-neu')?.split('/').at(-1) ?? '';
    const requestedAt = clock;
    clock = new Date(requestedAt.getTime() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      const expired = await post('/api/users/reset-password', { token, password: 'neuesKennwort' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als 24 Stunden. Bitte fordern Sie einen neuen an.');
    } finally {
      clock = requestedAt;
    }
    expect(await verifyPassword('altesKennwort', (await userNamed('Lene'))?.passwordHash ?? '')).toBe(true);
  });

  it.each([
    ['/api/users/request-password-reset', { email: 'kaputt' }, 'Sie müssen eine gültige E-Mail-Adresse angeben.'],
    ['/api/users/reset-password', { token: 'x'.repeat(43), password: '123' }, 'Das Kennwort muss mindestens 6 Zeichen lang sein.'],
    ['/api/users/reset-password', { token: '<script>', password: 'genuglang' }, 'Der Link ist unvollständig.'],
  ])('refuses bad input to %s with 400', async (url, payload, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
