import { describe, expect, it } from 'vitest';
import { sessionStore } from './auth/session';
import { queryClient } from './query-client';

const user = (account: string | null) => ({ account }) as NonNullable<ReturnType<typeof sessionStore.get>['user']>;

describe('the shared query cache', () => {
  it('forgets one person’s answers when they sign out or someone else signs in', () => {
    sessionStore.set({ token: 'a', user: user('sabine.weber') });
    queryClient.setQueryData(['books'], ['Buch für Mama']);
    sessionStore.set({ token: 'a2', user: user('sabine.weber') });
    expect(queryClient.getQueryData(['books'])).toEqual(['Buch für Mama']);

    sessionStore.set({ token: null, user: null });
    expect(queryClient.getQueryData(['books'])).toBeUndefined();

    sessionStore.set({ token: 'b', user: user('markus.hainzl') });
    queryClient.setQueryData(['books'], ['Buch für Papa']);
    sessionStore.set({ token: 'c', user: user('sabine.weber') });
    expect(queryClient.getQueryData(['books'])).toBeUndefined();
  });
});
