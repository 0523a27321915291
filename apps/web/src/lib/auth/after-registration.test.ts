import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideAfterSignIn, destinationAfterSignIn, rememberAfterRegistration, type AfterRegistration } from './after-registration';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const SHARE: AfterRegistration = { path: '/teilen-bestaetigung/abc123', until: '2026-11-30T12:00:00Z', account: 'Bernd', email: 'bernd@example.org' };
const BERND = { account: 'Bernd', email: 'bernd@example.org' };

describe('where a person goes after signing in, having registered on the shared-book landing', () => {
  it('leads the registered person, signing in without a destination, to the remembered path once', () => {
    expect(decideAfterSignIn(SHARE, '/', BERND, NOW)).toEqual({ goTo: SHARE.path, forget: true });
    // By e-mail alone, in any case: the account name may differ from what was typed.
    expect(decideAfterSignIn(SHARE, '/', { account: 'bernd.k', email: ' Bernd@Example.ORG' }, NOW).goTo).toBe(SHARE.path);
  });

  it('never leads anyone else there (a shared computer), and keeps it for the right person', () => {
    expect(decideAfterSignIn(SHARE, '/', { account: 'Anna', email: 'anna@example.org' }, NOW)).toEqual({ goTo: '/', forget: false });
    expect(decideAfterSignIn(SHARE, '/', { account: null, email: null }, NOW)).toEqual({ goTo: '/', forget: false });
  });

  it('forgets it once the link has run out', () => {
    expect(decideAfterSignIn(SHARE, '/', BERND, Date.parse(SHARE.until))).toEqual({ goTo: '/', forget: true });
    expect(decideAfterSignIn({ ...SHARE, until: 'nonsense' }, '/', BERND, NOW)).toEqual({ goTo: '/', forget: true });
  });

  it('keeps a sign-in’s own destination, and forgets the memory when that destination is the path itself', () => {
    expect(decideAfterSignIn(SHARE, '/upload', BERND, NOW)).toEqual({ goTo: '/upload', forget: false });
    expect(decideAfterSignIn(SHARE, SHARE.path, BERND, NOW)).toEqual({ goTo: SHARE.path, forget: true });
  });

  it('never leaves the shop, whatever was stored', () => {
    for (const path of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(decideAfterSignIn({ ...SHARE, path }, '/', BERND, NOW)).toEqual({ goTo: '/', forget: true });
    }
  });

  it('without a memory, the sign-in’s own destination', () => {
    expect(decideAfterSignIn(null, '/buecher', BERND, NOW)).toEqual({ goTo: '/buecher', forget: false });
  });
});

describe('the memory in local storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubStorage(): Map<string, string> {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    });
    return map;
  }

  it('serves once: the second sign-in goes where it would have gone anyway', () => {
    stubStorage();
    rememberAfterRegistration(SHARE);
    expect(destinationAfterSignIn('/', BERND, NOW)).toBe(SHARE.path);
    expect(destinationAfterSignIn('/', BERND, NOW)).toBe('/');
  });

  it('ignores a damaged entry', () => {
    const map = stubStorage();
    map.set('eb.afterRegistration', '{"path":42');
    expect(destinationAfterSignIn('/', BERND, NOW)).toBe('/');
    map.set('eb.afterRegistration', JSON.stringify({ path: SHARE.path }));
    expect(destinationAfterSignIn('/', BERND, NOW)).toBe('/');
  });
});
