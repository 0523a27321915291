import type { UserInfo } from '@eb/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api/api-client';
import { sessionStore } from '../../../lib/auth/session';
import { liveToken, stubLocalStorage } from '../../../testing/tokens';
import { startTrialFromPage } from './start-trial-from-page';

const trialToken = liveToken('gast');
const trialUser = { isTemporary: true, hasBooks: false, lastVisitedPageId: 'margarete-weber' } as UserInfo;
const MESSAGE = 'Die Gedenkseite von Margarete Weber ist jetzt mit Ihrem Zugang verbunden. Mit „Direkt starten“ beginnen Sie Ihr Erinnerungsbuch.';

beforeEach(() => {
  stubLocalStorage();
});
afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  sessionStore.set({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('beginning without an account from a memorial page', () => {
  it('asks for a trial access with the page attached in one call, then loads the user with that access', async () => {
    const calls: Array<{ path: string; authorization: string | null }> = [];
    setApiTransport(async (path, init) => {
      calls.push({ path, authorization: new Headers(init?.headers).get('authorization') });
      return path.startsWith('/api/users/create') ? Response.json({ token: trialToken, message: MESSAGE }) : Response.json(trialUser);
    });

    const started = await startTrialFromPage('margarete-weber');

    expect(calls).toEqual([
      { path: '/api/users/create?memorialPageId=margarete-weber', authorization: null },
      // No second takeover (update-memorial-page-id) and no second visit (user-info?memorialPageId).
      { path: '/api/users/user-info', authorization: `Bearer ${trialToken}` },
    ]);
    expect(started).toEqual({ user: trialUser, message: MESSAGE });
    expect(sessionStore.get()).toEqual({ token: trialToken, user: trialUser });
  });
});
