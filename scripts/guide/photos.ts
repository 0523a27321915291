/**
 * The photos the guide uploads: calm pictures a family could bring (a portrait, landscapes, a garden),
 * drawn as SVG and written as camera-sized JPEGs with a capture date, so the shop treats them as it
 * treats photos from a phone (EXIF order, enough pixels for print). The repository holds no real
 * photos on purpose (no one's family in the repo); the portrait is the demo memorial illustration.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export interface GuidePhoto {
  path: string;
  fileName: string;
}

const WIDTH = 2400;
const HEIGHT = 1800;

type Scene = (random: () => number) => string;

const sky = (top: string, bottom: string) =>
  `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;

/** A ridge of hills from left to right at about `y`, drawn as one smooth path. */
function hills(random: () => number, y: number, amplitude: number, colour: string): string {
  const points: string[] = [`M0 ${HEIGHT}`, `L0 ${y}`];
  const steps = 6;
  for (let step = 1; step <= steps; step++) {
    const x = (WIDTH / steps) * step;
    const cx = x - WIDTH / steps / 2;
    points.push(`Q${cx.toFixed(0)} ${(y - amplitude * (0.4 + random())).toFixed(0)} ${x.toFixed(0)} ${(y + amplitude * (random() - 0.5)).toFixed(0)}`);
  }
  points.push(`L${WIDTH} ${HEIGHT} Z`);
  return `<path d="${points.join(' ')}" fill="${colour}"/>`;
}

function trees(random: () => number, count: number, baseY: number, colour: string): string {
  return Array.from({ length: count }, () => {
    const x = random() * WIDTH;
    const h = 160 + random() * 220;
    const w = h * 0.42;
    return `<path d="M${x} ${baseY - h} L${x - w / 2} ${baseY} L${x + w / 2} ${baseY} Z" fill="${colour}"/>`;
  }).join('');
}

const SCENES: Record<string, Scene> = {
  sunset: (random) =>
    sky('#5d4a7a', '#f2a65a') +
    `<circle cx="${900 + random() * 600}" cy="1080" r="170" fill="#ffd9a0" opacity="0.95"/>` +
    hills(random, 1150, 160, '#7a4e5c') +
    hills(random, 1320, 140, '#4f3444') +
    hills(random, 1500, 120, '#2f1f2b'),
  lake: (random) =>
    sky('#8fb4d9', '#e3eef6') +
    hills(random, 820, 380, '#8d9fb3') +
    hills(random, 960, 180, '#5f7d6a') +
    trees(random, 26, 1000, '#2f4a3a') +
    `<rect y="1000" width="${WIDTH}" height="${HEIGHT - 1000}" fill="#6f93ad"/>` +
    Array.from({ length: 18 }, () => `<rect x="${random() * WIDTH}" y="${1040 + random() * 700}" width="${120 + random() * 300}" height="6" rx="3" fill="#b9d0e0" opacity="0.6"/>`).join(''),
  meadow: (random) =>
    sky('#a9cdea', '#eef5f8') +
    `<ellipse cx="${600 + random() * 1200}" cy="320" rx="260" ry="70" fill="#ffffff" opacity="0.8"/>` +
    hills(random, 900, 200, '#9bbf6e') +
    hills(random, 1150, 160, '#7aa84f') +
    Array.from({ length: 260 }, () => {
      const colours = ['#f4f1e8', '#f2d24b', '#d9534f', '#b07cc6'];
      return `<circle cx="${random() * WIDTH}" cy="${1200 + random() * 600}" r="${6 + random() * 10}" fill="${colours[Math.floor(random() * colours.length)]}"/>`;
    }).join(''),
  sea: (random) =>
    sky('#7fa7c9', '#f4e9d8') +
    `<rect y="900" width="${WIDTH}" height="500" fill="#4f7f9c"/>` +
    Array.from({ length: 30 }, () => `<rect x="${random() * WIDTH}" y="${920 + random() * 460}" width="${80 + random() * 260}" height="5" rx="2" fill="#d7e6ee" opacity="0.7"/>`).join('') +
    `<path d="M0 1400 Q${WIDTH / 2} ${1330 + random() * 60} ${WIDTH} 1420 L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="#e6d3ae"/>`,
  autumn: (random) =>
    sky('#c9d6df', '#f1ece2') +
    hills(random, 1200, 100, '#8a7a4f') +
    `<path d="M${WIDTH / 2 - 80} ${HEIGHT} Q${WIDTH / 2} 1300 ${WIDTH / 2 + 40} 1220 L${WIDTH / 2 + 90} 1220 Q${WIDTH / 2 + 160} 1400 ${WIDTH / 2 + 420} ${HEIGHT} Z" fill="#c7b48a"/>` +
    Array.from({ length: 14 }, () => {
      const x = random() * WIDTH;
      const colours = ['#c2622d', '#d99a2b', '#9c3d24', '#b5802f'];
      const colour = colours[Math.floor(random() * colours.length)];
      return `<rect x="${x - 18}" y="900" width="36" height="360" fill="#5a4030"/><circle cx="${x}" cy="820" r="${190 + random() * 90}" fill="${colour}"/>`;
    }).join(''),
  garden: (random) =>
    sky('#b8d3e6', '#f3f1e9') +
    `<rect y="1000" width="${WIDTH}" height="800" fill="#6f9a52"/>` +
    `<rect x="0" y="760" width="${WIDTH}" height="260" fill="#4c7340"/>` +
    Array.from({ length: 70 }, () => {
      const colours = ['#c94c6a', '#e8a0b4', '#f6e7ea', '#d66a4e'];
      return `<circle cx="${random() * WIDTH}" cy="${820 + random() * 240}" r="${22 + random() * 26}" fill="${colours[Math.floor(random() * colours.length)]}"/>`;
    }).join('') +
    `<rect x="1500" y="1180" width="520" height="40" rx="8" fill="#8a6a4a"/><rect x="1500" y="1100" width="520" height="30" rx="8" fill="#8a6a4a"/><rect x="1530" y="1220" width="24" height="130" fill="#6a4e36"/><rect x="1966" y="1220" width="24" height="130" fill="#6a4e36"/>`,
};

/** The photos, their file names as a family's camera folder might name them, and when they were taken. */
const PLAN: Array<{ fileName: string; scene: keyof typeof SCENES | 'portrait'; takenAt: string }> = [
  { fileName: 'Portraet-Oma-Helga.jpg', scene: 'portrait', takenAt: '2018:05:12 15:20:00' },
  ...(
    [
      ['Gardasee-1998.jpg', 'lake'],
      ['Abendspaziergang.jpg', 'sunset'],
      ['Ostsee-Urlaub.jpg', 'sea'],
      ['Sommerwiese.jpg', 'meadow'],
      ['Rosengarten.jpg', 'garden'],
      ['Herbstwald.jpg', 'autumn'],
      ['Bergsee.jpg', 'lake'],
      ['Sonnenuntergang.jpg', 'sunset'],
      ['Blumenwiese.jpg', 'meadow'],
      ['Am-Strand.jpg', 'sea'],
      ['Gartenbank.jpg', 'garden'],
      ['Waldweg.jpg', 'autumn'],
      ['Am-See.jpg', 'lake'],
      ['Abendrot.jpg', 'sunset'],
      ['Fruehling.jpg', 'meadow'],
      ['Nordsee.jpg', 'sea'],
      ['Rosenbluete.jpg', 'garden'],
      ['Oktober.jpg', 'autumn'],
      ['Wanderung.jpg', 'lake'],
      ['Sommerabend.jpg', 'sunset'],
      ['Wiese-im-Mai.jpg', 'meadow'],
      ['Strandspaziergang.jpg', 'sea'],
      ['Im-Garten.jpg', 'garden'],
    ] as const
  ).map(([fileName, scene], index) => ({
    fileName,
    scene,
    // A few moments a year apart, a few photos each: the assistant groups them by these gaps.
    takenAt: `${2018 + Math.floor(index / 5)}:${String(5 + (index % 5)).padStart(2, '0')}:${String(3 + index).padStart(2, '0')} ${String(9 + (index % 9)).padStart(2, '0')}:15:00`,
  })),
];

const PORTRAIT_SVG = new URL('../../apps/web/public/images/memorial/margarete-weber.svg', import.meta.url);

/** Writes the photos into a fresh temporary folder and answers them in upload order. */
export async function makeGuidePhotos(): Promise<GuidePhoto[]> {
  const folder = mkdtempSync(join(tmpdir(), 'eb-guide-photos-'));
  const photos: GuidePhoto[] = [];
  for (const [index, item] of PLAN.entries()) {
    const random = seeded(index + 7);
    const image =
      item.scene === 'portrait'
        ? sharp(readFileSync(PORTRAIT_SVG), { density: 216 }).resize(1500, 1875, { fit: 'cover' })
        : sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${SCENES[item.scene]!(random)}</svg>`));
    const jpeg = await image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86 })
      .withExif({ IFD0: { Make: 'Familienkamera', Model: 'Foto' }, IFD2: { DateTimeOriginal: item.takenAt } })
      .toBuffer();
    const path = join(folder, item.fileName);
    writeFileSync(path, jpeg);
    photos.push({ path, fileName: item.fileName });
  }
  return photos;
}

function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
