import { eq } from 'drizzle-orm';
import { latestMailTo } from '../../testing/outbox';
import type { TestApp } from '../../testing/test-app';
import { books } from '../books/schema';

/** Test helpers of the sharing tests: a share through the API, the mailed token, a trial user. */
export type Auth = Record<string, string>;

let sender = 0;
/** A request from an address of its own, so the per-address rate limits of public routes never mix tests. */
export const call = (test: TestApp, auth: Auth, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: auth, remoteAddress: `10.14.${Math.floor(++sender / 250)}.${sender % 250}`, ...(payload ? { payload } : {}) });

export const SHARE = { email: 'tante.inge@example.de', userName: 'Anna Berg', text: 'Für dich, liebe Inge.' };

export const share = (test: TestApp, auth: Auth, bookId: number, payload: Partial<typeof SHARE> & Record<string, unknown> = {}) =>
  call(test, auth, 'POST', `/api/books/share/${bookId}`, { ...SHARE, ...payload });

/** The token of the newest share link mailed to the address. */
export async function mailedToken(test: TestApp, to: string): Promise<string> {
  const mail = await latestMailTo(test.config.mailOutboxDir, to);
  const match = /\/geteiltes-buch\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no share link mailed to ${to}`);
  return match[1];
}

/** Shares the book and answers the mailed token. */
export async function sharedToken(test: TestApp, auth: Auth, bookId: number, email = SHARE.email): Promise<string> {
  const response = await share(test, auth, bookId, { email });
  if (response.statusCode !== 200) throw new Error(`sharing failed: ${response.statusCode} ${response.body}`);
  return mailedToken(test, email);
}

/** A trial user (the landing's 'Sofort bearbeiten'): a bearer header. */
export async function trialUser(test: TestApp): Promise<{ authorization: string }> {
  const response = await call(test, {}, 'GET', '/api/users/create');
  if (response.statusCode !== 200) throw new Error(`trial start failed: ${response.statusCode}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

/** Moves the book's creation back (the 100 days of SPEC.md section 9). */
export async function createdDaysAgo(test: TestApp, bookId: number, days: number): Promise<void> {
  await test.database.db.update(books).set({ createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) }).where(eq(books.id, bookId));
}
