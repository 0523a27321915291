import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// sharp is the server's image library (hoisted to the root node_modules): the browser tests use it to make photos, not to check the page.
import sharp from 'sharp';

export interface TestPhoto {
  path: string;
  name: string;
  bytes: number;
}

export const TEST_PHOTO_WIDTH = 1200;
export const TEST_PHOTO_HEIGHT = 900;

/**
 * Real JPEGs a person could have taken, each different: a colour gradient of its own, a few shapes
 * and its number, under grain that keeps them around 0.5–1 MB (a flat picture would compress to a
 * few KB and be sent before anything could be watched or cut). Written to a fresh folder, as the file
 * chooser takes files from the disk.
 */
export async function makeTestPhotos(count: number, prefix = 'Foto'): Promise<TestPhoto[]> {
  const folder = mkdtempSync(join(tmpdir(), 'eb-e2e-photos-'));
  mkdirSync(folder, { recursive: true });
  const photos: TestPhoto[] = [];
  for (let n = 0; n < count; n++) {
    const name = `${prefix}-${String(n + 1).padStart(2, '0')}.jpg`;
    const path = join(folder, name);
    const jpeg = await photo(n);
    writeFileSync(path, jpeg);
    photos.push({ path, name, bytes: jpeg.length });
  }
  return photos;
}

/** A text file with a photo's name: the browser lets it through by its name, the server reads the content. */
export function makeFakePhoto(name = 'foto.jpg'): string {
  const folder = mkdtempSync(join(tmpdir(), 'eb-e2e-fake-'));
  const path = join(folder, name);
  writeFileSync(path, 'Liebe Oma, das ist kein Foto, sondern ein Brief.\n'.repeat(200));
  return path;
}

async function photo(n: number): Promise<Buffer> {
  const random = seeded(n + 1);
  const width = TEST_PHOTO_WIDTH;
  const height = TEST_PHOTO_HEIGHT;
  const from = [random() * 255, random() * 255, random() * 255];
  const to = [random() * 255, random() * 255, random() * 255];
  // More grain, more bytes: the photos differ in size as real ones do.
  const grain = 24 + (n % 5) * 6;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mix = (x / width + y / height) / 2;
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const base = (from[channel] ?? 0) * (1 - mix) + (to[channel] ?? 0) * mix;
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(base + (random() - 0.5) * 2 * grain)));
      }
    }
  }
  const shapes = Array.from({ length: 4 }, () => {
    const colour = `rgb(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)})`;
    return `<circle cx="${Math.floor(random() * width)}" cy="${Math.floor(random() * height)}" r="${60 + Math.floor(random() * 180)}" fill="${colour}" fill-opacity="0.7"/>`;
  }).join('');
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}<text x="60" y="${height - 80}" font-family="sans-serif" font-size="160" font-weight="bold" fill="white" stroke="black" stroke-width="4">${n + 1}</text></svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The same photos on every run: a test that fails can be looked at again. */
function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
