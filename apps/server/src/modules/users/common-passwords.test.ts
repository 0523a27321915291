import { isCommonPassword as isOnBrowserList } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../lib/common-passwords';
import { latestMailTo, linkIn } from '../../testing/outbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';

const TOO_COMMON = 'Dieses Kennwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.';
/** On the server's full list only: the browser lets it through, the server refuses it. */
const ONLY_ON_FULL_LIST = 'Sokrates';

let test: TestApp;
let sender = 0;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.7.0.${++sender}` });
const register = (account: string, password: string) =>
  post('/api/users/register', { email: `${account.toLowerCase()}@example.de`, account, password, isDataStoragePermitted: true });

describe('the most common passwords are refused', () => {
  it('knows English and German ones, in any case', async () => {
    for (const password of ['123456', 'passwort', 'Passwort', 'hallo123', 'SCHATZ', 'password1', 'qwertz', ONLY_ON_FULL_LIST]) {
      expect(await isCommonPassword(password)).toBe(true);
    }
    expect(await isCommonPassword('Lindenblatt7')).toBe(false);
    expect(isOnBrowserList(ONLY_ON_FULL_LIST)).toBe(false);
  });

  it('at registration, with a German reason (400), whether the browser knows the password or only the server', async () => {
    for (const [account, password] of [['Agathe', 'Hallo123'], ['Berta', ONLY_ON_FULL_LIST]] as const) {
      const refused = await register(account, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TOO_COMMON);
      expect(await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, account) })).toBeUndefined();
    }
    expect((await register('Clara', 'Lindenblatt7')).statusCode).toBe(200);
  });

  it('as the new password in the profile', async () => {
    const dora = await registeredUser(test, 'Dora');
    for (const newPassword of ['passwort', ONLY_ON_FULL_LIST.toLowerCase()]) {
      const refused = await post(
        '/api/users/create-change-user-data-action',
        { email: 'dora@example.de', newPassword, isDataStoragePermitted: true, currentPassword: 'Kennwort1' },
        dora.auth,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(TOO_COMMON);
    }
  });

  it('as the new password of a reset', async () => {
    await registeredUser(test, 'Elfriede');
    await post('/api/users/request-password-reset', { email: 'elfriede@example.de' });
    const token = linkIn(await latestMailTo(test.config.mailOutboxDir, 'elfriede@example.de'), 'passwort-neu')?.split('/').at(-1) ?? '';
    expect(token).not.toBe('');
    const refused = await post('/api/users/reset-password', { token, password: ONLY_ON_FULL_LIST });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOO_COMMON);
  });
});
