import type { OperatorMemorialPage } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, linkIn } from '../testing/outbox';
import { statementsDuring } from '../testing/query-counter';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accessTokenFor, confirmedUser, registeredUser } from '../testing/tokens';
import { slug } from '../lib/slug';

let test: TestApp;
let operator: { id: string; auth: { authorization: string } };

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'betriebsleitung@example.de' });
  operator = await confirmedUser(test, 'Betriebsleitung');
  // Operators are applied at start; this operator registered afterwards, so apply again as a restart would.
  const { applyOperatorAccounts } = await import('../modules/users/seed-operators');
  await applyOperatorAccounts(test.database.db, { addresses: ['betriebsleitung@example.de'], demo: false, demoPassword: '' });
});
afterAll(() => test.close());

const page = { firstNames: 'Walburga', lastName: 'Öztürk-Müller', dateOfBirth: '1931-05-02', dateOfDeath: '2026-11-20', placeOfDeath: 'Beispielstadt', administratorEmail: 'sohn@example.de' };

describe('operators create memorial pages', () => {
  it('creates the page, makes a new administrator and mails a link to choose a password', async () => {
    const created = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: page });
    expect(created.statusCode).toBe(200);
    const result = created.json<OperatorMemorialPage>();
    expect(result.id).toMatch(/^walburga-oeztuerk-mueller-[0-9a-f]{6}$/);

    const mail = await latestMailTo(test.config.mailOutboxDir, 'sohn@example.de');
    expect(mail?.subject).toBe('Die Gedenkseite für Walburga Öztürk-Müller ist eingerichtet');
    const token = linkIn(mail, 'passwort-neu')?.split('/').at(-1) ?? '';
    const reset = await test.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password: 'Familie2026' } });
    expect(reset.statusCode).toBe(200);

    const administrator = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, 'sohn@example.de') });
    const auth = { authorization: `Bearer ${await accessTokenFor(test, administrator!.id)}` };
    expect((await test.app.inject({ url: `/api/memorial-pages/${result.id}/administration`, headers: auth })).statusCode).toBe(200);

    const list = (await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>();
    expect(list[0]).toMatchObject({ id: result.id, administratorEmail: 'sohn@example.de', waitingEntries: 0 });
  });

  it('tells the administrator where to find the administration: /login/{id} after setting the password', async () => {
    const created = (await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, administratorEmail: 'enkel@example.de' } })).json<OperatorMemorialPage>();
    const mail = await latestMailTo(test.config.mailOutboxDir, 'enkel@example.de');
    expect(mail?.text).toContain(`${test.config.publicUrl}/login/${created.id}`);
  });

  it('gives an existing customer the page and mails them a link that leads to its administration', async () => {
    const customer = await confirmedUser(test, 'Kundin');
    const created = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, administratorEmail: 'kundin@example.de' } });
    expect(created.statusCode).toBe(200);
    const id = created.json<OperatorMemorialPage>().id;
    expect(linkIn(await latestMailTo(test.config.mailOutboxDir, 'kundin@example.de'), 'login')).toBe(`${test.config.publicUrl}/login/${id}`);
    const administered = await test.app.inject({ url: '/api/users/administered-memorial-pages', headers: customer.auth });
    expect(administered.json()).toEqual([{ id, description: 'Walburga Öztürk-Müller' }]);
  });

  // Anyone may register with a family member's address; only its mailbox may administer the page.
  it('hands an account whose address was never confirmed to the mailbox: its password and sign-ins end, and the set-password link goes to the address', async () => {
    const squatter = await registeredUser(test, 'Vorweg');
    // Tokens say their issue time in whole seconds: let the handover come at least one second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const created = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, administratorEmail: 'vorweg@example.de' } });
    expect(created.statusCode).toBe(200);
    const id = created.json<OperatorMemorialPage>().id;

    expect((await test.app.inject({ url: `/api/memorial-pages/${id}/administration`, headers: squatter.auth })).statusCode).toBe(401);
    const account = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, squatter.id) });
    expect(account?.passwordHash).toBeNull();

    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'vorweg@example.de'), 'passwort-neu')?.split('/').at(-1) ?? '';
    expect((await test.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password: 'Postfach2026' } })).statusCode).toBe(200);
    const mailbox = { authorization: `Bearer ${await accessTokenFor(test, squatter.id)}` };
    expect((await test.app.inject({ url: `/api/memorial-pages/${id}/administration`, headers: mailbox })).statusCode).toBe(200);
  });

  it('refuses with 409 an address that is another customer’s login name, and makes no page', async () => {
    // Someone chose the address as their login name but registered with another one.
    await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { account: 'tochter@example.de', email: 'andere@example.de', password: 'Kennwort1', isDataStoragePermitted: true },
      remoteAddress: '10.77.0.1',
    });
    const before = (await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>().length;
    const refused = await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, administratorEmail: 'Tochter@Example.de' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('bereits der Anmeldename eines anderen Kundenkontos');
    expect((await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).json<OperatorMemorialPage[]>()).toHaveLength(before);
  });

  it('is for operators only', async () => {
    const family = await registeredUser(test, 'Familie');
    expect((await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: family.auth, payload: page })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/operator/memorial-pages', headers: family.auth })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/operator/memorial-pages' })).statusCode).toBe(401);
  });

  it('are only accounts with a confirmed address: a configured address someone else registered first gives no rights', async () => {
    const early = await registeredUser(test, 'Schichtleitung');
    const { applyOperatorAccounts } = await import('../modules/users/seed-operators');
    const notOperators = await applyOperatorAccounts(test.database.db, { addresses: ['betriebsleitung@example.de', 'Schichtleitung@Example.de'], demo: false, demoPassword: '' });
    expect(notOperators).toEqual(['schichtleitung@example.de']);
    expect((await test.app.inject({ url: '/api/operator/memorial-pages', headers: early.auth })).statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth })).statusCode).toBe(200);
  });

  it('lists every page with its administrator’s address, reading the addresses in one query however many there are', async () => {
    for (const email of ['nichte@example.de', 'neffe@example.de', 'schwager@example.de']) {
      expect((await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, administratorEmail: email } })).statusCode).toBe(200);
    }
    const { result, statements } = await statementsDuring(() => test.app.inject({ url: '/api/operator/memorial-pages', headers: operator.auth }));
    const addresses = result.json<OperatorMemorialPage[]>().map((entry) => entry.administratorEmail);
    expect(addresses.slice(0, 3)).toEqual(['schwager@example.de', 'neffe@example.de', 'nichte@example.de']);
    expect(new Set(addresses).size).toBeGreaterThanOrEqual(5);
    // Whether the token still counts, whether the caller is an operator, then all the administrators at once.
    expect(statements.filter((statement) => /from "users"/.test(statement))).toHaveLength(3);
  });

  it.each([{ firstNames: '' }, { administratorEmail: 'keine' }, { dateOfDeath: '2026-02-30' }])('refuses %o with 400', async (bad) => {
    expect((await test.app.inject({ method: 'POST', url: '/api/operator/memorial-pages', headers: operator.auth, payload: { ...page, ...bad } })).statusCode).toBe(400);
  });
});

describe('slug', () => {
  it('spells German letters out', () => {
    expect(slug('Jörg Weiß-Überall')).toBe('joerg-weiss-ueberall');
  });
});
