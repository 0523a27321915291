import type { UserInfo } from '@eb/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api/api-client';
import { linkableMemorialPagesQuery } from '../../../lib/api/memorial-pages/get-linkable-memorial-pages';
import { sessionStore } from '../../../lib/auth/session';
import { queryClient } from '../../../lib/query-client';
import { liveToken, stubLocalStorage } from '../../../testing/tokens';
import { takeOverPage } from './take-over-page';

const token = liveToken('lotte');
const lotte = { account: 'Lotte', isTemporary: false, hasBooks: true, lastVisitedPageId: 'margarete-weber' } as UserInfo;

beforeEach(() => {
  stubLocalStorage();
});
afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  sessionStore.set({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe('taking a memorial page over while signed in', () => {
  it('reloads the user and the selection’s list of linkable pages', async () => {
    sessionStore.set({ token, user: { ...lotte, lastVisitedPageId: null } });
    queryClient.setQueryData(linkableMemorialPagesQuery().queryKey, []);
    const paths: string[] = [];
    setApiTransport(async (path) => {
      paths.push(path);
      return path.startsWith('/api/users/update-memorial-page-id') ? Response.json({ message: 'verbunden' }) : Response.json(lotte);
    });

    expect(await takeOverPage('margarete-weber')).toEqual({ message: 'verbunden' });

    expect(paths).toEqual(['/api/users/update-memorial-page-id?memorialPageId=margarete-weber', '/api/users/user-info']);
    expect(sessionStore.get().user?.lastVisitedPageId).toBe('margarete-weber');
    // The list the details step shows is stale now, so it is fetched again when it is next shown.
    expect(queryClient.getQueryState(linkableMemorialPagesQuery().queryKey)?.isInvalidated).toBe(true);
  });
});
