import { randomBytes } from 'node:crypto';
import type { MemorialPageAdministration, PublicMemorialPage } from '@eb/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accessTokenFor, registeredUser } from '../../testing/tokens';
import { MEMORIAL_PAGE_SEEDS } from './seed-pages';

let test: TestApp;
const [seed, otherSeed] = MEMORIAL_PAGE_SEEDS;
const base = `/api/memorial-pages/${seed!.id}`;
let admin: { authorization: string };

beforeAll(async () => {
  test = await createTestApp({ SEED_DEMO_DATA: 'true' });
  const user = await test.database.db.query.users.findFirst({ where: (users, { eq }) => eq(users.account, seed!.administrator.account) });
  admin = { authorization: `Bearer ${await accessTokenFor(test, user!.id)}` };
});
afterAll(() => test.close());

/** A form upload as a browser sends it. */
function form(file: Buffer, filename = 'portrait.jpg', type = 'image/jpeg') {
  const boundary = `----eb${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="portrait"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, auth: Record<string, string> = admin, url = `${base}/portrait`, filename?: string, type?: string) => {
  const body = form(file, filename, type);
  return test.app.inject({ method: 'PUT', url, payload: body.payload, headers: { ...body.headers, ...auth } });
};

/** A landscape camera picture that the camera recorded as "turn 90° to view": a portrait once upright. */
const cameraPicture = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#8a6f5a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Kamera der Familie', Copyright: 'privat' } })
    .toBuffer();

const publicPage = async () => (await test.app.inject(base)).json<PublicMemorialPage>();

describe('the portrait', () => {
  it('shows a demo page’s seeded portrait as it is', async () => {
    expect((await publicPage()).portraitSrc).toBe(seed!.portraitSrc);
  });

  it('turns an upload upright, strips its metadata, makes it at most 800 px WebP, and serves it', async () => {
    const response = await upload(await cameraPicture());
    expect(response.statusCode).toBe(200);
    const src = response.json<MemorialPageAdministration>().portraitSrc!;
    expect(src).toMatch(new RegExp(`^/api/memorial-pages/${seed!.id}/portrait/[0-9a-f]{20}\\.webp$`));
    expect((await publicPage()).portraitSrc).toBe(src);

    const image = await test.app.inject(src);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('lets caches keep a portrait for an hour only, then ask again: unchanged costs a 304, removed is gone', async () => {
    const src = (await upload(await cameraPicture())).json<MemorialPageAdministration>().portraitSrc!;
    const image = await test.app.inject(src);
    // Never 'immutable' or a year: a portrait the family removed must leave shared caches soon.
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(image.headers.etag);
    expect(etag).toBe(`"${src.split('/').at(-1)}"`);

    const unchanged = await test.app.inject({ url: src, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=3600');
    expect((await test.app.inject({ url: src, headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
    expect((await test.app.inject({ url: src, headers: { 'if-none-match': '"0000"' } })).statusCode).toBe(200);

    await test.app.inject({ method: 'DELETE', url: `${base}/portrait`, headers: admin });
    const removed = await test.app.inject({ url: src, headers: { 'if-none-match': etag } });
    expect(removed.statusCode).toBe(404);
    expect(removed.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('replaces the portrait: the old address is gone, the new one works; removing it leaves none', async () => {
    const first = (await upload(await cameraPicture())).json<MemorialPageAdministration>().portraitSrc!;
    const png = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#ffffff' } }).png().toBuffer();
    const second = (await upload(png, admin, `${base}/portrait`, 'bild.png', 'image/png')).json<MemorialPageAdministration>().portraitSrc!;
    expect(second).not.toBe(first);
    expect((await test.app.inject(first)).statusCode).toBe(404);
    const small = await sharp((await test.app.inject(second)).rawPayload).metadata();
    // Small pictures are not blown up.
    expect(small).toMatchObject({ width: 300, height: 400 });

    const removed = await test.app.inject({ method: 'DELETE', url: `${base}/portrait`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<MemorialPageAdministration>().portraitSrc).toBeNull();
    expect((await publicPage()).portraitSrc).toBeNull();
    expect((await test.app.inject(second)).statusCode).toBe(404);
  });

  it('takes a photo of several megabytes', async () => {
    const large = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(large);
    expect(response.statusCode).toBe(200);
    expect(await sharp((await test.app.inject(response.json<MemorialPageAdministration>().portraitSrc!)).rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it.each([
    ['a GIF', () => sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer(), 'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.'],
    ['a text file called .jpg', async () => Buffer.from('Das ist kein Bild.'), 'Bitte wählen Sie ein Foto im Format JPEG, PNG oder WebP.'],
    ['a cut-off JPEG', async () => {
      const whole = await cameraPicture();
      return whole.subarray(0, Math.floor(whole.length * 0.6));
    }, 'Dieses Foto lässt sich nicht öffnen. Bitte wählen Sie ein anderes.'],
  ])('refuses %s with 400 and a German reason', async (_name, make, message) => {
    const response = await upload(await make());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a file over 10 MB with 413 and a German reason', async () => {
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Das Foto ist zu groß. Bitte wählen Sie ein Foto bis 10 MB.');
  });

  it('refuses a request without a file', async () => {
    const empty = await test.app.inject({ method: 'PUT', url: `${base}/portrait`, headers: admin, payload: { bild: 'nein' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte wählen Sie ein Foto aus.');
  });

  it('is changed only by the page’s administrator; nobody can fetch another page’s file through this page', async () => {
    const stranger = await registeredUser(test, 'Fremder');
    expect((await upload(await cameraPicture(), stranger.auth)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'DELETE', url: `${base}/portrait`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await upload(await cameraPicture(), {})).statusCode).toBe(401);
    // The administrator of one page is a stranger to the other.
    expect((await upload(await cameraPicture(), admin, `/api/memorial-pages/${otherSeed!.id}/portrait`)).statusCode).toBe(404);

    const own = (await upload(await cameraPicture())).json<MemorialPageAdministration>().portraitSrc!;
    const file = own.split('/').at(-1)!;
    expect((await test.app.inject(`/api/memorial-pages/${otherSeed!.id}/portrait/${file}`)).statusCode).toBe(404);
    expect((await test.app.inject(`${base}/portrait/..%2F..%2Fetc.webp`)).statusCode).toBe(400);
    expect((await test.app.inject(`${base}/portrait/${'0'.repeat(20)}.webp`)).statusCode).toBe(404);
  });
});
