import type { MemorialPageData } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('never gives another family’s data: someone else’s book is a 404', async () => {
    for (const url of [`/api/memorialpages/${linkedBook}`, `/api/memorialpages/${linkedBook}/condolences`, `/api/assets/quotesbyorder/${linkedBook}`]) {
      expect((await get(url, stranger.auth)).statusCode).toBe(404);
    }
    expect((await test.app.inject({ url: `/api/memorialpages/${linkedBook}` })).statusCode).toBe(401);
    expect((await get('/api/memorialpages/abc')).statusCode).toBe(400);
  });
});
