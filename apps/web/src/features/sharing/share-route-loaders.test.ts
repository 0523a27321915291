import { SHARING_MESSAGES } from '@eb/api-contract';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api/api-client';
import { sessionStore } from '../../lib/auth/session';
import { answerMessage, messageStore } from '../../lib/message-box';
import { liveToken, stubLocalStorage } from '../../testing/tokens';
import { loader as confirmLoader } from './confirm-share-page';
import { landingLoader } from './landing-page';

const TOKEN = 'cPN6dtt5h4Smz4m_yyFDrsNw5BtPrluYPJLrYwbeFCA';
const args = (token = TOKEN) => ({ params: { token }, request: new Request('http://shop.test/x'), context: undefined }) as unknown as LoaderFunctionArgs;
const info = { sharerName: 'Anna Albers', bookDescription: 'Für Opa Heinrich', message: '<b>hallo</b>', linkValidUntil: '2026-12-01T10:00:00.000Z' };

/** What a loader hands to the router: the place it sends the person, or its data. */
async function outcome(run: () => Promise<unknown>): Promise<{ location: string } | { data: unknown }> {
  try {
    const value = await run();
    return value instanceof Response ? { location: value.headers.get('location') ?? '' } : { data: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get('location') ?? '' };
    throw thrown;
  }
}

const shownTexts = () => messageStore.get().map((message) => message.text);
let calls: string[];

function answer(status: number, body: unknown) {
  calls = [];
  setApiTransport(async (path) => {
    calls.push(path);
    return Response.json(body, { status });
  });
}

beforeEach(() => stubLocalStorage());
afterEach(() => {
  for (const message of messageStore.get()) answerMessage(message.id, undefined);
  setApiTransport((input, init) => fetch(input, init));
  sessionStore.set({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('the landing /geteiltes-buch/{token}', () => {
  it('shows who shares what to a visitor without a session', async () => {
    answer(200, info);
    expect(await outcome(() => landingLoader(args()))).toEqual({ data: info });
    expect(calls).toEqual([`/api/books/shared-book-info/${TOKEN}`]);
  });

  it('goes straight on to the confirmation with a session (trial or registered)', async () => {
    sessionStore.set({ token: liveToken('bernd'), user: null });
    answer(200, info);
    expect(await outcome(() => landingLoader(args()))).toEqual({ location: `/teilen-bestaetigung/${TOKEN}` });
  });

  it('an unknown or used link: the one message, then the start page — with a session too', async () => {
    sessionStore.set({ token: liveToken('bernd'), user: null });
    answer(404, { statusCode: 404, message: SHARING_MESSAGES.linkInvalid });
    expect(await outcome(() => landingLoader(args('x')))).toEqual({ location: '/' });
    expect(shownTexts()).toEqual([SHARING_MESSAGES.linkInvalid]);
  });
});

describe('the confirmation /teilen-bestaetigung/{token}', () => {
  it('without a session goes back to the landing and uses nothing', async () => {
    answer(200, { bookId: 7 });
    expect(await outcome(() => confirmLoader(args()))).toEqual({ location: `/geteiltes-buch/${TOKEN}` });
    expect(calls).toEqual([]);
  });

  it('opens the new copy in the shared editor', async () => {
    sessionStore.set({ token: liveToken('bernd'), user: null });
    answer(200, { bookId: 7 });
    expect(await outcome(() => confirmLoader(args()))).toEqual({ location: '/teilen-bearbeiten/7' });
    expect(calls).toEqual([`/api/books/confirm-share/${TOKEN}`]);
    expect(shownTexts()).toEqual([]);
  });

  it('a used link points to the book list; a full photo archive says so', async () => {
    sessionStore.set({ token: liveToken('bernd'), user: null });
    answer(404, { statusCode: 404, message: 'egal' });
    expect(await outcome(() => confirmLoader(args()))).toEqual({ location: '/buecher' });
    answer(409, { statusCode: 409, message: SHARING_MESSAGES.photosFull });
    expect(await outcome(() => confirmLoader(args()))).toEqual({ location: '/buecher' });
    expect(shownTexts()).toEqual([SHARING_MESSAGES.confirmLinkInvalid, SHARING_MESSAGES.photosFull]);
  });

  it('a session the server no longer knows: back to the landing, signed out', async () => {
    sessionStore.set({ token: liveToken('bernd'), user: null });
    answer(401, { statusCode: 401, message: 'Bitte melden Sie sich an.' });
    expect(await outcome(() => confirmLoader(args()))).toEqual({ location: `/geteiltes-buch/${TOKEN}` });
    expect(sessionStore.get().token).toBeNull();
    expect(shownTexts()).toEqual([]);
  });
});
