import type { UserInfo } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorialPageCompany, memorialPageExists } from '../modules/memorial-pages';
import { createMemorialPagesRepository } from '../modules/memorial-pages/repository';
import { createMemorialPagesService } from '../modules/memorial-pages/service';
import { createAccountService } from '../modules/users/account-service';
import { statementsDuring } from '../testing/query-counter';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registeredUser } from '../testing/tokens';
import { createStartFromMemorialPageWorkflow } from './start-from-memorial-page';

let test: TestApp;
let sender = 0;
// A seeded demo page (SEED_DEMO_DATA).
const PAGE = 'margarete-weber';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers, remoteAddress: `10.7.0.${++sender}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userCount = async () => (await test.database.db.query.users.findMany()).length;
const linkedPageIds = async (auth: Record<string, string>) => (await get('/api/users/memorialpages', auth)).json<Array<{ id: string }>>().map((page) => page.id);
/** The SQL statements that write to or read from a table. */
const touching = (statements: string[], pattern: RegExp) => statements.filter((statement) => pattern.test(statement));

/** The workflow as app.ts wires it, with one part replaced to fail. */
function workflowWith(overrides: { linkToUser?: () => Promise<never>; recordMemorialPageVisit?: () => Promise<never> }) {
  const db = test.database.db;
  const accounts = createAccountService({ db, signTemporaryToken: async () => 'token', hasBooks: async () => false, memorialPageExists: memorialPageExists(db) });
  const memorialPages = createMemorialPagesService(createMemorialPagesRepository(db));
  return createStartFromMemorialPageWorkflow({
    db,
    accounts: {
      createTemporaryUser: accounts.createTemporaryUser,
      recordMemorialPageVisit: overrides.recordMemorialPageVisit ?? accounts.recordMemorialPageVisit,
      noteReferringCompany: accounts.noteReferringCompany,
    },
    memorialPages: { linkToUser: overrides.linkToUser ?? memorialPages.linkToUser },
    pageExists: memorialPageExists(db),
    pageCompany: memorialPageCompany(db),
  });
}

describe('a trial started from a memorial page (GET /api/users/create?memorialPageId)', () => {
  it('answers the token with the takeover message; the page is linked and remembered, the visit written once', async () => {
    const { result: response, statements } = await statementsDuring(() => get(`/api/users/create?memorialPageId=${PAGE}`));
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json<{ token: string; message?: string }>();
    expect(message).toBe('Die Gedenkseite von Margarete Weber ist jetzt mit Ihrem Zugang verbunden. Mit „Direkt starten“ beginnen Sie Ihr Erinnerungsbuch.');
    expect((await get('/api/users/user-info', bearer(token))).json<UserInfo>()).toMatchObject({ isTemporary: true, lastVisitedPageId: PAGE });
    expect(await linkedPageIds(bearer(token))).toEqual([PAGE]);
    expect(touching(statements, /^update "users" set "last_visited_memorial_page_id"/)).toHaveLength(1);
  });

  it('starts a plain trial without a message for a page that no longer exists', async () => {
    const response = await get('/api/users/create?memorialPageId=gibt-es-nicht');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('message');
    expect(await linkedPageIds(bearer(response.json<{ token: string }>().token))).toEqual([]);
  });

  it('leaves no trial user behind when attaching the page fails', async () => {
    const before = await userCount();
    const failing = workflowWith({ linkToUser: () => Promise.reject(new Error('Verbindung verloren')) });
    await expect(failing.startTrial(PAGE)).rejects.toThrow('Verbindung verloren');
    expect(await userCount()).toBe(before);
  });

  it('leaves neither a trial user nor a link behind when remembering the visit fails', async () => {
    const before = await userCount();
    const linksBefore = (await test.database.db.query.userMemorialPages.findMany()).length;
    const failing = workflowWith({ recordMemorialPageVisit: () => Promise.reject(new Error('Verbindung verloren')) });
    await expect(failing.startTrial(PAGE)).rejects.toThrow('Verbindung verloren');
    expect(await userCount()).toBe(before);
    expect(await test.database.db.query.userMemorialPages.findMany()).toHaveLength(linksBefore);
  });
});

describe('the takeover by someone signed in (GET /api/users/update-memorial-page-id)', () => {
  it('links the page and remembers it, with the visit written once', async () => {
    const lotte = await registeredUser(test, 'Lotte');
    const { result: response, statements } = await statementsDuring(() => get(`/api/users/update-memorial-page-id?memorialPageId=${PAGE}`, lotte.auth));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Margarete Weber');
    expect(touching(statements, /^update "users" set "last_visited_memorial_page_id"/)).toHaveLength(1);
    expect(await linkedPageIds(lotte.auth)).toEqual([PAGE]);
    expect((await get('/api/users/user-info', lotte.auth)).json<UserInfo>().lastVisitedPageId).toBe(PAGE);
  });

  it('keeps no link when remembering the visit fails', async () => {
    const karl = await registeredUser(test, 'Karl');
    await expect(workflowWith({ recordMemorialPageVisit: () => Promise.reject(new Error('Verbindung verloren')) }).takeOver(karl.id, PAGE)).rejects.toThrow('Verbindung verloren');
    expect(await linkedPageIds(karl.auth)).toEqual([]);
  });

  it('answers 404 for an unknown page and remembers nothing', async () => {
    const greta = await registeredUser(test, 'Greta');
    const response = await get('/api/users/update-memorial-page-id?memorialPageId=gibt-es-nicht', greta.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Diese Gedenkseite gibt es nicht.');
    expect((await get('/api/users/user-info', greta.auth)).json<UserInfo>().lastVisitedPageId).toBeNull();
  });
});

describe('user-info?memorialPageId', () => {
  it('only asks whether the page exists: no appointments, no entries read', async () => {
    const hans = await registeredUser(test, 'Hans');
    const { result: response, statements } = await statementsDuring(() => get(`/api/users/user-info?memorialPageId=${PAGE}`, hans.auth));
    expect(response.json<UserInfo>().lastVisitedPageId).toBe(PAGE);
    expect(touching(statements, /"memorial_appointments"|"memorial_entries"/)).toEqual([]);
    // The same pattern does catch the reads of the whole page.
    const publicPage = await statementsDuring(() => get(`/api/memorial-pages/${PAGE}`));
    expect(touching(publicPage.statements, /"memorial_appointments"|"memorial_entries"/)).toHaveLength(2);
  });
});
