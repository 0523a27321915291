import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A miniature build output with the same shape as apps/web/dist after the pre-render step. */
function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'eb-dist-'));
  const page = (body: string) =>
    `<html><head><script type="application/json" id="site-config">__SITE_CONFIG__</script></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(join(dist, 'spa.html'), page('<!--app-html-->'));
  writeFileSync(join(dist, 'index.html'), page('<aside data-seasonal-notice="" hidden="">Weihnachten</aside><h1>Start</h1>'));
  mkdirSync(join(dist, 'impressum'));
  writeFileSync(join(dist, 'impressum', 'index.html'), page('<h1>Impressum</h1><p>__SITE_operatorName__</p>'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, 'app-paths.json'), JSON.stringify(['/', '/impressum', '/auswahl/papier', '/auswahl/details', '/gedenkseite/:pageId']));
  return dist;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ WEB_DIST_DIR: fixtureDist(), OPERATOR_NAME: 'Trauerdruck <Nord> GmbH' });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('answers deep links of the app with the app shell (history fallback)', async () => {
    for (const url of ['/auswahl/papier', '/auswahl/details?x=1', '/gedenkseite/margarete-weber']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<!--app-html-->');
    }
  });

  it('answers an address the app has no page for with the app (its not-found page) and status 404', async () => {
    for (const url of ['/irgendwas/unbekannt', '/gedenkseite', '/auswahl/papier/mehr']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<!--app-html-->');
    }
  });

  it('does not serve the build’s list of app paths as a file', async () => {
    const response = await get('/app-paths.json');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(':pageId');
  });

  it('serves pre-rendered pages with the operator from configuration, escaped', async () => {
    const response = await get('/impressum');
    expect(response.body).toContain('<h1>Impressum</h1>');
    expect(response.body).toContain('<p>Trauerdruck &#60;Nord&#62; GmbH</p>');
    const config = JSON.parse(/id="site-config">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(config.operatorName).toBe('Trauerdruck <Nord> GmbH');
    expect(response.body).not.toContain('<Nord>');
    expect((await get('/impressum/')).body).toContain('<h1>Impressum</h1>');
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/index-AbCdEf12.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not with the app', async () => {
    const response = await get('/assets/fehlt-12345678.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers unknown API paths with JSON 404, never HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/gibt-es-nicht'],
      ['GET', '/api'],
      ['POST', '/api/products/formats'],
      ['DELETE', '/api/gibt-es-nicht/1'],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('sends security headers with pages', async () => {
    const response = await get('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['referrer-policy']).toBeDefined();
  });
});

describe('the Christmas notice', () => {
  const pageOn = async (day: string) => {
    const dated = await createTestApp({ WEB_DIST_DIR: fixtureDist() }, () => new Date(day));
    const body = (await dated.app.inject('/')).body;
    const config = JSON.parse(/id="site-config">(.*?)<\/script>/.exec(body)?.[1] ?? '{}') as { showChristmasNotice?: boolean };
    await dated.close();
    return { body, config };
  };

  it('shows on 1–24 December, in the pre-rendered HTML and in the site configuration', async () => {
    const { body, config } = await pageOn('2026-12-10T10:00:00+01:00');
    expect(body).toContain('<aside data-seasonal-notice="">Weihnachten</aside>');
    expect(config.showChristmasNotice).toBe(true);
  });

  it('stays hidden on other days', async () => {
    const { body, config } = await pageOn('2026-12-27T10:00:00+01:00');
    expect(body).toContain('<aside data-seasonal-notice="" hidden="">');
    expect(config.showChristmasNotice).toBe(false);
  });
});
