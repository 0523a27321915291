import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the build (scripts/prerender.ts) from the web app's route table. */
export const APP_PATHS_FILE = 'app-paths.json';

/**
 * Tells whether the web app has a page at a path, from the route patterns the build wrote
 * (`/gedenkseite/:pageId`, `/erstellen/:bookId?`). Like React Router it ignores case and a
 * trailing slash. Without the file (an older build) every path counts as the app's.
 */
export function loadAppPaths(distDir: string): (path: string) => boolean {
  const file = join(distDir, APP_PATHS_FILE);
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(patternToRegExp);
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return patterns.some((pattern) => pattern.test(trimmed));
  };
}

export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment)) return '/[^/]+';
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return new RegExp(`^${segments.join('') || '/'}$`, 'i');
}
