/** Only the path is ever kept, so any origin serves as the base where the page has none (tests, pre-rendering). */
const NO_PAGE_ORIGIN = 'https://erinnerungsbuch.invalid';

const pageOrigin = () => (typeof location === 'undefined' ? NO_PAGE_ORIGIN : location.origin);

/**
 * A return URL (stored by the guard, from ?ziel=, or in the sign-in's state) made safe to follow:
 * a place in this shop as path, search and hash, or '/' for anything else. The URL parser decides,
 * as the browser would, so what it strips or rewrites (a tab or line break inside '//', a
 * backslash, leading blanks, 'javascript:') cannot lead to another site.
 */
export function safePath(value: string | null | undefined, origin: string = pageOrigin()): string {
  if (!value) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//x' resolves to the path '//x', which a router or the browser would read as the host x.
  return path.startsWith('//') ? '/' : path;
}
