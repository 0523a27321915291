import { contentHashSchema } from '@eb/api-contract';
import { describe, expect, it } from 'vitest';
import { hashesOf, sha256Hex } from './content-hash';

describe('sha256Hex', () => {
  it('gives the well-known SHA-256 of the bytes, in the form the server accepts', async () => {
    const hash = await sha256Hex(new Blob(['abc']));
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(contentHashSchema.safeParse(hash).success).toBe(true);
  });

  it('gives the same hash for the same bytes and a different one for other bytes', async () => {
    const photo = new Uint8Array(300_000).map((_, index) => index % 251);
    const same = await sha256Hex(new Blob([photo.slice()]));
    expect(await sha256Hex(new Blob([photo]))).toBe(same);
    photo[299_999] = 7;
    expect(await sha256Hex(new Blob([photo]))).not.toBe(same);
  });

  it('answers null for a file that cannot be read, so the upload still goes ahead', async () => {
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
    expect(await sha256Hex(unreadable)).toBeNull();
  });
});

describe('hashesOf', () => {
  it('asks only about files whose hash is known', () => {
    expect(hashesOf([{ meta: { sha256: 'a' } }, { meta: {} }, { meta: { sha256: 'b' } }])).toEqual(['a', 'b']);
    expect(hashesOf([])).toEqual([]);
  });
});
