import type { UserInfo } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../testing/tokens';
import { sessionStore } from './auth/session';
import { queryClient } from './query-client';

/** The cache only reads whom a token belongs to. */
const tokenFor = (subject: string, issuedAt: number) => unsignedToken({ sub: subject, iat: issuedAt });
const trialUser = { account: null } as unknown as UserInfo;

describe('the shared query cache', () => {
  it('keeps answers while the same person renews the token', () => {
    sessionStore.set({ token: tokenFor('a1b2', 1), user: trialUser });
    queryClient.setQueryData(['books'], ['Buch für Mama']);
    sessionStore.set({ token: tokenFor('a1b2', 2), user: trialUser });
    expect(queryClient.getQueryData(['books'])).toEqual(['Buch für Mama']);
  });

  it('forgets them when the person signs out', () => {
    sessionStore.set({ token: tokenFor('a1b2', 1), user: trialUser });
    queryClient.setQueryData(['books'], ['Buch für Mama']);
    sessionStore.set({ token: null, user: null });
    expect(queryClient.getQueryData(['books'])).toBeUndefined();
  });

  it('forgets them when someone else takes over the tab, even a second trial user', () => {
    sessionStore.set({ token: tokenFor('a1b2', 1), user: trialUser });
    queryClient.setQueryData(['books'], ['Buch für Papa']);
    sessionStore.set({ token: tokenFor('c3d4', 1), user: trialUser });
    expect(queryClient.getQueryData(['books'])).toBeUndefined();
  });
});
