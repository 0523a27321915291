import type { BookDocument } from '@eb/book-model';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { registeredUser } from '../../../testing/tokens';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The saves' clock, moved by the test; starts at a whole hour so the hours below are clear.
let clock = new Date(Math.floor(Date.now() / HOUR) * HOUR);
let test: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  test = await createTestApp({}, () => clock);
  auth = (await registeredUser(test, 'Dora')).auth;
});
afterAll(() => test.close());

it('keeps the last 50 versions, and of older ones the last of each hour for 30 days', async () => {
  const start = clock.getTime();
  const created = await test.app.inject({ method: 'POST', url: '/api/books', headers: auth, payload: { bookDescription: 'Versionen', memorialpageId: null, formatId: 1, paperId: 3, themeId: 101, cover: 2, pages: 2 } });
  const id = created.json<{ pk: number }>().pk;
  const document = (await test.app.inject({ url: `/api/books/${id}/document`, headers: auth })).json<BookDocument>();
  let version = 1;
  async function saveAt(time: number) {
    clock = new Date(time);
    const answer = await test.app.inject({ method: 'PUT', url: `/api/books/${id}/document`, headers: { ...auth, 'if-match': `"${version}"` }, payload: document });
    expect(answer.statusCode, answer.body).toBe(200);
    version = answer.json<{ version: number }>().version;
  }

  // Day 0: versions 2–11, ten minutes apart (version 1 is the new book's).
  for (let index = 0; index < 10; index++) await saveAt(start + 5 * MINUTE + index * 10 * MINUTE);
  // Day 25: versions 12–17 over two hours; the last of each hour are 14 and 17.
  for (let index = 0; index < 6; index++) await saveAt(start + 25 * DAY + index * 20 * MINUTE);
  // Day 40: versions 18–67, a minute apart — the newest 50.
  for (let index = 0; index < 50; index++) await saveAt(start + 40 * DAY + index * MINUTE);
  expect(version).toBe(67);

  const listed = (await test.app.inject({ url: `/api/books/${id}/document/versions`, headers: auth })).json<{ version: number; savedAt: string }[]>();
  const newest50 = Array.from({ length: 50 }, (_, index) => 67 - index);
  // Day 0 is older than 30 days: gone, even the last of its hour; of day 25 one per hour.
  expect(listed.map((entry) => entry.version)).toEqual([...newest50, 17, 14]);
  expect(listed.at(-1)?.savedAt).toBe(new Date(start + 25 * DAY + 40 * MINUTE).toISOString());
});
