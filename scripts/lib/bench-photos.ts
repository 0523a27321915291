/**
 * Test photos for bench:upload, like a phone's: 4000 × 3000 JPEG at quality 90, a few MB each, with
 * content that costs what a real photo costs to decode (large colour areas, texture and grain; a flat
 * colour would compress to nothing and decode unrealistically fast). Every third is stored turned
 * (EXIF orientation 6), every photo carries a DateTimeOriginal. Made once into a folder under the
 * system's temporary folder and reused by later runs (a manifest is written when all are there).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@eb/book-model';
import sharp from 'sharp';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
/** Bump when the photos change, so an old folder is not reused. */
const GENERATION = 1;

export interface BenchPhoto {
  path: string;
  fileName: string;
  bytes: number;
}

export async function benchPhotos(count: number): Promise<{ photos: BenchPhoto[]; folder: string; made: boolean }> {
  const folder = join(tmpdir(), `eb-bench-upload-photos-v${GENERATION}`);
  const manifest = join(folder, 'manifest.json');
  if (existsSync(manifest)) {
    // A smaller run takes the first photos of a larger set.
    const photos = (JSON.parse(readFileSync(manifest, 'utf8')) as BenchPhoto[]).slice(0, count);
    if (photos.length === count && photos.every((photo) => existsSync(photo.path))) return { photos, folder, made: false };
  }
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  // Gaussian noise at 12 megapixels costs seconds, so the textures are made once and every photo
  // mixes them at its own offsets and weights, with colour areas and a light gradient of its own.
  const started = performance.now();
  process.stdout.write(`Making ${count} test photos (${PHOTO_WIDTH} × ${PHOTO_HEIGHT} JPEG) once in ${folder} `);
  const grain = await noiseLayer(PHOTO_WIDTH, PHOTO_HEIGHT, 8, 0.5);
  const texture = await noiseLayer(PHOTO_WIDTH / 5, PHOTO_HEIGHT / 5, 50, 0);
  const photos: BenchPhoto[] = [];
  for (let n = 0; n < count; n++) {
    // Seeded (book-model's mulberry32) for each photo's weights and offsets; sharp's noise itself is not seeded.
    const random = mulberry32(n + 1);
    // Colour areas at a quarter of the size (smooth anyway), read four pixels at a time by mix().
    const areas = await noiseLayer(16 + Math.floor(random() * 16), 12 + Math.floor(random() * 12), 45, 0, { width: PHOTO_WIDTH / 4, height: PHOTO_HEIGHT / 4 });
    const pixels = mix(random, areas, texture, grain);
    const turned = n % 3 === 0;
    const day = String(1 + (n % 28)).padStart(2, '0');
    const time = `${String(8 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00`;
    // Orientation 6: the sensor's landscape pixels are shown turned clockwise (a portrait photo).
    const jpeg = await sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'Bench', Model: 'Phone 12MP' }, IFD2: { DateTimeOriginal: `2019:07:${day} ${time}` } })
      .withMetadata(turned ? { orientation: 6 } : {})
      .toBuffer();
    const fileName = `IMG_${String(1000 + n)}.jpg`;
    const path = join(folder, fileName);
    writeFileSync(path, jpeg);
    photos.push({ path, fileName, bytes: jpeg.length });
    if (n % 10 === 9) process.stdout.write('.');
  }
  writeFileSync(manifest, JSON.stringify(photos));
  console.log(` ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { photos, folder, made: true };
}

interface Layer {
  data: Buffer;
  width: number;
  height: number;
}

/** Gaussian noise around mid-grey at width × height, scaled up (to the photo's size unless told) and softened. */
async function noiseLayer(width: number, height: number, sigma: number, blur: number, to = { width: PHOTO_WIDTH, height: PHOTO_HEIGHT }): Promise<Layer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } });
  // Noise of a small size is one pixel per sample; flatten to raw first so resize sees real pixels.
  image = sharp(await image.raw().toBuffer(), { raw: { width, height, channels: 3 } });
  if (width !== to.width) image = image.resize(to.width, to.height, { kernel: 'cubic' });
  if (blur > 0) image = image.blur(blur);
  return { data: await image.raw().toBuffer(), ...to };
}

function mix(random: () => number, areas: Layer, texture: Layer, grain: Layer): Buffer {
  const length = PHOTO_WIDTH * PHOTO_HEIGHT * 3;
  const out = Buffer.alloc(length);
  // Offsets into the shared layers (whole pixels, wrapping around at the end).
  let ti = 3 * Math.floor(random() * PHOTO_WIDTH * PHOTO_HEIGHT);
  let gi = 3 * Math.floor(random() * PHOTO_WIDTH * PHOTO_HEIGHT);
  const textureWeight = 0.3 + random() * 0.4;
  const tint = [random() * 60 - 30, random() * 60 - 30, random() * 60 - 30];
  const gradientX = (random() * 80 - 40) / PHOTO_WIDTH;
  const gradientY = (random() * 80 - 40) / PHOTO_HEIGHT;
  const { data: a, width: areasWidth } = areas;
  const scale = PHOTO_WIDTH / areasWidth;
  const t = texture.data;
  const g = grain.data;
  let i = 0;
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    const areasRow = Math.floor(y / scale) * areasWidth;
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const light = x * gradientX + y * gradientY;
      const ai = 3 * (areasRow + Math.floor(x / scale));
      for (let c = 0; c < 3; c++, i++, ti++, gi++) {
        if (ti === length) ti = 0;
        if (gi === length) gi = 0;
        const value = a[ai + c]! + (t[ti]! - 128) * textureWeight + (g[gi]! - 128) + light + tint[c]!;
        out[i] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return out;
}
