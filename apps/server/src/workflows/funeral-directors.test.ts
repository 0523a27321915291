import type { UserInfo } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorAccounts } from '../modules/users/seed-operators';
import { COMPANY_BOOKS_KEPT, PROFILE_RESULT } from '../modules/users/profile-service';
import { companyNamed } from './funeral-directors';
import { latestMailTo, linkIn } from '../testing/outbox';
import { createTestApp, type TestApp } from '../testing/test-app';
import { confirmedUser, registeredUser } from '../testing/tokens';

let test: TestApp;
type Auth = { authorization: string };
let operator: Auth;
let helga: Auth;
let jonas: Auth;

beforeAll(async () => {
  test = await createTestApp({ OPERATOR_ACCOUNTS: 'leitstelle@example.de' });
  operator = (await confirmedUser(test, 'Leitstelle')).auth;
  await applyOperatorAccounts(test.database.db, { addresses: ['leitstelle@example.de'], demo: false, demoPassword: '' });
  helga = (await confirmedUser(test, 'Helga')).auth;
  jonas = (await confirmedUser(test, 'Jonas')).auth;
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

describe('trusted roles need a proven address', () => {
  it('refuses to make an account whose address was never confirmed a funeral director or a company’s employee', async () => {
    const squatter = await registeredUser(test, 'Vorgriff');
    const refused = await setDirector('Vorgriff', { maxTemplates: 3, companyName: 'Pietät Sonnenschein' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'USER_EMAIL_UNCONFIRMED', message: expect.stringContaining('E-Mail-Adresse noch nicht bestätigt') });
    expect(await info(squatter.auth)).toMatchObject({ isMortician: false, maxTemplates: 0, canBeMorticianUser: false });
  });
});

describe('companies', () => {
  it('are one per name in any case, however many operators name it at once', async () => {
    const names = ['Ruhe', 'Frieden', 'Stille', 'Andacht'];
    for (const name of names) await confirmedUser(test, name);
    const answers = await Promise.all(names.map((name, index) => setDirector(name, { maxTemplates: 1, companyName: index % 2 ? 'Haus der Stille' : 'haus der stille' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().companyId)).size).toBe(1);
    const rows = await test.database.db.query.companies.findMany({ where: (companies, { sql }) => sql`lower(${companies.name}) = 'haus der stille'` });
    expect(rows).toHaveLength(1);
  });

  // JavaScript lowers 'İ' to 'i̇', PostgreSQL (depending on its locale) differently: the lookup must use
  // the same lower() as the unique index, or naming such a company a second time ends in a 409.
  it('are found again by a name whose letters JavaScript and PostgreSQL lower differently', async () => {
    for (const name of ['Ince', 'Yilmaz']) await confirmedUser(test, name);
    const first = await setDirector('Ince', { maxTemplates: 1, companyName: 'Bestattungen İnce' });
    const second = await setDirector('Yilmaz', { maxTemplates: 1, companyName: 'Bestattungen İnce' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().companyId).toBe(first.json().companyId);
  });

  // The second transaction looks before the first commits: only the unique name makes it wait and then
  // take the first one's company (without it, PostgreSQL would store two).
  it('are one per name when a second operator makes the same new company before the first has committed', async () => {
    let commitFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstInserted = () => {};
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const first = test.database.db.transaction(async (tx) => {
      const company = await companyNamed(tx, 'Trauerhilfe Morgenrot');
      firstInserted();
      await firstMayCommit;
      return company;
    });
    await inserted;
    const second = test.database.db.transaction((tx) => companyNamed(tx, 'trauerhilfe morgenrot'));
    // Give the second time to reach its insert (on PGlite it simply waits for the first transaction).
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitFirst();
    const [made, found] = await Promise.all([first, second]);
    expect(found.id).toBe(made.id);
    expect(await test.database.db.query.companies.findMany({ where: (companies, { sql }) => sql`lower(${companies.name}) = 'trauerhilfe morgenrot'` })).toHaveLength(1);
  });

  it('keep the books an employee made for them when that employee deletes the account; private books go', async () => {
    const anna = await confirmedUser(test, 'Anna');
    const bernd = await confirmedUser(test, 'Bernd');
    for (const account of ['Anna', 'Bernd']) expect((await setDirector(account, { maxTemplates: 2, companyName: 'Bestattungen Abendrot' })).statusCode).toBe(200);
    const selection = (bookDescription: string) => ({ bookDescription, memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 });
    const own = await test.app.inject({ method: 'POST', url: '/api/books', headers: anna.auth, payload: selection('Annas eigenes Buch') });
    expect(own.statusCode).toBe(200);
    for (const auth of [anna.auth, bernd.auth]) await test.app.inject({ url: '/api/users/toggle-memory-book-user', headers: auth });
    const made = await test.app.inject({ method: 'POST', url: '/api/books', headers: anna.auth, payload: selection('Trauerfeier Familie Berger') });
    expect(made.statusCode).toBe(200);
    const bookId = made.json<{ pk: number }>().pk;

    // The mail and the answer say so (and say nothing of it to a customer, who has no such books).
    for (const auth of [anna.auth, (await confirmedUser(test, 'Kundin')).auth]) {
      expect((await test.app.inject({ method: 'POST', url: '/api/users/create-delete-user-action', headers: auth })).statusCode).toBe(200);
    }
    const mail = await latestMailTo(test.config.mailOutboxDir, 'anna@example.de');
    expect(mail?.text).toContain(COMPANY_BOOKS_KEPT);
    expect((await latestMailTo(test.config.mailOutboxDir, 'kundin@example.de'))?.text).not.toContain('Bestattungsunternehmen');
    const token = linkIn(mail, 'account-loesch-betaetigung')?.split('/').at(-1);
    const deletion = await test.app.inject({ url: `/api/users/apply-user-deletion?token=${token}` });
    expect(deletion.json()).toEqual({ message: PROFILE_RESULT.deletedCompanyBooksKept });
    expect(PROFILE_RESULT.deletedCompanyBooksKept).toContain(COMPANY_BOOKS_KEPT);
    expect(await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, anna.id) })).toBeUndefined();

    const list = await test.app.inject({ url: '/api/books', headers: bernd.auth });
    expect(list.json<Array<{ id: number; description: string }>>().map((book) => book.description)).toEqual(['Trauerfeier Familie Berger']);
    const opened = await test.app.inject({ url: `/api/books/${bookId}`, headers: bernd.auth });
    expect(opened.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'PUT', url: `/api/books/${bookId}`, headers: bernd.auth, payload: { description: 'Trauerfeier Berger (überarbeitet)' } })).statusCode).toBe(200);
    expect(await test.database.db.query.books.findMany({ where: (books, { eq }) => eq(books.description, 'Annas eigenes Buch') })).toHaveLength(0);
  });
});
