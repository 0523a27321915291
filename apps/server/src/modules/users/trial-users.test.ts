import type { UserInfo } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registeredUser } from '../../testing/tokens';

let test: TestApp;
let sender = 0;
// A seeded demo page (SEED_DEMO_DATA).
const PAGE = 'margarete-weber';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers, remoteAddress: `10.6.0.${++sender}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function trialUser(query = ''): Promise<{ authorization: string }> {
  const response = await get(`/api/users/create${query}`);
  expect(response.statusCode).toBe(200);
  return bearer(response.json<{ token: string }>().token);
}
const infoOf = async (auth: Record<string, string>, query = '') => (await get(`/api/users/user-info${query}`, auth)).json<UserInfo>();
const linkedPageIds = async (auth: Record<string, string>) => (await get('/api/users/memorialpages', auth)).json<Array<{ id: string }>>().map((page) => page.id);

describe('GET /api/users/create?memorialPageId', () => {
  it('starts the trial with the page taken over and remembered', async () => {
    const auth = await trialUser(`?memorialPageId=${PAGE}`);
    expect(await infoOf(auth)).toMatchObject({ isTemporary: true, lastVisitedPageId: PAGE });
    expect(await linkedPageIds(auth)).toEqual([PAGE]);
  });

  it('starts a plain trial without a page, and for a page that no longer exists', async () => {
    for (const query of ['', '?memorialPageId=gibt-es-nicht']) {
      const auth = await trialUser(query);
      expect(await infoOf(auth)).toMatchObject({ isTemporary: true, lastVisitedPageId: null });
      expect(await linkedPageIds(auth)).toEqual([]);
    }
  });

  it.each(['%3Cscript%3E', 'Gro%C3%9F', 'x'.repeat(81), ''])('refuses the malformed page id "%s" with 400 and makes no user', async (id) => {
    const before = (await test.database.db.query.users.findMany()).length;
    const response = await get(`/api/users/create?memorialPageId=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Diese Gedenkseite gibt es nicht.');
    expect(await test.database.db.query.users.findMany()).toHaveLength(before);
  });
});

describe('GET /api/users/user-info?memorialPageId', () => {
  it('remembers the page the user comes from, without taking it over', async () => {
    const lotte = await registeredUser(test, 'Lotte');
    expect((await infoOf(lotte.auth)).lastVisitedPageId).toBeNull();
    expect(await infoOf(lotte.auth, `?memorialPageId=${PAGE}`)).toMatchObject({ account: 'Lotte', lastVisitedPageId: PAGE });
    expect((await infoOf(lotte.auth)).lastVisitedPageId).toBe(PAGE);
    expect(await linkedPageIds(lotte.auth)).toEqual([]);
  });

  it('ignores a page that does not exist and still answers', async () => {
    const auth = await trialUser(`?memorialPageId=${PAGE}`);
    const response = await get('/api/users/user-info?memorialPageId=gibt-es-nicht', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserInfo>().lastVisitedPageId).toBe(PAGE);
  });

  it('refuses a malformed page id with 400, and a caller without token with 401', async () => {
    const auth = await trialUser();
    const malformed = await get('/api/users/user-info?memorialPageId=%3Cscript%3E', auth);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Diese Gedenkseite gibt es nicht.');
    expect((await get(`/api/users/user-info?memorialPageId=${PAGE}`)).statusCode).toBe(401);
  });
});

describe('a trial user who registers', () => {
  it('keeps the books made on trial', async () => {
    const auth = await trialUser();
    const selection = { bookDescription: 'Für Oma Grete', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };
    const made = await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: selection });
    expect(made.statusCode).toBe(200);
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: auth,
      payload: { email: 'grete.enkel@example.de', account: 'Grete Enkel', password: 'Kennwort1', isDataStoragePermitted: true },
      remoteAddress: '10.6.1.1',
    });
    expect(registered.statusCode).toBe(200);
    // Signed in as the registered account now (same user, no longer temporary).
    expect(await infoOf(auth)).toMatchObject({ account: 'Grete Enkel', isTemporary: false, hasBooks: true });
    const books = (await get('/api/books', auth)).json<Array<{ pk: number; description: string }>>();
    expect(books).toEqual([expect.objectContaining({ pk: made.json<{ pk: number }>().pk, description: 'Für Oma Grete' })]);
  });
});
