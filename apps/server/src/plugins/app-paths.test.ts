import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS_FILE, loadAppPaths } from './app-paths';

function distWith(patterns?: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'eb-paths-'));
  if (patterns) writeFileSync(join(dist, APP_PATHS_FILE), JSON.stringify(patterns));
  return dist;
}

describe('the web app’s paths', () => {
  const isAppPath = loadAppPaths(distWith(['/', '/buecher', '/gedenkseite/:pageId', '/gedenkseite/:pageId/verwalten', '/erstellen/:bookId?']));

  it('knows fixed paths, ignoring case and a trailing slash', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/buecher')).toBe(true);
    expect(isAppPath('/Buecher/')).toBe(true);
    expect(isAppPath('/buecher/alt')).toBe(false);
    expect(isAppPath('/buecherregal')).toBe(false);
  });

  it('fills parameters with one segment each, optional ones also left out', () => {
    expect(isAppPath('/gedenkseite/margarete-weber')).toBe(true);
    expect(isAppPath('/gedenkseite/margarete-weber/verwalten')).toBe(true);
    expect(isAppPath('/gedenkseite')).toBe(false);
    expect(isAppPath('/gedenkseite/a/b')).toBe(false);
    expect(isAppPath('/erstellen')).toBe(true);
    expect(isAppPath('/erstellen/12')).toBe(true);
    expect(isAppPath('/erstellen/12/13')).toBe(false);
  });

  it('counts every path as the app’s when the build wrote no list', () => {
    const anyPath = loadAppPaths(distWith());
    expect(anyPath('/irgendwas/unbekannt')).toBe(true);
  });
});
