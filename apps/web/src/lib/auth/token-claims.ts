/**
 * The claims of a JWT access token, read without checking its signature: the browser only uses
 * them to decide when to renew or whose cache it holds; the server checks every token itself.
 * Null when the token is missing or unreadable.
 */
export function unverifiedClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a JWT access token's `exp` lies in the future; anything unreadable counts as expired. */
export function isTokenUnexpired(token: string | null, nowMs: number): boolean {
  const exp = unverifiedClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}
