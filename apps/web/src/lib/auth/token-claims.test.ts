import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../../testing/tokens';
import { isTokenUnexpired, unverifiedClaims } from './token-claims';

const NOW = Date.UTC(2026, 10, 2, 12);

describe('the claims of an access token', () => {
  it('reads the expiry of an access token', () => {
    expect(isTokenUnexpired(unsignedToken({ exp: NOW / 1000 + 60 }), NOW)).toBe(true);
    expect(isTokenUnexpired(unsignedToken({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isTokenUnexpired(unsignedToken({ sub: 'ohne Ablauf' }), NOW)).toBe(false);
    expect(isTokenUnexpired('kein.token', NOW)).toBe(false);
    expect(isTokenUnexpired(null, NOW)).toBe(false);
  });

  it('reads the subject, also where base64url differs from base64', () => {
    expect(unverifiedClaims(unsignedToken({ sub: 'Jürgen?>>' }))?.sub).toBe('Jürgen?>>');
    expect(unverifiedClaims('kein.token')).toBeNull();
  });
});
