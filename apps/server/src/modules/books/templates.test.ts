import type { Book, UserInfo } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { users } from '../users/schema';
import { DEMO_FUNERAL_DIRECTOR_ACCOUNT } from '../../workflows/seed-demo-funeral-director';

let test: TestApp;
type Auth = { authorization: string };
let director: Auth;
let colleague: Auth;
let family: Auth;

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  const lindner = await test.database.db.query.users.findFirst({ where: eq(users.account, DEMO_FUNERAL_DIRECTOR_ACCOUNT) });
  if (!lindner) throw new Error('demo funeral director not seeded');
  director = { authorization: `Bearer ${await accessTokenFor(test, lindner.id)}` };
  // A second employee of the same company, allowed two templates.
  const second = await registeredUser(test, 'Kollegin');
  await test.database.db.update(users).set({ isMortician: true, maxTemplates: 2, companyId: 'bestattungen-lindner' }).where(eq(users.id, second.id));
  colleague = second.auth;
  family = (await registeredUser(test, 'Familie')).auth;
});
afterAll(() => test.close());

const get = <T = unknown>(url: string, auth: Auth) => test.app.inject({ url, headers: auth }).then((response) => ({ status: response.statusCode, body: response.json<T>(), headers: response.headers }));
const booksOf = async (auth: Auth) => (await get<Book[]>('/api/books', auth)).body;
const selection = { bookDescription: 'Für Familie Berger', memorialpageId: null, formatId: 2, paperId: 3, themeId: 101, cover: 1, pages: 1 };
const create = async (auth: Auth) => (await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: selection })).json<{ pk: number }>().pk;

describe('the demo funeral director', () => {
  it('has a company with a logo, two templates and can switch to the company’s books', async () => {
    const info = (await get<UserInfo>('/api/users/user-info', director)).body;
    expect(info).toMatchObject({ isMortician: true, maxTemplates: 5, morticianName: 'Bestattungen Lindner', morticianLogoSrc: '/images/companies/bestattungen-lindner.svg', morticianId: 'bestattungen-lindner', canBeMorticianUser: true, isMorticianUser: false });
    const templates = (await booksOf(director)).filter((book) => book.isTemplate);
    expect(templates.map((book) => book.description)).toEqual(expect.arrayContaining(['Vorlage Trauerfeier – klassisch', 'Vorlage Erinnerungen – quadratisch']));
    expect(templates.every((book) => book.isEditable && book.editableUntil === null)).toBe(true);
  });
});

describe('templates', () => {
  it('makes a begun book from a template with its own name; the template stays', async () => {
    const template = (await booksOf(director)).find((book) => book.isTemplate);
    const made = await get<{ pk: number }>(`/api/books/create-from-template?bookId=${template?.pk}&bookDescription=${encodeURIComponent('Für Herrn Sommer')}`, director);
    expect(made.status).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const book = (await get<Book>(`/api/books/${made.body.pk}`, director)).body;
    expect(book).toMatchObject({ description: 'Für Herrn Sommer', state: 1, isTemplate: false });
    expect((await get(`/api/books/details/${made.body.pk}`, director)).body).toEqual((await get(`/api/books/details/${template?.pk}`, director)).body);
  });

  it('refuses a normal book as a template source, a too long name, and a page the user may not link', async () => {
    const normal = (await booksOf(director)).find((book) => !book.isTemplate);
    expect((await get(`/api/books/create-from-template?bookId=${normal?.pk}`, director)).status).toBe(404);
    const template = (await booksOf(director)).find((book) => book.isTemplate);
    expect((await get(`/api/books/create-from-template?bookId=${template?.pk}&bookDescription=${'x'.repeat(151)}`, director)).body).toMatchObject({ message: 'Bitte max. 150 Zeichen eingeben.' });
    // The director may link the demo pages; the colleague, working on the same company's template, may not.
    await get('/api/users/toggle-memory-book-user', director);
    const companyTemplate = await get<{ pk: number }>(`/api/books/create-template-from-book/${await create(director)}`, director);
    await get('/api/users/toggle-memory-book-user', director);
    await get('/api/users/toggle-memory-book-user', colleague);
    expect((await get(`/api/books/create-from-template?bookId=${companyTemplate.body.pk}&memorialpageId=margarete-weber`, colleague)).body).toMatchObject({ message: 'Keine passende Gedenkseite gefunden!' });
    expect((await get(`/api/books/create-from-template?bookId=${companyTemplate.body.pk}&memorialpageId=keine-solche-seite`, colleague)).status).toBe(400);
    // An empty choice is no choice.
    expect((await get(`/api/books/create-from-template?bookId=${companyTemplate.body.pk}&memorialpageId=`, colleague)).status).toBe(200);
    await get('/api/users/toggle-memory-book-user', colleague);
  });

  it('makes templates up to maxTemplates, then answers 409 with SPEC.md’s text — also for copying a template', async () => {
    const source = await create(colleague);
    const first = await get<{ pk: number }>(`/api/books/create-template-from-book/${source}`, colleague);
    expect(first.status).toBe(200);
    expect((await get<Book>(`/api/books/${first.body.pk}`, colleague)).body).toMatchObject({ isTemplate: true, description: 'Für Familie Berger (Vorlage)' });
    expect((await get(`/api/books/copy/${first.body.pk}`, colleague)).status).toBe(200);
    const full = await get(`/api/books/create-template-from-book/${source}`, colleague);
    expect(full).toMatchObject({ status: 409, body: { message: 'max. Vorlagenanzahl erreicht' } });
    expect((await get(`/api/books/copy/${first.body.pk}`, colleague)).status).toBe(409);
    expect((await booksOf(colleague)).filter((book) => book.isTemplate)).toHaveLength(2);
  });

  it('never makes more than maxTemplates, even for requests at the same moment', async () => {
    const someone = await registeredUser(test, 'Eilig');
    await test.database.db.update(users).set({ isMortician: true, maxTemplates: 1 }).where(eq(users.id, someone.id));
    const source = await create(someone.auth);
    const answers = await Promise.all(Array.from({ length: 4 }, () => get(`/api/books/create-template-from-book/${source}`, someone.auth)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('is only for funeral directors: a family and a trial user get 403', async () => {
    const own = await create(family);
    expect((await get(`/api/books/create-template-from-book/${own}`, family)).body).toMatchObject({ message: 'Vorlagen können nur Bestatter anlegen.' });
    const trial = (await get<{ token: string }>('/api/users/create', { authorization: '' })).body.token;
    const trialAuth = { authorization: `Bearer ${trial}` };
    const trialBook = await create(trialAuth);
    expect((await get(`/api/books/create-template-from-book/${trialBook}`, trialAuth)).status).toBe(403);
  });

  it('answers 404 for another user’s template and book', async () => {
    const template = (await booksOf(director)).find((book) => book.isTemplate);
    expect((await get(`/api/books/create-from-template?bookId=${template?.pk}`, family)).status).toBe(404);
    expect((await get(`/api/books/create-template-from-book/${template?.pk}`, colleague)).status).toBe(404);
  });
});

describe('company books', () => {
  it('switch with toggle-memory-book-user: books made in the company view are shared by its employees', async () => {
    const toggled = await get<UserInfo>('/api/users/toggle-memory-book-user', director);
    expect(toggled.headers['cache-control']).toBe('no-store');
    expect(toggled.body).toMatchObject({ isMorticianUser: true });
    const pk = await create(director);
    const companyBooks = await booksOf(director);
    expect(companyBooks.map((book) => book.pk)).toContain(pk);
    // The director's own templates belong to the own view.
    expect(companyBooks.map((book) => book.description)).not.toContain('Vorlage Trauerfeier – klassisch');
    // The colleague sees it only in the company view.
    expect((await booksOf(colleague)).map((book) => book.pk)).not.toContain(pk);
    await get('/api/users/toggle-memory-book-user', colleague);
    expect((await booksOf(colleague)).map((book) => book.pk)).toContain(pk);
    expect((await get(`/api/books/${pk}`, colleague)).status).toBe(200);
    // Back in the own view, the director's templates are there again.
    expect((await get<UserInfo>('/api/users/toggle-memory-book-user', director)).body).toMatchObject({ isMorticianUser: false });
    expect((await booksOf(director)).some((book) => book.isTemplate)).toBe(true);
  });

  it('refuses the switch for someone without a company with SPEC.md’s text', async () => {
    expect(await get('/api/users/toggle-memory-book-user', family)).toMatchObject({ status: 409, body: { message: 'Der Nutzter konnte nicht gewechselt werden.' } });
  });
});

describe('edit info', () => {
  it('gives our editor’s ids for the user’s own book and 404 for anyone else', async () => {
    const pk = await create(family);
    const info = await get(`/api/books/editinfo/${pk}`, family);
    expect(info.body).toMatchObject({ orderPk: pk, themeId: 101, productCode: 'EB-F2-P3', projectId: `book-${pk}`, shareId: null, s2PSessionId: expect.stringMatching(/^[\da-f-]{36}$/) });
    expect((await get(`/api/books/editinfo/${pk}`, colleague)).status).toBe(404);
  });
});
