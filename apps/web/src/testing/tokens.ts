import { vi } from 'vitest';

/**
 * An access token as the browser sees it: only its claims matter to the web app (the server checks
 * signatures), so the header and signature are fixed and the payload is base64url like a real JWT.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJSUzI1NiJ9.${payload}.c2ln`;
}

/** A token for `subject` that lasts another hour. */
export const liveToken = (subject: string) => unsignedToken({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600 });

/** The session lives in local storage (SPEC.md), which Node does not have; undo with vi.unstubAllGlobals(). */
export function stubLocalStorage(): void {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
}
