// Tests only: photo-like JPEGs (sky, sun, hills, a figure: smooth areas and hard edges, as photos have)
// and a PhotoSource over them whose preview is the same picture smaller, as the uploads module keeps it.
import sharp from 'sharp';
import type { PhotoSource } from '../pdf/types';
import type { BookPhoto } from './design-book';

const SKIES = [
  ['#8fb8de', '#f3d9b1'],
  ['#f0a46b', '#fbe3c4'],
  ['#5d7fa8', '#c9d8e8'],
  ['#b9c7a3', '#f4f1e4'],
] as const;

function scene(index: number, width: number, height: number): string {
  const [top, bottom] = SKIES[index % SKIES.length]!;
  const sunX = width * (0.2 + 0.15 * (index % 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${height * 0.28}" r="${height * 0.09}" fill="#fff4c9"/>
  <path d="M0 ${height * 0.62} Q ${width * 0.3} ${height * 0.45} ${width * 0.55} ${height * 0.6} T ${width} ${height * 0.55} V ${height} H 0 Z" fill="#6b8f5a"/>
  <path d="M0 ${height * 0.78} Q ${width * 0.4} ${height * 0.66} ${width} ${height * 0.8} V ${height} H 0 Z" fill="#496b3d"/>
  <rect x="${width * 0.62}" y="${height * 0.5}" width="${width * 0.06}" height="${height * 0.3}" fill="#3b2f2a"/>
  <circle cx="${width * 0.65}" cy="${height * 0.46}" r="${width * 0.035}" fill="#e0b89a"/>
</svg>`;
}

export interface TestPhoto extends BookPhoto {
  jpeg: Buffer;
}

export async function makeTestPhotos(sizes: { widthPx: number; heightPx: number }[]): Promise<TestPhoto[]> {
  return Promise.all(
    sizes.map(async (size, index) => ({
      id: `foto-${index + 1}`,
      ...size,
      jpeg: await sharp(Buffer.from(scene(index, size.widthPx, size.heightPx))).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer(),
    })),
  );
}

export function testPhotoSource(photos: TestPhoto[]): PhotoSource {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const get = (photoId: string): TestPhoto => {
    const photo = byId.get(photoId);
    if (!photo) throw new Error(`unknown photo ${photoId}`);
    return photo;
  };
  return {
    original: async (photoId) => get(photoId).jpeg,
    preview: async (photoId) => sharp(get(photoId).jpeg).resize(1600, 1600, { fit: 'inside', withoutEnlargement: true }).jpeg().toBuffer(),
  };
}
