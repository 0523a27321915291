import type { LinkableMemorialPage, MemorialPageAdministration, PublicMemorialPage } from '@eb/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { users } from '../users/schema';
import { memorialPages } from './schema';
import { MEMORIAL_PAGE_SEEDS } from './seed-pages';
import { QUOTE_SEEDS } from './seed-quotes';

let test: TestApp;
const [seed] = MEMORIAL_PAGE_SEEDS;
const pageId = seed!.id;
let visitor = 0;

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => test.close());

const getPage = async () => (await test.app.inject(`/api/memorial-pages/${pageId}`)).json<PublicMemorialPage>();
const post = (kind: string, payload: Record<string, unknown>, id = pageId) =>
  test.app.inject({ method: 'POST', url: `/api/memorial-pages/${id}/${kind}`, payload, remoteAddress: `10.5.0.${++visitor}` });

describe('seeds', () => {
  it('brings at least 40 quotes, each with its source, and two complete demo pages', async () => {
    const quotes = await test.database.db.query.quotes.findMany();
    expect(quotes.length).toBeGreaterThanOrEqual(40);
    expect(quotes.length).toBe(QUOTE_SEEDS.length);
    expect(quotes.every((quote) => quote.source.trim().length > 0)).toBe(true);
    expect(await test.database.db.query.memorialPages.findMany()).toHaveLength(2);
  });
});

describe('GET /api/memorial-pages/{id}', () => {
  it('shows the public data, public appointments and approved entries only, newest first', async () => {
    const page = await getPage();
    expect(page.data.fullName.value).toContain(seed!.lastName);
    expect(page.candles.length).toBe(seed!.candles.filter((entry) => entry.visible).length);
    expect(page.condolences.length).toBe(seed!.condolences.filter((entry) => entry.visible).length);
    const hiddenTexts = [...seed!.candles, ...seed!.condolences].filter((entry) => !entry.visible).map((entry) => entry.text);
    expect(JSON.stringify(page)).not.toContain(hiddenTexts[0]);
    const created = page.condolences.map((entry) => entry.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('leaves out fields the family made private, and says they are private', async () => {
    await test.database.db.update(memorialPages).set({ hiddenFields: ['dateOfBirth', 'placeOfBirth'] }).where(eq(memorialPages.id, pageId));
    const page = await getPage();
    expect(page.data.dateOfBirth).toEqual({ value: null, isFieldPublicVisible: false });
    expect(page.data.deceasedPlaceOfBirth).toEqual({ value: null, isFieldPublicVisible: false });
    expect(page.data.dateOfDeath.value).toBe(seed!.dateOfDeath);
    expect(JSON.stringify(page)).not.toContain(seed!.dateOfBirth);
    await test.database.db.update(memorialPages).set({ hiddenFields: [] }).where(eq(memorialPages.id, pageId));
  });

  it.each([
    ['gibt-es-nicht', 404],
    ['Grossbuchstaben', 400],
    ['..%2F..%2Fetc', 400],
  ])('answers %s with %i', async (id, status) => {
    expect((await test.app.inject(`/api/memorial-pages/${id}`)).statusCode).toBe(status);
  });
});

describe('visitors’ candles and condolences', () => {
  it('waits for approval on a moderated page', async () => {
    const before = await getPage();
    const response = await post('condolences', { name: 'Familie Sommer', text: 'Wir denken an euch.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Vielen Dank. Ihr Eintrag erscheint, sobald die Familie ihn freigegeben hat.', visible: false });
    expect((await getPage()).condolences).toHaveLength(before.condolences.length);
  });

  it('shows at once on a page without moderation; a candle needs no words', async () => {
    await test.database.db.update(memorialPages).set({ isModerated: false }).where(eq(memorialPages.id, pageId));
    const response = await post('candles', { name: 'Lotte', text: '' });
    expect(response.json()).toMatchObject({ visible: true });
    expect((await getPage()).candles[0]).toMatchObject({ name: 'Lotte', text: '' });
    await test.database.db.update(memorialPages).set({ isModerated: true }).where(eq(memorialPages.id, pageId));
  });

  it.each([
    ['condolences', { name: '', text: 'Hallo' }, 'Bitte geben Sie Ihren Namen an.'],
    ['condolences', { name: 'A', text: '   ' }, 'Bitte schreiben Sie ein paar Worte.'],
    ['condolences', { name: 'A', text: 'x'.repeat(2001) }, 'höchstens 2000 Zeichen'],
    ['candles', { name: 'x'.repeat(81), text: '' }, 'höchstens 80 Zeichen'],
    ['candles', { name: 'A', text: 'x'.repeat(201) }, 'höchstens 200 Zeichen'],
  ])('refuses a bad %s entry with 400 and a German reason', async (kind, payload, message) => {
    const response = await post(kind, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses entries for a page that does not exist, and limits one visitor per page', async () => {
    expect((await post('candles', { name: 'A', text: '' }, 'gibt-es-nicht')).statusCode).toBe(404);
    const send = () => test.app.inject({ method: 'POST', url: `/api/memorial-pages/${pageId}/candles`, payload: { name: 'Eilig', text: '' }, remoteAddress: '10.6.0.1' });
    for (let index = 0; index < 10; index++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('taking over a memorial page (SPEC.md section 7)', () => {
  it('links the page to the user, who then may link it to books; nobody else sees it', async () => {
    const erika = await registeredUser(test, 'Erika');
    const fritz = await registeredUser(test, 'Fritz');
    const taken = await test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}`, headers: erika.auth });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(taken.json().message).toContain('ist jetzt mit Ihrem Zugang verbunden');
    const erikasPages = (await test.app.inject({ url: '/api/users/memorialpages', headers: erika.auth })).json();
    expect(erikasPages).toEqual([{ id: pageId, description: expect.stringContaining(seed!.lastName), dateOfDeath: seed!.dateOfDeath, extendedDescription: null }]);
    expect((await test.app.inject({ url: '/api/users/memorialpages', headers: fritz.auth })).json()).toEqual([]);
  });

  it('needs a signed-in caller and an existing page', async () => {
    const hilde = await registeredUser(test, 'Hilde');
    expect((await test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}` })).statusCode).toBe(401);
    expect((await test.app.inject({ url: '/api/users/update-memorial-page-id?memorialPageId=gibt-es-nicht', headers: hilde.auth })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/api/users/update-memorial-page-id?memorialPageId=%3Cscript%3E', headers: hilde.auth })).statusCode).toBe(400);
    expect((await test.app.inject({ url: '/api/users/memorialpages' })).statusCode).toBe(401);
  });
});

describe('what someone who took a page over sees of it (GET /api/users/memorialpages)', () => {
  const hide = (hiddenFields: Array<'title' | 'firstNames' | 'lastName' | 'dateOfBirth' | 'dateOfDeath' | 'placeOfDeath'>) =>
    test.database.db.update(memorialPages).set({ hiddenFields }).where(eq(memorialPages.id, pageId));
  const linked = async (auth: { authorization: string }) => (await test.app.inject({ url: '/api/users/memorialpages', headers: auth })).json<LinkableMemorialPage[]>();
  const takeOver = (auth: { authorization: string }) => test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}`, headers: auth });
  const adminOf = async () => {
    const admin = await test.database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.account, seed!.administrator.account) });
    return { authorization: `Bearer ${await accessTokenFor(test, admin!.id)}` };
  };
  const funeralDirector = async (account: string) => {
    const director = await registeredUser(test, account);
    await test.database.db.update(users).set({ isMortician: true }).where(eq(users.id, director.id));
    return director;
  };

  it('never shows a date or place the family hid, to a stranger or a funeral director', async () => {
    await hide(['dateOfDeath', 'placeOfDeath', 'dateOfBirth']);
    const stranger = await registeredUser(test, 'Neugierig');
    await takeOver(stranger.auth);
    const [page] = await linked(stranger.auth);
    expect(page).toEqual({ id: pageId, description: `${seed!.firstNames} ${seed!.lastName}`, dateOfDeath: null, extendedDescription: null });

    const director = await funeralDirector('Bestatterin');
    await takeOver(director.auth);
    const [extended] = await linked(director.auth);
    expect(extended!.extendedDescription).toBe(`${seed!.firstNames} ${seed!.lastName}`);
    for (const secret of [seed!.dateOfDeath, '13.11.2026', seed!.placeOfDeath, '14.03.1938']) expect(JSON.stringify([page, extended])).not.toContain(secret);
    await hide([]);
  });

  it('names the deceased neither in the list nor in the takeover message when the names are hidden', async () => {
    await hide(['firstNames', 'lastName']);
    const stranger = await registeredUser(test, 'Zufall');
    const taken = await takeOver(stranger.auth);
    expect(taken.json().message).toBe('Die Gedenkseite ist jetzt mit Ihrem Zugang verbunden. Mit „Direkt starten“ beginnen Sie Ihr Erinnerungsbuch.');
    expect((await linked(stranger.auth))[0]!.description).toBe('Gedenkseite');
    expect((await test.app.inject(`/api/memorial-pages/${pageId}`)).json<PublicMemorialPage>().data.fullName.value).toBeNull();
    // The administrator still sees the names in their own list.
    expect((await linked(await adminOf()))[0]!.description).toBe(`${seed!.firstNames} ${seed!.lastName}`);
    await hide([]);
  });

  it('shows the funeral director name, dates and place, and dates before 1800 blank', async () => {
    const director = await funeralDirector('Bestatter');
    await takeOver(director.auth);
    expect((await linked(director.auth))[0]!.extendedDescription).toBe(`${seed!.firstNames} ${seed!.lastName}, * 14.03.1938, † 13.11.2026, ${seed!.placeOfDeath}`);
    await test.database.db.update(memorialPages).set({ dateOfBirth: '1750-06-01' }).where(eq(memorialPages.id, pageId));
    expect((await linked(director.auth))[0]!.extendedDescription).toBe(`${seed!.firstNames} ${seed!.lastName}, † 13.11.2026, ${seed!.placeOfDeath}`);
    await test.database.db.update(memorialPages).set({ dateOfBirth: seed!.dateOfBirth }).where(eq(memorialPages.id, pageId));
  });

  it('remembers the page as the one the user last came from (user-info lastVisitedPageId)', async () => {
    const visitor = await registeredUser(test, 'Besucherin');
    expect((await test.app.inject({ url: '/api/users/user-info', headers: visitor.auth })).json().lastVisitedPageId).toBeNull();
    await takeOver(visitor.auth);
    expect((await test.app.inject({ url: '/api/users/user-info', headers: visitor.auth })).json().lastVisitedPageId).toBe(pageId);
  });
});

describe('the pages a user administers (GET /api/users/administered-memorial-pages)', () => {
  it('lists the administrator’s own page only, and needs a signed-in caller', async () => {
    const admin = await test.database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.account, seed!.administrator.account) });
    const auth = { authorization: `Bearer ${await accessTokenFor(test, admin!.id)}` };
    const response = await test.app.inject({ url: '/api/users/administered-memorial-pages', headers: auth });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([{ id: pageId, description: `${seed!.firstNames} ${seed!.lastName}` }]);
    const stranger = await registeredUser(test, 'Niemand');
    await test.app.inject({ url: `/api/users/update-memorial-page-id?memorialPageId=${pageId}`, headers: stranger.auth });
    expect((await test.app.inject({ url: '/api/users/administered-memorial-pages', headers: stranger.auth })).json()).toEqual([]);
    expect((await test.app.inject({ url: '/api/users/administered-memorial-pages' })).statusCode).toBe(401);
  });
});

describe('the page’s administrator', () => {
  const adminAuth = async () => {
    const admin = await test.database.db.query.users.findFirst({ where: (users, { eq: equals }) => equals(users.account, seed!.administrator.account) });
    return { authorization: `Bearer ${await accessTokenFor(test, admin!.id)}` };
  };

  it('sees every entry, approves a waiting condolence, and the public then sees it', async () => {
    const auth = await adminAuth();
    await post('condolences', { name: 'Nachbarn Kühn', text: 'In stiller Anteilnahme.' });
    const view = await test.app.inject({ url: `/api/memorial-pages/${pageId}/administration`, headers: auth });
    expect(view.statusCode).toBe(200);
    const waiting = view.json<MemorialPageAdministration>().entries.find((entry) => entry.text === 'In stiller Anteilnahme.');
    expect(waiting).toMatchObject({ kind: 'condolence', visible: false });
    expect((await test.app.inject({ url: `/api/memorial-pages/${pageId}`, headers: auth })).json()).toMatchObject({ canAdminister: true });

    const approved = await test.app.inject({ method: 'PUT', url: `/api/memorial-pages/${pageId}/entries/${waiting!.pk}`, headers: auth, payload: { visible: true } });
    expect(approved.statusCode).toBe(200);
    expect((await getPage()).condolences.map((entry) => entry.text)).toContain('In stiller Anteilnahme.');
  });

  it('edits the data and what the public sees', async () => {
    const auth = await adminAuth();
    const current = (await test.app.inject({ url: `/api/memorial-pages/${pageId}/administration`, headers: auth })).json<MemorialPageAdministration>();
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/memorial-pages/${pageId}/administration`,
      headers: auth,
      payload: { ...current.page, placeOfDeath: 'Neustadt', hiddenFields: ['nameOfBirth'], introduction: 'Sie fehlt uns.' },
    });
    expect(changed.statusCode).toBe(200);
    const page = await getPage();
    expect(page.data.deceasedPlaceOfDeath.value).toBe('Neustadt');
    expect(page.data.nameOfBirth).toEqual({ value: null, isFieldPublicVisible: false });
    expect(page.introduction).toBe('Sie fehlt uns.');
  });

  it('cannot delete their own account, and is told to ask support', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/users/create-delete-user-action', headers: await adminAuth(), payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Bitte wenden Sie sich an unseren Support');
  });

  it('is the only one who can: others get 404, bad input 400', async () => {
    const stranger = await registeredUser(test, 'Fremder');
    expect((await test.app.inject({ url: `/api/memorial-pages/${pageId}/administration`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'PUT', url: `/api/memorial-pages/${pageId}/entries/1`, headers: stranger.auth, payload: { visible: true } })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `/api/memorial-pages/${pageId}/administration` })).statusCode).toBe(401);
    expect((await test.app.inject({ url: `/api/memorial-pages/${pageId}`, headers: stranger.auth })).json()).toMatchObject({ canAdminister: false });
    const auth = await adminAuth();
    const current = (await test.app.inject({ url: `/api/memorial-pages/${pageId}/administration`, headers: auth })).json<MemorialPageAdministration>();
    for (const bad of [{ firstNames: '' }, { dateOfBirth: '1938-02-30' }, { dateOfDeath: 'gestern' }, { hiddenFields: ['passwort'] }, { introduction: 'x'.repeat(2001) }]) {
      const response = await test.app.inject({ method: 'PUT', url: `/api/memorial-pages/${pageId}/administration`, headers: auth, payload: { ...current.page, ...bad } });
      expect(response.statusCode).toBe(400);
    }
    const otherPage = MEMORIAL_PAGE_SEEDS[1]!.id;
    const otherEntry = (await test.app.inject({ url: `/api/memorial-pages/${otherPage}` })).json<PublicMemorialPage>().candles[0]!;
    expect((await test.app.inject({ method: 'PUT', url: `/api/memorial-pages/${pageId}/entries/${otherEntry.pk}`, headers: auth, payload: { visible: false } })).statusCode).toBe(404);
  });
});
