import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@eb/api-contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { germanTusAnswer } from './upload-routes';
import { checkImageHeader, sniffFormat } from './upload-content-check';
import { pngBomb } from './testing/png-bomb';

const folder = mkdtempSync(join(tmpdir(), 'eb-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function fileOf(name: string, bytes: Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);

describe('the first bytes', () => {
  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), 'jpeg'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'webp'],
    ['HEIC from a phone', ftyp('heic'), 'heif'],
    ['HEIF (mif1)', ftyp('mif1'), 'heif'],
    ['AVIF', ftyp('avif'), 'heif'],
  ])('recognise %s', (_name, head, format) => {
    expect(sniffFormat(head)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('Hallo Oma, alles Gute!')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00', 'latin1')],
    ['TIFF', Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0, 0, 0])],
    ['PDF', Buffer.from('%PDF-1.7\n%âãÏÓ')],
    ['an MP4 video', ftyp('isom')],
    ['a QuickTime video', ftyp('qt  ')],
    ['RIFF that is WAV audio', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
    ['too few bytes to tell', Buffer.from([0xff, 0xd8])],
  ])('refuse %s', (_name, head) => {
    expect(sniffFormat(head)).toBeUndefined();
  });
});

describe('the header of a complete file', () => {
  it('reads format and size of real photos', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c00' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c00' } }).webp().toBuffer();
    const avif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c00' } }).avif().toBuffer();
    expect(await checkImageHeader(fileOf('a.jpg', jpeg))).toEqual({ format: 'jpeg', width: 30, height: 20 });
    expect(await checkImageHeader(fileOf('a.webp', webp))).toEqual({ format: 'webp', width: 30, height: 20 });
    expect(await checkImageHeader(fileOf('a.avif', avif))).toEqual({ format: 'heif', width: 30, height: 20 });
  });

  it('refuses what sharp reads but we do not keep (GIF, TIFF, SVG)', async () => {
    const image = sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } });
    for (const [name, bytes] of [
      ['a.gif', await image.clone().gif().toBuffer()],
      ['a.tif', await image.clone().tiff().toBuffer()],
      ['a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
    ] as const) {
      await expect(checkImageHeader(fileOf(name, bytes))).rejects.toMatchObject({ statusCode: 415, message: UPLOAD_MESSAGES.unreadableFormat });
    }
  });

  it('refuses a decompression bomb from its header, and a pixel count just over the limit', async () => {
    await expect(checkImageHeader(fileOf('bomb.png', pngBomb(20000, 20000)))).rejects.toMatchObject({ statusCode: 413, message: UPLOAD_MESSAGES.tooManyPixels });
    const small = fileOf('small.png', pngBomb(100, 100));
    expect(await checkImageHeader(small, 10_000)).toMatchObject({ width: 100, height: 100 });
    await expect(checkImageHeader(small, 9_999)).rejects.toMatchObject({ message: UPLOAD_MESSAGES.tooManyPixels });
  });

  it('refuses bytes that only start like a JPEG', async () => {
    await expect(checkImageHeader(fileOf('fake.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)])))).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe("tus's own refusals", () => {
  it.each([
    [412, 'Tus-Resumable Required\n', 412],
    [400, 'Invalid upload-metadata\n', 400],
    [403, 'Upload-Offset header required\n', 400],
    [409, 'Upload-Offset conflict\n', 409],
    [410, 'The file for this url no longer exists\n', 410],
    [501, 'creation-defer-length extension is not (yet) supported.\n', 400],
    [500, 'Something went wrong with that request\nboom', 500],
  ])('%i %j becomes a German JSON error', (status, body, answered) => {
    const answer = germanTusAnswer(status, body);
    expect(answer.statusCode).toBe(answered);
    expect(answer.message).toMatch(/[äöüß]|Bitte|Die |Es /);
    expect(answer.message).not.toMatch(/boom|Something/);
  });
});
