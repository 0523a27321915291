import type { MemorialPageAdministration, MemorialPageData, PublicMemorialPage } from '@eb/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { MEMORIAL_PAGE_SEEDS } from './seed-pages';

let test: TestApp;
const [seed] = MEMORIAL_PAGE_SEEDS;
const pageId = seed!.id;
const base = `/api/memorial-pages/${pageId}`;
let admin: { authorization: string };
let stranger: { id: string; auth: { authorization: string } };

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  const user = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, seed!.administrator.account) });
  admin = { authorization: `Bearer ${await accessTokenFor(test, user!.id)}` };
  stranger = await registeredUser(test, 'Fremde');
});
afterAll(() => test.close());

const administration = async () => (await test.app.inject({ url: `${base}/administration`, headers: admin })).json<MemorialPageAdministration>();
const publicPage = async () => (await test.app.inject(base)).json<PublicMemorialPage>();
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = admin) =>
  test.app.inject({ method, url: `${base}${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const appointment = { date: '2026-12-18', time: '14:30', description: 'Trauerfeier in der Friedhofskapelle', addressDescription: 'Friedhofsweg 3, Kastellhain', isPublic: true };

describe('appointments', () => {
  it('adds, changes and deletes an appointment in German time; the public sees only public ones', async () => {
    const added = await send('POST', '/appointments', appointment);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    const created = added.json<MemorialPageAdministration>().appointments.find((entry) => entry.description === appointment.description);
    expect(created).toMatchObject({ date: '2026-12-18', time: '14:30', addressDescription: 'Friedhofsweg 3, Kastellhain', isPublic: true });
    // 14:30 in December in Germany is 13:30 UTC, whatever the server's own zone.
    expect((await publicPage()).data.appointments.find((entry) => entry.id === created!.id)?.date).toBe('2026-12-18T13:30:00.000Z');

    const changed = await send('PUT', `/appointments/${created!.id}`, { ...appointment, time: '15:00', isPublic: false });
    expect(changed.json<MemorialPageAdministration>().appointments.find((entry) => entry.id === created!.id)).toMatchObject({ time: '15:00', isPublic: false });
    expect((await publicPage()).data.appointments.map((entry) => entry.id)).not.toContain(created!.id);

    const deleted = await send('DELETE', `/appointments/${created!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<MemorialPageAdministration>().appointments.map((entry) => entry.id)).not.toContain(created!.id);
    expect((await send('DELETE', `/appointments/${created!.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ date: '2026-02-30' }, 'Dieses Datum gibt es nicht.'],
    [{ date: null }, 'Bitte geben Sie ein Datum an (TT.MM.JJJJ).'],
    [{ time: '25:00' }, 'Bitte geben Sie eine Uhrzeit an, z. B. 14:30.'],
    [{ description: '  ' }, 'Bitte sagen Sie, was stattfindet, z. B. „Trauerfeier“.'],
    [{ description: 'x'.repeat(201) }, 'höchstens 200 Zeichen'],
    [{ addressDescription: 'x'.repeat(301) }, 'höchstens 300 Zeichen'],
    [{ isPublic: 'ja' }, 'Bitte wählen Sie, ob der Termin öffentlich ist.'],
  ])('refuses %o with 400 and a German reason', async (bad, message) => {
    const response = await send('POST', '/appointments', { ...appointment, ...bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('keeps appointments to the page: another page’s appointment, a stranger, a bad id', async () => {
    const other = MEMORIAL_PAGE_SEEDS[1]!.id;
    const othersAppointment = (await test.app.inject(`/api/memorial-pages/${other}`)).json<PublicMemorialPage>().data.appointments[0]!;
    expect((await send('PUT', `/appointments/${othersAppointment.id}`, appointment)).statusCode).toBe(404);
    expect((await send('DELETE', `/appointments/${othersAppointment.id}`)).statusCode).toBe(404);
    const own = (await administration()).appointments[0]!;
    expect((await send('PUT', `/appointments/${own.id}`, appointment, stranger.auth)).statusCode).toBe(404);
    expect((await send('DELETE', `/appointments/${own.id}`, undefined, stranger.auth)).statusCode).toBe(404);
    expect((await send('POST', '/appointments', appointment, stranger.auth)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'POST', url: `${base}/appointments`, payload: appointment })).statusCode).toBe(401);
    expect((await send('PUT', '/appointments/abc', appointment)).statusCode).toBe(400);
    expect((await send('PUT', '/appointments/99999999999', appointment)).statusCode).toBe(400);
    expect((await administration()).appointments[0]).toEqual(own);
  });

  it('allows at most 20 appointments per page', async () => {
    const existing = (await administration()).appointments.length;
    for (let index = existing; index < 20; index++) expect((await send('POST', '/appointments', appointment)).statusCode).toBe(200);
    const refused = await send('POST', '/appointments', appointment);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Eine Gedenkseite kann höchstens 20 Termine haben.');
    for (const extra of (await administration()).appointments.filter((entry) => entry.description === appointment.description)) await send('DELETE', `/appointments/${extra.id}`);
  });

  // On PostgreSQL the requests really run at once: without the page lock all of them see room for one more.
  it('keeps the limit of 20 when many appointments are added at the same moment', async () => {
    const existing = (await administration()).appointments.length;
    const answers = await Promise.all(Array.from({ length: 25 - existing }, () => send('POST', '/appointments', appointment)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20 - existing);
    expect(answers.filter((answer) => answer.statusCode === 400).map((answer) => answer.json().message)).toEqual(Array(5).fill('Eine Gedenkseite kann höchstens 20 Termine haben.'));
    expect((await administration()).appointments).toHaveLength(20);
    for (const extra of (await administration()).appointments.filter((entry) => entry.description === appointment.description)) await send('DELETE', `/appointments/${extra.id}`);
  });
});

describe('showPublicPrivateLabels', () => {
  it('is saved by the administrator and reaches the book’s memorial data', async () => {
    const current = await administration();
    const saved = await send('PUT', '/administration', { ...current.page, showPublicPrivateLabels: true });
    expect(saved.json<MemorialPageAdministration>().page.showPublicPrivateLabels).toBe(true);
    const book = await test.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: admin,
      payload: { bookDescription: 'Für Mama', memorialpageId: pageId, formatId: 1, paperId: 3, themeId: 101, cover: 1, pages: 1 },
    });
    const data = (await test.app.inject({ url: `/api/memorialpages/${book.json<{ pk: number }>().pk}`, headers: admin })).json<MemorialPageData>();
    expect(data.showPublicPrivateLabels).toBe(true);
    const refused = await send('PUT', '/administration', { ...current.page, showPublicPrivateLabels: 'ja' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Bitte wählen Sie, ob „öffentlich“ und „privat“ angezeigt werden.');
    await send('PUT', '/administration', current.page);
  });
});
