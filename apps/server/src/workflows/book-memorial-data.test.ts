import type { MemorialPageData } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memorialPages } from '../modules/memorial-pages/schema';
import { MEMORIAL_PAGE_SEEDS } from '../modules/memorial-pages/seed-pages';
import { createTestApp, type TestApp } from '../testing/test-app';
import { accessTokenFor, registeredUser } from '../testing/tokens';

let test: TestApp;
const [seed] = MEMORIAL_PAGE_SEEDS;
const pageId = seed!.id;
let family: { id: string; auth: { authorization: string } };
let stranger: { id: string; auth: { authorization: string } };
let linkedBook = 0;
let plainBook = 0;

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  family = await registeredUser(test, 'Enkelin');
  stranger = await registeredUser(test, 'Fremde');
  await test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}`, headers: family.auth });
  const book = (memorialpageId: string | null) =>
    test.app.inject({ method: 'POST', url: '/api/books', headers: family.auth, payload: { bookDescription: 'Für Oma', memorialpageId, formatId: 1, paperId: 3, themeId: 101, cover: 1, pages: 1 } });
  linkedBook = (await book(pageId)).json<{ pk: number }>().pk;
  plainBook = (await book(null)).json<{ pk: number }>().pk;
});
afterAll(() => test.close());

const get = (url: string, auth = family.auth) => test.app.inject({ url, headers: auth });

/** The page's administrator with a book of their own linked to it. */
async function bookOfAdministrator() {
  const admin = await test.database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.account, seed!.administrator.account) });
  const auth = { authorization: `Bearer ${await accessTokenFor(test, admin!.id)}` };
  const created = await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: { bookDescription: 'Mama', memorialpageId: pageId, formatId: 1, paperId: 3, themeId: 101, cover: 1, pages: 1 } });
  return { pk: created.json<{ pk: number }>().pk, auth };
}

describe('memorial data through a book (SPEC.md section 7)', () => {
  it('gives the linked page’s public data, approved entries and the quotes', async () => {
    const data = (await get(`/api/memorialpages/${linkedBook}`)).json<MemorialPageData>();
    expect(data.fullName.value).toContain(seed!.lastName);
    const condolences = (await get(`/api/memorialpages/${linkedBook}/condolences`)).json<unknown[]>();
    expect(condolences).toHaveLength(seed!.condolences.filter((entry) => entry.visible).length);
    expect((await get(`/api/memorialpages/${linkedBook}/gifts`)).json<unknown[]>()).toHaveLength(seed!.gifts.length);
    const quotes = (await get(`/api/assets/quotesbyorder/${linkedBook}`)).json<Array<{ source: string }>>();
    expect(quotes.length).toBeGreaterThanOrEqual(40);
  });

  it('shows the administrator everything, others only the public part', async () => {
    const admin = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, seed!.administrator.account) });
    const adminAuth = { authorization: `Bearer ${await accessTokenFor(test, admin!.id)}` };
    const adminBook = (
      await test.app.inject({ method: 'POST', url: '/api/books', headers: adminAuth, payload: { bookDescription: 'Mama', memorialpageId: pageId, formatId: 1, paperId: 3, themeId: 101, cover: 1, pages: 1 } })
    ).json<{ pk: number }>().pk;
    const privateAppointment = seed!.appointments.find((appointment) => !appointment.isPublic);
    const adminView = (await get(`/api/memorialpages/${adminBook}`, adminAuth)).json<MemorialPageData>();
    const familyView = (await get(`/api/memorialpages/${linkedBook}`)).json<MemorialPageData>();
    if (privateAppointment) {
      expect(adminView.appointments.map((appointment) => appointment.description)).toContain(privateAppointment.description);
      expect(familyView.appointments.map((appointment) => appointment.description)).not.toContain(privateAppointment.description);
    }
    expect(adminView.appointments.length).toBeGreaterThanOrEqual(familyView.appointments.length);
  });

  it('yields empty lists for a book without a page, and 404 for the page itself', async () => {
    expect((await get(`/api/memorialpages/${plainBook}/candles`)).json()).toEqual([]);
    expect((await get(`/api/memorialpages/${plainBook}`)).statusCode).toBe(404);
  });

  it('never gives another family’s data: someone else’s book is a 404, a bad id a 400', async () => {
    const routes = ['', '/candles', '/condolences', '/gifts'].map((path) => `/api/memorialpages/${linkedBook}${path}`);
    for (const url of [...routes, `/api/assets/quotesbyorder/${linkedBook}`]) {
      const answer = await get(url, stranger.auth);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(seed!.lastName);
      expect((await test.app.inject({ url })).statusCode).toBe(401);
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const path of ['', '/candles', '/condolences', '/gifts']) expect((await get(`/api/memorialpages/${bad}${path}`)).statusCode).toBe(400);
      expect((await get(`/api/assets/quotesbyorder/${bad}`)).statusCode).toBe(400);
    }
  });

  it('never passes on a candle or condolence that waits for approval or was hidden', async () => {
    const waiting = [...seed!.candles, ...seed!.condolences].filter((entry) => !entry.visible).map((entry) => entry.text);
    expect(waiting.length).toBeGreaterThan(0);
    await test.app.inject({ method: 'POST', url: `/api/memorial-pages/${pageId}/condolences`, payload: { name: 'Unbekannt', text: 'Noch nicht freigegeben.' }, remoteAddress: '10.42.0.1' });
    await test.app.inject({ method: 'POST', url: `/api/memorial-pages/${pageId}/candles`, payload: { name: 'Unbekannt', text: 'Kerze wartet.' }, remoteAddress: '10.42.0.1' });
    const adminBook = await bookOfAdministrator();
    for (const [book, auth] of [
      [linkedBook, family.auth],
      [adminBook.pk, adminBook.auth],
    ] as const) {
      const answers = await Promise.all(['candles', 'condolences', 'gifts'].map(async (path) => (await get(`/api/memorialpages/${book}/${path}`, auth)).body));
      for (const text of [...waiting, 'Noch nicht freigegeben.', 'Kerze wartet.']) expect(answers.join('')).not.toContain(text);
    }
  });

  it('leaves out the fields the family hid, except in the administrator’s own book', async () => {
    await test.database.db.update(memorialPages).set({ hiddenFields: ['dateOfBirth', 'placeOfDeath', 'nameOfBirth'] }).where(eq(memorialPages.id, pageId));
    const familyView = (await get(`/api/memorialpages/${linkedBook}`)).json<MemorialPageData>();
    expect(familyView.dateOfBirth).toEqual({ value: null, isFieldPublicVisible: false });
    expect(familyView.deceasedPlaceOfDeath).toEqual({ value: null, isFieldPublicVisible: false });
    expect(familyView.nameOfBirth).toEqual({ value: null, isFieldPublicVisible: false });
    // (The place also appears in a public appointment's address, which the family chose to show.)
    for (const secret of [seed!.dateOfBirth, seed!.nameOfBirth!]) expect(JSON.stringify(familyView)).not.toContain(secret);

    const adminBook = await bookOfAdministrator();
    const adminView = (await get(`/api/memorialpages/${adminBook.pk}`, adminBook.auth)).json<MemorialPageData>();
    expect(adminView.dateOfBirth).toEqual({ value: seed!.dateOfBirth, isFieldPublicVisible: false });
    expect(adminView.deceasedPlaceOfDeath).toEqual({ value: seed!.placeOfDeath, isFieldPublicVisible: false });
    await test.database.db.update(memorialPages).set({ hiddenFields: [] }).where(eq(memorialPages.id, pageId));
  });
});
