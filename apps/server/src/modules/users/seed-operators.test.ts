import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, confirmedUser } from '../../testing/tokens';
import { DEMO_OPERATOR_ACCOUNT, applyOperatorAccounts } from './seed-operators';
import { users } from './schema';

let test: TestApp;
let sender = 0;
const CONFIGURED = ['Chefin@Example.de', 'leitung@shop.example', 'vertretung@shop.example'];

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: CONFIGURED.join(','), SEED_DEMO_DATA: 'true' });
});
afterAll(() => test.close());

/** Registers through the API with any name and address, as a stranger could. */
async function register(account: string, email: string, confirmed: boolean): Promise<{ authorization: string }> {
  const answer = await test.app.inject({ method: 'POST', url: '/api/users/register', payload: { account, email, password: 'Kennwort1', isDataStoragePermitted: true }, remoteAddress: `10.31.0.${++sender}` });
  expect(answer.statusCode).toBe(200);
  const [user] = await test.database.db.select().from(users).where(eq(users.account, account));
  if (confirmed) await test.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user!.id));
  return { authorization: `Bearer ${await accessTokenFor(test, user!.id)}` };
}

const operatorsPage = (auth: { authorization: string }) => test.app.inject({ url: '/api/operator/memorial-pages', headers: auth });
/** What a restart does: the configuration is applied again. */
const restart = () => applyOperatorAccounts(test.database.db, { addresses: test.config.OPERATOR_ACCOUNTS, demo: true, demoPassword: 'egal' });

describe('OPERATOR_ACCOUNTS', () => {
  it('makes an operator only of the account that confirmed a configured address (in any case)', async () => {
    const chefin = await confirmedUser(test, 'Chefin');
    expect(await restart()).toEqual(['leitung@shop.example', 'vertretung@shop.example']);
    expect((await operatorsPage(chefin.auth)).statusCode).toBe(200);
  });

  it('gives no rights to someone who registers a configured address first without confirming it', async () => {
    const squatter = await register('Leitung', 'leitung@shop.example', false);
    expect(await restart()).toContain('leitung@shop.example');
    expect((await operatorsPage(squatter)).statusCode).toBe(403);
  });

  it('gives no rights to someone who takes a configured address as login name, even with a confirmed address of their own', async () => {
    const namesake = await register('vertretung@shop.example', 'namensvetter@example.de', true);
    expect(await restart()).toContain('vertretung@shop.example');
    expect((await operatorsPage(namesake)).statusCode).toBe(403);
  });

  it('keeps the demo operator outside production', async () => {
    await restart();
    const demo = await test.database.db.query.users.findFirst({ where: (table, { eq }) => eq(table.account, DEMO_OPERATOR_ACCOUNT) });
    expect(demo?.isOperator).toBe(true);
    expect((await operatorsPage({ authorization: `Bearer ${await accessTokenFor(test, demo!.id)}` })).statusCode).toBe(200);
  });

  it('takes the role away at once when the operator moves to another address through the profile', async () => {
    // Chefin (first test) confirmed the configured address chefin@example.de.
    const [chefin] = await test.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'Chefin'));
    const operator = { authorization: `Bearer ${await accessTokenFor(test, chefin!.id)}` };
    await restart();
    expect((await operatorsPage(operator)).statusCode).toBe(200);
    const requested = await test.app.inject({
      method: 'POST',
      url: '/api/users/create-change-user-data-action',
      headers: operator,
      payload: { email: 'privat@example.de', newPassword: null, isDataStoragePermitted: true, currentPassword: 'Kennwort1' },
      remoteAddress: `10.31.1.${++sender}`,
    });
    expect(requested.statusCode).toBe(200);
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'privat@example.de'), 'emailbestaetigung')?.split('/').at(-1);
    expect((await test.app.inject({ url: `/api/users/apply-data-changes?token=${token}`, remoteAddress: `10.31.1.${++sender}` })).statusCode).toBe(200);
    expect((await operatorsPage(operator)).statusCode).toBe(403);
  });
});
