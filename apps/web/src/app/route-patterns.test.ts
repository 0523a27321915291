import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns';
import { routes } from './routes';

describe('routePatterns', () => {
  it('joins nested paths, keeps parameters and leaves out the catch-all', () => {
    const patterns = routePatterns([
      {
        path: '/',
        children: [
          { index: true },
          { path: '/auswahl', children: [{ index: true }, { path: 'format' }, { path: 'details/:bookId' }] },
          { children: [{ path: '/erstellen/:bookId?' }] },
          { path: '*' },
        ],
      },
    ]);
    expect(patterns.sort()).toEqual(['/', '/auswahl', '/auswahl/details/:bookId', '/auswahl/format', '/erstellen/:bookId?']);
  });

  it('lists the pages of the real route table, and no catch-all', () => {
    const patterns = routePatterns(routes);
    expect(patterns).toEqual(expect.arrayContaining(['/', '/buecher', '/auswahl/papier', '/gedenkseite/:pageId', '/gedenkseite/:pageId/verwalten']));
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });
});
