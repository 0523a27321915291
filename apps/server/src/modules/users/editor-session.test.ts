import type { BookEditInfo, EditorSession } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companyWithStaff, createBookAs, type Auth } from '../../testing/books';
import { registeredUser } from '../../testing/tokens';

/** What the editor opens with besides the book (SPEC.md section 7): GET /api/users/sessionid and GET /api/books/editinfo/{id}. */

let test: TestApp;
let anna: Auth;
let bernd: Auth;
let erika: Auth;
let jonas: Auth;
const COMPANY = 'bestattungen-sitzung';

beforeAll(async () => {
  test = await createTestApp();
  anna = (await registeredUser(test, 'Anna')).auth;
  bernd = (await registeredUser(test, 'Bernd')).auth;
  const colleagues = [await registeredUser(test, 'Erika'), await registeredUser(test, 'Jonas')];
  await companyWithStaff(test, { id: COMPANY, name: 'Bestattungen Sitzung' }, colleagues);
  [erika, jonas] = colleagues.map((person) => person.auth) as [Auth, Auth];
});
afterAll(() => test.close());

const get = (url: string, auth?: Auth) => test.app.inject({ url, ...(auth ? { headers: auth } : {}) });
const createBook = (auth: Auth) => createBookAs(test, auth);

describe('GET /api/users/sessionid', () => {
  it('answers a fresh random editor session id for the signed-in caller, never cached', async () => {
    const first = await get('/api/users/sessionid', anna);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { sessionId } = first.json<EditorSession>();
    expect(sessionId).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
    // Two tabs, two sessions.
    expect((await get('/api/users/sessionid', anna)).json<EditorSession>().sessionId).not.toBe(sessionId);
  });

  it('answers 401 in German without sign-in or with a token that is not ours', async () => {
    for (const auth of [undefined, { authorization: 'Bearer kein.gueltiges.token' }]) {
      const answer = await get('/api/users/sessionid', auth);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/melden/);
    }
  });
});

describe('GET /api/books/editinfo/:id', () => {
  it('answers the editor’s ids for a book the caller may open, a company book to a colleague too', async () => {
    const own = await createBook(anna);
    const info = await get(`/api/books/editinfo/${own}`, anna);
    expect(info.statusCode).toBe(200);
    expect(info.json<BookEditInfo>()).toMatchObject({ orderPk: own, projectId: `book-${own}`, themeId: 101, hasMemorialPage: false });
    const companyBook = await createBook(erika);
    expect((await get(`/api/books/editinfo/${companyBook}`, jonas)).json<BookEditInfo>().orderPk).toBe(companyBook);
  });

  it('answers 404 for another person’s book, as for one that does not exist, and 401 without sign-in', async () => {
    const own = await createBook(anna);
    const other = await get(`/api/books/editinfo/${own}`, bernd);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual((await get('/api/books/editinfo/999999', bernd)).json());
    expect((await get(`/api/books/editinfo/${await createBook(erika)}`, bernd)).statusCode).toBe(404);
    expect((await get(`/api/books/editinfo/${own}`)).statusCode).toBe(401);
  });
});
