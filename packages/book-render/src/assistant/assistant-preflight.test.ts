// The design assistant's books through the finishing preflight (issue 13): what the assistant makes on
// its own must not ask the family to fix anything — no overflowing or misplaced text, no placeholder
// left, nothing blocking — and photo frames stay empty only where the book has fewer photos than its
// cover and page 1 need.
import { preflightBook, type LayoutResources, type PreflightProblem } from '@eb/book-layout';
import { createBookDocument, designBookWithAssistant, type AssistantDensity, type AssistantMemorial, type AssistantPhoto, type BookDocument } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';

const pad = (value: number) => String(value).padStart(2, '0');

/** A life's photos: moments of 1–7 photos minutes apart, years apart (1958 … 2024); most 12 MP, some small phone photos; uploaded shuffled. */
function lifeOf(count: number): AssistantPhoto[] {
  let state = count * 7919;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const photos: AssistantPhoto[] = [];
  let time = Date.UTC(1958, 5, 1, 10, 0, 0);
  const step = (Date.UTC(2024, 0, 1) - time) / Math.max(3, count / 4);
  let left = 0;
  for (let index = 0; index < count; index++) {
    if (left === 0) {
      time += Math.floor(step * (0.2 + 1.6 * random()));
      left = 1 + Math.floor(random() * 7);
    }
    left--;
    time += (2 + Math.floor(random() * 30)) * 60_000;
    const kind = random();
    const [width, height] = kind < 0.08 ? [800, 600] : kind < 0.12 ? [600, 800] : kind < 0.55 ? [4000, 3000] : kind < 0.92 ? [3000, 4000] : [3000, 3000];
    const date = new Date(time);
    const takenAt = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`;
    photos.push({ id: `foto-${index + 1}`, width, height, takenAt, uploadOrder: (index * 37) % count });
  }
  return photos;
}

const MEMORIAL: AssistantMemorial = {
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

async function assisted(
  formatId: number,
  paperId: number,
  themeId: number,
  photos: AssistantPhoto[],
  density: AssistantDensity,
): Promise<{ document: BookDocument; resources: LayoutResources; placed: number; tooSmall: string[] }> {
  let n = 0;
  const minPages = paperId === 1 ? 24 : paperId === 2 ? 26 : 20;
  const base = createBookDocument({ formatId, paperId, themeId, coverFinish: 1, pagesFinish: 1, title: 'Erinnerungen', pageCount: minPages, firstBackgroundId: null }, () => `d${++n}`);
  const result = designBookWithAssistant(base, { photos, memorial: MEMORIAL, options: { density, condolences: true, seed: 3 } }, () => `a${++n}`);
  const resources = await createNodeLayoutResources(new Map(photos.map((photo) => [photo.id, { widthPx: photo.width, heightPx: photo.height }])));
  return { document: { ...base, cover: result.cover, spreads: result.spreads }, resources, placed: result.report.placedPhotoIds.length, tooSmall: result.report.tooSmallPhotoIds };
}

const TEXT_CODES = new Set<PreflightProblem['code']>(['TEXT_OVERFLOW', 'TEXT_OUTSIDE_SAFE_ZONE', 'EMPTY_TEXT_FRAME']);
const textProblems = (problems: PreflightProblem[]) => problems.filter((problem) => TEXT_CODES.has(problem.code));
const label = (problem: PreflightProblem) => `${problem.code} on spread ${problem.spreadIndex} (${problem.coverPart ?? `page ${problem.pageNumber}`})`;

describe('the assistant’s books in the preflight', () => {
  const densities: AssistantDensity[] = ['wenige', 'mittel', 'viele'];
  const cases = [101, 103, 106].flatMap((themeId, designIndex) =>
    [
      { format: 'A4 hoch', formatId: 1, paperId: 1 },
      { format: 'quadratisch', formatId: 2, paperId: 3 },
    ].flatMap(({ format, formatId, paperId }, formatIndex) =>
      [12, 40, 150].map((count, countIndex) => ({ themeId, format, formatId, paperId, count, density: densities[(designIndex + formatIndex + countIndex) % 3]! })),
    ),
  );

  it.each(cases)('design $themeId, $format, $count photos, $density: nothing to fix, no empty frame', async ({ themeId, formatId, paperId, count, density }) => {
    const photos = lifeOf(count);
    const { document, resources, placed } = await assisted(formatId, paperId, themeId, photos, density);
    const { problems, blocking } = preflightBook(document, resources);
    expect(blocking).toBe(false);
    expect(textProblems(problems).map(label)).toEqual([]);
    expect(problems.filter((problem) => problem.code === 'EMPTY_PHOTO_FRAME').map(label)).toEqual([]);
    expect(placed).toBe(count);
    // Only a small phone photo may print soft (below 200 dpi), never a 12 MP photo; and most small ones land in small frames.
    const sizes = new Map(photos.map((photo) => [photo.id, photo]));
    const soft = problems.filter((problem) => problem.code === 'PHOTO_RESOLUTION_WARN');
    for (const problem of soft) {
      const frame = document.spreads.flatMap((spread) => spread.pages).concat([document.cover.front, document.cover.back]).flatMap((page) => page.frames).find((candidate) => candidate.id === problem.frameId);
      const photo = frame?.kind === 'photo' && frame.photoId ? sizes.get(frame.photoId) : undefined;
      expect(Math.max(photo?.width ?? 0, photo?.height ?? 0), label(problem)).toBeLessThan(1500);
    }
    const small = photos.filter((photo) => Math.max(photo.width, photo.height) < 1500).length;
    expect(soft.length).toBeLessThanOrEqual(Math.max(3, small * 0.75));
  }, 60_000);

  // Tiny photos (a messenger's 300 × 200 px, a thumbnail saved from a web page) among the life's:
  // whatever the assistant places must not block finishing; what it cannot place sharply it reports.
  it.each([
    { themeId: 101, formatId: 1, paperId: 1, density: 'wenige' as const },
    { themeId: 103, formatId: 2, paperId: 3, density: 'mittel' as const },
    { themeId: 106, formatId: 1, paperId: 1, density: 'viele' as const },
  ])('design $themeId, format $formatId, $density, with tiny photos: nothing blocks', async ({ themeId, formatId, paperId, density }) => {
    const sizes: [number, number][] = [
      [300, 200],
      [200, 300],
      [450, 300],
      [640, 480],
      [120, 90],
    ];
    const tiny = sizes.flatMap(([width, height], index) => [0, 1].map((copy) => ({ id: `klein-${index}-${copy}`, width, height, takenAt: null, uploadOrder: 3 + index * 7 + copy * 19 })));
    const photos = [...lifeOf(30).map((photo) => ({ ...photo, uploadOrder: photo.uploadOrder + 40 })), ...tiny];
    const { document, resources, placed, tooSmall } = await assisted(formatId, paperId, themeId, photos, density);
    const { problems, blocking } = preflightBook(document, resources);
    expect(problems.filter((problem) => problem.severity === 'block').map((problem) => `${label(problem)} ${problem.effectiveDpi ?? ''}`)).toEqual([]);
    expect(blocking).toBe(false);
    // The 120 × 90 px photos fit no frame of any book; the life's photos all find a place.
    expect(tooSmall).toEqual(expect.arrayContaining(['klein-4-0', 'klein-4-1']));
    expect(tooSmall.every((id) => id.startsWith('klein-'))).toBe(true);
    expect(placed + tooSmall.length).toBe(photos.length);
  }, 60_000);

  it('leaves a photo frame empty only where the cover and page 1 lack a photo', async () => {
    const none = await assisted(1, 1, 101, [], 'mittel');
    const empty = preflightBook(none.document, none.resources).problems.filter((problem) => problem.code === 'EMPTY_PHOTO_FRAME');
    // The front's photo and page 1's portrait wait for the family's photos; no inner page has an empty frame.
    expect(empty.map((problem) => problem.coverPart ?? problem.pageNumber)).toEqual(['front', 1]);
    for (const count of [1, 2, 3]) {
      const few = await assisted(2, 3, 103, lifeOf(count), 'viele');
      const problems = preflightBook(few.document, few.resources).problems;
      // One photo shows on the cover and on page 1.
      expect(problems.filter((problem) => problem.code === 'EMPTY_PHOTO_FRAME').length, `${count} photos`).toBe(0);
      expect(textProblems(problems).map(label), `${count} photos`).toEqual([]);
    }
  }, 60_000);
});
