/**
 * Contact sheets of the design assistant's books, to look at them as a family would (issue 13, decision 033).
 * For each design × format × photo count × density it runs designBookWithAssistant on a life's photos
 * (labelled JPEGs: number, shape, year; a 'head' near the top so cut heads show), renders the cover
 * and every spread with book-render's PNG preview and puts them on one sheet, and prints the preflight's
 * problems of the book.
 *
 *   npx tsx scripts/assistant-sheets.ts [outDir] [filter]
 * filter: a substring of the sheet name (e.g. 'a4-12-'), default every combination.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { layoutSpread, preflightBook } from '@eb/book-layout';
import { createBookDocument, designBookWithAssistant, mulberry32, spreadCount, type AssistantDensity, type AssistantMemorial, type AssistantPhoto, type BookDocument } from '@eb/book-model';
import sharp from 'sharp';
import { createNodeLayoutResources } from '../packages/book-render/src/fonts-node';
import { renderSpreadPng } from '../packages/book-render/src/preview/render-preview';

const outDir = process.argv[2] ?? '/tmp/assistant-sheets';
const filter = process.argv[3] ?? '';
mkdirSync(outDir, { recursive: true });

const pad = (value: number) => String(value).padStart(2, '0');

/** `count` photos of a life: moments of 1–8 photos minutes apart, years apart; most 12 MP, a few small phone photos; uploaded shuffled. */
export function lifeOf(count: number, seed: number): AssistantPhoto[] {
  const random = mulberry32(seed);
  const photos: Omit<AssistantPhoto, 'uploadOrder'>[] = [];
  let time = Date.UTC(1958, 5, 1, 10, 0, 0);
  const span = Date.UTC(2025, 0, 1) - time;
  const moments = Math.max(3, Math.round(count / 4));
  let left = 0;
  for (let index = 0; index < count; index++) {
    if (left === 0) {
      // Decades with gaps: an uneven jump forward.
      time += Math.floor((span / moments) * (0.2 + 1.6 * random()));
      left = 1 + Math.floor(random() * 7);
    }
    left--;
    time += (2 + Math.floor(random() * 30)) * 60_000;
    const kind = random();
    const [width, height] = kind < 0.08 ? [800, 600] : kind < 0.12 ? [600, 800] : kind < 0.55 ? [4000, 3000] : kind < 0.92 ? [3000, 4000] : [3000, 3000];
    const date = new Date(time);
    photos.push({
      id: `foto-${index + 1}`,
      width,
      height,
      takenAt: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`,
    });
  }
  const order = photos.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return photos.map((photo, index) => ({ ...photo, uploadOrder: order[index]! }));
}

export const KAETHE: AssistantMemorial = {
  name: 'Käthe Berger',
  dates: '* 14.05.1938  † 03.10.2026',
  quotes: [
    'Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.',
    'Erinnerungen sind kleine Sterne, die tröstend in das Dunkel unserer Trauer leuchten.',
    'Das schönste Denkmal, das ein Mensch bekommen kann, steht in den Herzen seiner Mitmenschen.',
  ],
  condolences: [
    { name: 'Familie Becker', text: 'In stiller Trauer denken wir an Käthe und an die vielen schönen Stunden im Garten.' },
    { name: 'Karl Schmidt', text: 'Unser aufrichtiges Beileid.' },
    {
      name: 'Gertrud und Heinz Wagner',
      text: 'Liebe Familie Berger, mit Käthe verlieren wir eine Freundin aus über fünfzig Jahren. Wir haben zusammen die Kinder großgezogen, im Chor gesungen, jeden Sommer an der Ostsee verbracht und im Winter Plätzchen gebacken, bis die ganze Straße danach roch. Ihre Herzlichkeit, ihr Humor und ihre Geduld werden uns fehlen. Wir sind in Gedanken bei Euch und wünschen Euch viel Kraft in dieser schweren Zeit.\nIn Liebe und Dankbarkeit, Gertrud und Heinz',
    },
    { name: 'Der Kirchenchor St. Marien', text: 'Wir werden Deine Stimme im Sopran vermissen. Danke für vierzig Jahre Gesang.' },
    { name: 'Sabine', text: 'Ruhe in Frieden, liebe Tante Käthe.' },
    { name: 'Dr. Michael Hoffmann-Lindenberg', text: 'Mit großer Anteilnahme habe ich vom Tod Ihrer Mutter erfahren. Sie war bis zuletzt eine neugierige, fröhliche und dankbare Patientin, die jeden Besuch mit einer Geschichte bereichert hat.' },
    { name: 'Nachbarn aus der Lindenstraße', text: 'Wir vermissen das Winken am Fenster und den Kuchen am Sonntag.' },
    { name: 'Jonas', text: 'Oma, Du warst die Beste. Ich denke jeden Tag an Dich und an unsere Spaziergänge am Fluss, an die Geschichten von früher und an Deinen Apfelkuchen.' },
  ],
  candles: [
    { name: 'Lena', text: 'Für dich, liebe Oma.' },
    { name: 'Familie Krüger', text: 'In liebevoller Erinnerung.' },
    { name: 'Paul', text: 'Danke für alles.' },
    { name: 'Ilse', text: 'Wir sehen uns wieder, liebe Schwester. Bis dahin leuchtet diese Kerze für Dich.' },
    { name: 'Tom und Anja', text: 'Unvergessen.' },
  ],
};

const COLOURS = ['#c9a27e', '#8fa9c4', '#a8b98a', '#c48f9a', '#b3a6c9', '#d1c08a', '#8ab8b0', '#c4a08f'];

/** A small preview JPEG for a photo: its shape, a 'head' near the top, its number, shape and year in big letters. */
async function previewOf(photo: AssistantPhoto, index: number): Promise<Buffer> {
  const scale = 480 / Math.max(photo.width, photo.height);
  const width = Math.round(photo.width * scale);
  const height = Math.round(photo.height * scale);
  const shape = photo.width > photo.height ? 'Q' : photo.width < photo.height ? 'H' : 'S';
  const small = Math.max(photo.width, photo.height) < 1500 ? ' klein' : '';
  const year = photo.takenAt?.slice(0, 4) ?? '????';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${COLOURS[index % COLOURS.length]}"/>
  <rect x="6" y="6" width="${width - 12}" height="${height - 12}" fill="none" stroke="#333" stroke-width="6"/>
  <circle cx="${width / 2}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.1}" fill="#553"/>
  <text x="${width / 2}" y="${height * 0.55}" font-family="DejaVu Sans" font-size="${Math.min(width, height) * 0.2}" text-anchor="middle" fill="#222">${index + 1} ${shape}${small}</text>
  <text x="${width / 2}" y="${height * 0.75}" font-family="DejaVu Sans" font-size="${Math.min(width, height) * 0.15}" text-anchor="middle" fill="#222">${year}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

interface Combo {
  name: string;
  formatId: number;
  paperId: number;
  themeId: number;
  count: number;
  density: AssistantDensity;
}

const combos: Combo[] = [];
for (const themeId of [101, 103, 106])
  for (const [fmt, formatId, paperId] of [['a4', 1, 1], ['sq', 2, 3]] as const)
    for (const count of [12, 40, 150])
      for (const density of ['wenige', 'mittel', 'viele'] as AssistantDensity[]) combos.push({ name: `${fmt}-${count}-${density}-${themeId}`, formatId, paperId, themeId, count, density });

const SPREAD_PX = 520;
const COLUMNS = 4;

async function main(): Promise<void> {
  const previews = new Map<string, Buffer>();
  for (const combo of combos.filter((candidate) => candidate.name.includes(filter))) {
    const photos = lifeOf(combo.count, combo.count);
    for (const [index, photo] of photos.entries()) if (!previews.has(`${combo.count}/${photo.id}`)) previews.set(`${combo.count}/${photo.id}`, await previewOf(photo, index));
    let n = 0;
    const base = createBookDocument(
      { formatId: combo.formatId, paperId: combo.paperId, themeId: combo.themeId, coverFinish: 1, pagesFinish: 1, title: 'Erinnerungen', pageCount: combo.paperId === 1 ? 24 : 20, firstBackgroundId: null },
      () => `d${++n}`,
    );
    const result = designBookWithAssistant(base, { photos, memorial: KAETHE, options: { density: combo.density, condolences: true, seed: 1 } }, () => `a${++n}`);
    const document: BookDocument = { ...base, cover: result.cover, spreads: result.spreads };
    const resources = await createNodeLayoutResources(new Map(photos.map((photo) => [photo.id, { widthPx: photo.width, heightPx: photo.height }])));
    const source = { preview: async (photoId: string) => previews.get(`${combo.count}/${photoId}`)! };
    const tiles: Buffer[] = [];
    for (let spreadIndex = 0; spreadIndex < spreadCount(document); spreadIndex++) {
      const list = layoutSpread(document, spreadIndex, resources);
      const width = spreadIndex === 0 ? SPREAD_PX * 1.2 : SPREAD_PX;
      if (process.env.SPREADS) await sharp(await renderSpreadPng(list, resources, source, { widthPx: 1200, view: 'trim' })).toFile(join(outDir, `${combo.name}-s${spreadIndex}.png`));
      tiles.push(await sharp(await renderSpreadPng(list, resources, source, { widthPx: Math.round(width), view: 'trim' })).resize(SPREAD_PX, SPREAD_PX * 0.75, { fit: 'contain', background: '#888' }).png().toBuffer());
    }
    const cellW = SPREAD_PX + 8;
    const cellH = SPREAD_PX * 0.75 + 8;
    const rows = Math.ceil(tiles.length / COLUMNS);
    const sheet = await sharp({ create: { width: cellW * COLUMNS, height: Math.round(cellH * rows), channels: 3, background: '#666' } })
      .composite(tiles.map((input, index) => ({ input, left: (index % COLUMNS) * cellW + 4, top: Math.round(Math.floor(index / COLUMNS) * cellH + 4) })))
      .png({ compressionLevel: 6 })
      .toBuffer();
    const path = join(outDir, `${combo.name}.png`);
    await sharp(sheet).toFile(path);
    const { problems } = preflightBook(document, resources);
    const tally: Record<string, number> = {};
    for (const problem of problems) tally[problem.code] = (tally[problem.code] ?? 0) + 1;
    if (process.env.DETAILS) for (const problem of problems.filter((candidate) => candidate.code !== 'EMPTY_PHOTO_FRAME')) console.log('  ', JSON.stringify(problem));
    console.log(`${combo.name}: ${result.report.pageCount} pages, ${result.report.placedPhotoIds.length} placed, ${result.report.leftOutPhotoIds.length} left out; preflight ${JSON.stringify(tally)} → ${path}`);
  }
}

await main();
