import { mulberry32 } from './random';
import type { AssistantMemorial, AssistantPhoto } from './types';

/** Test and bench helpers: a life's photos (moments over the years, mixed shapes and sizes) and a memorial page. */

const pad = (value: number) => String(value).padStart(2, '0');
const stamp = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
};

/**
 * `count` photos uploaded in a shuffled order: moments of 1–12 photos minutes apart, moments months
 * apart; about half landscape 4000 × 3000, a third portrait 3000 × 4000, the rest square or small scans
 * (1200 × 900); every seventh without a capture time.
 */
export function lifePhotos(count: number, seed = 1): AssistantPhoto[] {
  const random = mulberry32(seed);
  const photos: Omit<AssistantPhoto, 'uploadOrder'>[] = [];
  let time = Date.UTC(1962, 4, 1, 10, 0, 0);
  let left = 0;
  for (let index = 0; index < count; index++) {
    if (left === 0) {
      time += (30 + Math.floor(random() * 300)) * 86_400_000;
      left = 1 + Math.floor(random() * 12);
    }
    left--;
    time += (1 + Math.floor(random() * 20)) * 60_000;
    const kind = random();
    const [width, height] = kind < 0.5 ? [4000, 3000] : kind < 0.83 ? [3000, 4000] : kind < 0.9 ? [2400, 2400] : [1200, 900];
    photos.push({ id: `foto-${index + 1}`, width, height, takenAt: index % 7 === 3 ? null : stamp(time) });
  }
  // Uploaded in another order than taken (a shuffle), as families upload from several phones.
  const order = photos.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return photos.map((photo, index) => ({ ...photo, uploadOrder: order[index]! }));
}

export const photo = (id: string, width: number, height: number, takenAt: string | null, uploadOrder: number): AssistantPhoto => ({ id, width, height, takenAt, uploadOrder });

export const MEMORIAL: AssistantMemorial = {
  name: 'Anna Muster',
  dates: '* 12.03.1941  † 02.11.2026',
  quotes: ['Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.'],
  condolences: [
    { name: 'Familie Becker', text: 'In stiller Trauer denken wir an Anna und an die vielen schönen Stunden im Garten.' },
    { name: 'Karl Schmidt', text: 'Unser aufrichtiges Beileid. Anna war eine wunderbare Nachbarin, immer hilfsbereit und fröhlich.' },
  ],
  candles: [{ name: 'Lena', text: 'Für dich, liebe Oma.' }],
};

export const NO_MEMORIAL: AssistantMemorial = { name: null, dates: null, quotes: [], condolences: [], candles: [] };
