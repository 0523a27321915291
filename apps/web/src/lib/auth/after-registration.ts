import { safePath } from '../safe-path';

/**
 * Where a person who registered on a page with a purpose (the shared-book landing) goes after
 * their first sign-in on this device: kept in local storage, because the confirmation mail's link
 * usually opens in a new tab. Bound to the registered account, so someone else signing in on a
 * shared computer is never led there, and ending with the purpose's own deadline (the link's).
 */
const KEY = 'eb.afterRegistration';

export interface AfterRegistration {
  /** A path of this shop. */
  path: string;
  /** ISO date-time after which the path is no use (e.g. the shared link has run out). */
  until: string;
  account: string;
  email: string;
}

/** Who has just signed in (the user's data after sign-in). */
export interface SignedInPerson {
  account: string | null;
  email: string | null;
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where to go after a sign-in: the remembered path only when the sign-in had no destination of its
 * own ('/'), the remembered account signed in, the deadline has not passed and the path stays in
 * this shop; otherwise the sign-in's own return URL. `forget` says the memory has served or is stale.
 */
export function decideAfterSignIn(
  remembered: AfterRegistration | null,
  returnUrl: string,
  person: SignedInPerson,
  now: number,
): { goTo: string; forget: boolean } {
  if (!remembered) return { goTo: returnUrl, forget: false };
  const until = Date.parse(remembered.until);
  const path = safePath(remembered.path);
  if (!(until > now) || path === '/') return { goTo: returnUrl, forget: true };
  // The person already goes there (e.g. signed in from the landing's own tab): it has served.
  if (returnUrl === path) return { goTo: returnUrl, forget: true };
  if (!same(person.account, remembered.account) && !same(person.email, remembered.email)) return { goTo: returnUrl, forget: false };
  if (returnUrl !== '/') return { goTo: returnUrl, forget: false };
  return { goTo: path, forget: true };
}

function parse(stored: string | null): AfterRegistration | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<AfterRegistration> | null;
    if (!value || typeof value !== 'object') return null;
    const { path, until, account, email } = value;
    if (typeof path !== 'string' || typeof until !== 'string' || typeof account !== 'string' || typeof email !== 'string') return null;
    return { path, until, account, email };
  } catch {
    return null;
  }
}

export function rememberAfterRegistration(entry: AfterRegistration): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Storage full or forbidden: the page's text still tells the way by hand.
  }
}

export function forgetAfterRegistration(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** After a sign-in: where to go, forgetting the memory once it has served or gone stale. */
export function destinationAfterSignIn(returnUrl: string, person: SignedInPerson, now = Date.now()): string {
  let stored: string | null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    return returnUrl;
  }
  const decision = decideAfterSignIn(parse(stored), returnUrl, person, now);
  if (decision.forget) forgetAfterRegistration();
  return decision.goTo;
}
