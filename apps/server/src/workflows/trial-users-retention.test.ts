import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorialPages } from '../modules/memorial-pages/schema';
import { users } from '../modules/users/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registeredUser } from '../testing/tokens';
import { runTrialUsersRetention } from './trial-users-retention';

let test: TestApp;
let sender = 0;
const DAY = 24 * 60 * 60 * 1000;
// A seeded demo page (SEED_DEMO_DATA).
const PAGE = 'margarete-weber';

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(() => test.close());

async function trialUser(query = ''): Promise<{ id: string; auth: { authorization: string } }> {
  const response = await test.app.inject({ url: `/api/users/create${query}`, remoteAddress: `10.41.0.${++sender}` });
  expect(response.statusCode).toBe(200);
  const auth = { authorization: `Bearer ${response.json<{ token: string }>().token}` };
  const [newest] = await test.database.db.select({ id: users.id }).from(users).where(eq(users.isTemporary, true)).orderBy(desc(users.createdAt)).limit(1);
  return { id: newest!.id, auth };
}
const exists = async (id: string) => (await test.database.db.query.users.findFirst({ where: (table, { eq }) => eq(table.id, id) })) !== undefined;
const selection = { bookDescription: 'Für Oma', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 };

describe('trial users without books', () => {
  it('are deleted a day after their 30-day trial ran out; those with books or memorial pages, and registered accounts, stay', async () => {
    const idle = await trialUser();
    const withBook = await trialUser();
    expect((await test.app.inject({ method: 'POST', url: '/api/books', headers: withBook.auth, payload: selection })).statusCode).toBe(200);
    const withPage = await trialUser(`?memorialPageId=${PAGE}`);
    const administering = await trialUser();
    await test.database.db.insert(memorialPages).values({ id: 'probe-verwaltung', firstNames: 'Probe', lastName: 'Verwaltung', administratorUserId: administering.id });
    const registered = await registeredUser(test, 'Bleibt');

    // Within the trial's 30 days nothing goes.
    expect(await runTrialUsersRetention({ db: test.database.db, now: new Date(Date.now() + 29 * DAY) })).toEqual({ deleted: 0 });
    expect(await exists(idle.id)).toBe(true);

    const result = await runTrialUsersRetention({ db: test.database.db, now: new Date(Date.now() + 31 * DAY + 60_000) });
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    for (const kept of [withBook, withPage, administering, registered]) expect(await exists(kept.id)).toBe(true);
    expect((await test.app.inject({ url: '/api/users/user-info', headers: idle.auth })).statusCode).toBe(401);
  });

  it('runs as a scheduled job of the server', () => {
    expect(test.app.scheduledJobs.map((job) => job.name)).toContain('trial-users-retention');
  });
});
