import { describe, expect, it } from 'vitest';
import { issuedBeforeEnd } from './authentication';

const caller = (issuedAt?: number) => ({ userId: 'u', scopes: [], ...(issuedAt === undefined ? {} : { issuedAt }) });

describe('a token after the person’s sign-ins were ended', () => {
  const endedAt = new Date('2026-11-22T10:00:05.700Z');
  const second = Math.floor(endedAt.getTime() / 1000);

  it('counts while nothing was ended', () => {
    expect(issuedBeforeEnd(caller(1), null)).toBe(false);
  });

  it('is refused when issued in an earlier second, or when it does not say when', () => {
    expect(issuedBeforeEnd(caller(second - 1), endedAt)).toBe(true);
    expect(issuedBeforeEnd(caller(), endedAt)).toBe(true);
  });

  it('counts from the second of the ending on, so signing in again at once works', () => {
    expect(issuedBeforeEnd(caller(second), endedAt)).toBe(false);
    expect(issuedBeforeEnd(caller(second + 1), endedAt)).toBe(false);
  });
});
