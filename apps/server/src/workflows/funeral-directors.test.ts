import type { UserInfo } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorAccounts } from '../modules/users/seed-operators';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedUser, registeredUser } from '../testing/tokens';

let test: TestApp;
type Auth = { authorization: string };
let operator: Auth;
let helga: Auth;
let jonas: Auth;

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'Leitstelle' });
  operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { accounts: ['Leitstelle'], demo: false, demoPassword: '' });
  helga = (await registeredUser(test, 'Helga')).auth;
  jonas = (await registeredUser(test, 'Jonas')).auth;
});
afterAll(() => test.close());

const setDirector = (account: string, payload: object, auth = operator) => test.app.inject({ method: 'PUT', url: `/api/operator/funeral-directors/${account}`, headers: auth, payload });
const info = async (auth: Auth) => (await test.app.inject({ url: '/api/users/user-info', headers: auth })).json<UserInfo>();

describe('operators make funeral directors', () => {
  it('sets the template allowance and the company; two employees of one company share it', async () => {
    const first = await setDirector('Helga', { maxTemplates: 4, companyName: 'Pietät Sonnenschein' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ account: 'Helga', isMortician: true, maxTemplates: 4, companyName: 'Pietät Sonnenschein', companyId: expect.stringMatching(/^pietaet-sonnenschein-[0-9a-f]{6}$/) });
    const second = await setDirector('jonas', { maxTemplates: 2, companyName: 'pietät sonnenschein' });
    expect(second.json().companyId).toBe(first.json().companyId);
    expect(await info(helga)).toMatchObject({ isMortician: true, maxTemplates: 4, morticianName: 'Pietät Sonnenschein', canBeMorticianUser: true });
    expect(await info(jonas)).toMatchObject({ maxTemplates: 2, morticianId: first.json().companyId });
  });

  it('takes a funeral director out of the company, and out of its view', async () => {
    await test.app.inject({ url: '/api/users/toggle-memory-book-user', headers: jonas });
    expect(await info(jonas)).toMatchObject({ isMorticianUser: true });
    expect((await setDirector('Jonas', { maxTemplates: 2, companyName: null })).statusCode).toBe(200);
    expect(await info(jonas)).toMatchObject({ isMortician: true, canBeMorticianUser: false, isMorticianUser: false, morticianId: null });
  });

  it('refuses anyone but the operators, unknown accounts and bad numbers', async () => {
    expect((await setDirector('Jonas', { maxTemplates: 50, companyName: null }, helga)).json()).toMatchObject({ statusCode: 403, message: 'Dieser Bereich ist dem Betrieb vorbehalten.' });
    expect((await setDirector('Niemand', { maxTemplates: 1, companyName: null })).statusCode).toBe(404);
    expect((await setDirector('Helga', { maxTemplates: -1, companyName: null })).json()).toMatchObject({ statusCode: 400, message: 'Die Zahl der Vorlagen darf nicht negativ sein.' });
    expect((await setDirector('Helga', { maxTemplates: 2.5, companyName: null })).statusCode).toBe(400);
    expect((await setDirector('Helga', { maxTemplates: 2, companyName: '   ' })).json()).toMatchObject({ message: 'Bitte geben Sie den Namen des Unternehmens an.' });
    expect((await test.app.inject({ method: 'PUT', url: '/api/operator/funeral-directors/Helga', payload: { maxTemplates: 1, companyName: null } })).statusCode).toBe(401);
    expect(await info(helga)).toMatchObject({ maxTemplates: 4 });
  });
});
