import type { CompanyBrand, UserInfo } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorialPages } from '../memorial-pages/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { companies, users } from './schema';

let test: TestApp;
let sender = 0;
// The demo funeral director's company, which looks after both demo pages (SEED_DEMO_DATA).
const LINDNER: CompanyBrand = { id: 'bestattungen-lindner', name: 'Bestattungen Lindner', logoSrc: '/images/companies/bestattungen-lindner.svg' };
const OTHER: CompanyBrand = { id: 'bestattungen-anders-3f9a1c', name: 'Bestattungen Anders', logoSrc: null };
const PAGE = 'margarete-weber';
const PAGE_WITHOUT_COMPANY = 'ohne-bestatter';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  await test.database.db.insert(companies).values(OTHER);
  await test.database.db.insert(memorialPages).values({ id: PAGE_WITHOUT_COMPANY, firstNames: 'Otto', lastName: 'Ohne' });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers, remoteAddress: `10.11.0.${++sender % 250}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function trialUser(query = ''): Promise<{ authorization: string }> {
  const response = await get(`/api/users/create${query}`);
  expect(response.statusCode).toBe(200);
  return bearer(response.json<{ token: string }>().token);
}
const referralOf = async (auth: Record<string, string>) => (await get('/api/users/user-info', auth)).json<UserInfo>().referringCompany;
const register = (account: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers,
    payload: { email: `${account}@example.de`, account, password: 'Tannenzapfen-17', isDataStoragePermitted: true, ...extra },
    remoteAddress: `10.11.1.${++sender % 250}`,
  });
const referringCompanyIdOf = async (account: string) => (await test.database.db.query.users.findFirst({ where: eq(users.account, account) }))?.referringCompanyId;

describe('GET /api/companies/{id}/brand (a funeral director’s link, before any account)', () => {
  it('answers the name and logo of a known company, and nothing else', async () => {
    const response = await get(`/api/companies/${LINDNER.id}/brand`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(LINDNER);
  });

  it('answers 404 with a German reason for an unknown company, 400 for what cannot be a company id', async () => {
    const unknown = await get('/api/companies/gibt-es-nicht/brand');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dieses Bestattungsunternehmen gibt es nicht.');
    for (const id of ['%00', 'Bestattungen%20Lindner', '..%2f..%2fetc', 'x'.repeat(90), '%F0%9F%95%AF']) {
      const response = await get(`/api/companies/${id}/brand`);
      expect(response.statusCode, id.slice(0, 30)).toBe(400);
      // Some are refused before routing (a NUL byte), with the server's general German reason.
      expect(response.json().message, id.slice(0, 30)).toMatch(/Bestattungsunternehmen|unzulässig/);
    }
    expect((await get('/api/companies/Bestattungen%20Lindner/brand')).json().message).toBe('Dieses Bestattungsunternehmen gibt es nicht.');
  });
});

describe('the referral stored when the account is created', () => {
  it('a trial started from the director’s link keeps the company; user-info returns its name and logo', async () => {
    const auth = await trialUser(`?referringCompanyId=${LINDNER.id}`);
    expect(await referralOf(auth)).toEqual(LINDNER);
  });

  it('an unknown company id starts a plain trial; one that cannot be an id is refused with 400', async () => {
    expect(await referralOf(await trialUser('?referringCompanyId=gibt-es-nicht'))).toBeNull();
    expect(await referralOf(await trialUser())).toBeNull();
    const malformed = await get('/api/users/create?referringCompanyId=Bestattungen%20Lindner');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Dieses Bestattungsunternehmen gibt es nicht.');
  });

  it('a trial started from a page the director’s company looks after keeps that company; a page without one, none', async () => {
    expect(await referralOf(await trialUser(`?memorialPageId=${PAGE}`))).toEqual(LINDNER);
    expect(await referralOf(await trialUser(`?memorialPageId=${PAGE_WITHOUT_COMPANY}`))).toBeNull();
  });

  it('a registration passing the remembered referral stores it; an unknown id registers without one', async () => {
    expect((await register('referred', { referringCompanyId: LINDNER.id })).statusCode).toBe(200);
    expect(await referringCompanyIdOf('referred')).toBe(LINDNER.id);
    expect((await register('unreferred', { referringCompanyId: 'gibt-es-nicht' })).statusCode).toBe(200);
    expect(await referringCompanyIdOf('unreferred')).toBeNull();
  });

  it('a referral that cannot be a company id (stale in session storage) is ignored: the registration goes through without one', async () => {
    for (const [account, referringCompanyId] of [['stale', 'Bestattungen Lindner'], ['numeric', 42], ['overlong', 'x'.repeat(90)]] as const) {
      const response = await register(account, { referringCompanyId });
      expect(response.statusCode, account).toBe(200);
      expect(await referringCompanyIdOf(account), account).toBeNull();
    }
    // The registration's own fields are still checked.
    expect((await register('ohnezustimmung', { referringCompanyId: 'Bestattungen Lindner', isDataStoragePermitted: false })).statusCode).toBe(400);
  });
});

describe('the first referral wins', () => {
  it('a trial user who came through one director keeps them after another director’s page and a registration naming another', async () => {
    const auth = await trialUser(`?referringCompanyId=${OTHER.id}`);
    expect((await get(`/api/users/update-memorial-page-id?memorialPageId=${PAGE}`, auth)).statusCode).toBe(200);
    expect(await referralOf(auth)).toEqual(OTHER);
    expect((await register('treu', { referringCompanyId: LINDNER.id }, auth)).statusCode).toBe(200);
    expect(await referralOf(auth)).toEqual(OTHER);
  });

  it('the director’s link comes before the page the trial starts from', async () => {
    expect(await referralOf(await trialUser(`?referringCompanyId=${OTHER.id}&memorialPageId=${PAGE}`))).toEqual(OTHER);
  });

  it('someone signed in without a referral gets the company of the page they take over', async () => {
    const lotte = await registeredUser(test, 'Lotte');
    expect(await referralOf(lotte.auth)).toBeNull();
    expect((await get(`/api/users/update-memorial-page-id?memorialPageId=${PAGE}`, lotte.auth)).statusCode).toBe(200);
    expect(await referralOf(lotte.auth)).toEqual(LINDNER);
  });

  it('a funeral director is nobody’s referral: taking over a page keeps their own company in the header', async () => {
    const director = await test.database.db.query.users.findFirst({ where: eq(users.account, 'lindner') });
    const auth = bearer(await accessTokenFor(test, director!.id));
    expect((await get(`/api/users/update-memorial-page-id?memorialPageId=${PAGE_WITHOUT_COMPANY}`, auth)).statusCode).toBe(200);
    await test.database.db.update(memorialPages).set({ companyId: OTHER.id }).where(eq(memorialPages.id, PAGE_WITHOUT_COMPANY));
    expect((await get(`/api/users/update-memorial-page-id?memorialPageId=${PAGE_WITHOUT_COMPANY}`, auth)).statusCode).toBe(200);
    expect((await get('/api/users/user-info', auth)).json<UserInfo>()).toMatchObject({ referringCompany: null, morticianName: LINDNER.name, morticianLogoSrc: LINDNER.logoSrc });
    await test.database.db.update(memorialPages).set({ companyId: null }).where(eq(memorialPages.id, PAGE_WITHOUT_COMPANY));
  });
});

describe('a company that goes', () => {
  it('leaves its referred accounts without a referral, not broken', async () => {
    const gone: CompanyBrand = { id: 'bestattungen-vergangen', name: 'Bestattungen Vergangen', logoSrc: null };
    await test.database.db.insert(companies).values(gone);
    const auth = await trialUser(`?referringCompanyId=${gone.id}`);
    expect(await referralOf(auth)).toEqual(gone);
    await test.database.db.delete(companies).where(eq(companies.id, gone.id));
    expect(await referralOf(auth)).toBeNull();
  });
});
