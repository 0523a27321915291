import type { RouteObject } from 'react-router';

/**
 * Every path pattern the route table answers, e.g. `/gedenkseite/:pageId`, for the server: it gives
 * any other address the app with HTTP status 404, so search engines and links see a real "not found".
 * The catch-all `*` route is left out; index routes stand for their parent's path.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const path = route.path == null ? parent : joinPath(parent, route.path);
    // As in React Router, a route with a path matches on its own too, even when it has children.
    if (route.index || route.path != null) patterns.add(path || '/');
    for (const child of routePatterns(route.children ?? [], path)) patterns.add(child);
  }
  return [...patterns];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}
