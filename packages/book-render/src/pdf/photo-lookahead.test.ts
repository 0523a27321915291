import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutSpread, type DisplayList, type ImageDraw } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreparedPhoto } from './draw-image';
import { createNodeLayoutResources } from '../fonts-node';
import { LaidOutSpreads, PhotoLookahead, PHOTOS_IN_FLIGHT } from './photo-lookahead';
import { renderInnerPdf } from './render';
import { fixtureBook, fixturePhotoSource, upright, type FixturePhoto } from './testing/book-fixture';
import { qpdfCheck } from './testing/pdf-tools';
import type { PhotoSource } from './types';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
const PHOTOS: FixturePhoto[] = [
  { id: 'a', widthPx: 900, heightPx: 600 },
  { id: 'b', widthPx: 600, heightPx: 800 },
  { id: 'c', widthPx: 800, heightPx: 600, orientation: 6 },
];
const TRIM = { widthMm: 200, heightMm: 200 };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-lookahead-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const image = (n: number): ImageDraw => ({
  kind: 'image',
  frameId: `f${n}`,
  photoId: `p${n}`,
  clip: { xMm: 0, yMm: 0, widthMm: 10, heightMm: 10 },
  placement: { xMm: 0, yMm: 0, widthMm: 10, heightMm: 10 },
  crop: { x: 0, y: 0, width: 1, height: 1 },
  rotationDeg: 0,
  effectiveDpi: 300,
});
const prepared = (n: number): PreparedPhoto => ({ jpeg: Buffer.from([n]), widthPx: 1, heightPx: 1, box: { xMm: 0, yMm: 0, widthMm: 1, heightMm: 1 } });

describe('PhotoLookahead', () => {
  it('prepares ahead in drawing order but never holds more than its bound', async () => {
    for (const limit of [1, 2, 3]) {
      const draws = Array.from({ length: 7 }, (_, n) => image(n));
      let started = 0;
      let drawn = 0;
      let mostHeld = 0;
      // Instrumented preparation: records how many photos were started and not yet drawn.
      const lookahead = new PhotoLookahead(
        draws[Symbol.iterator](),
        async (draw) => {
          started += 1;
          mostHeld = Math.max(mostHeld, started - drawn);
          await new Promise((resolve) => setImmediate(resolve));
          return prepared(Number(draw.photoId.slice(1)));
        },
        limit,
      );
      const order: number[] = [];
      for (const draw of draws) {
        const photo = await lookahead.take(draw);
        expect(lookahead.held).toBeLessThanOrEqual(limit);
        // While this photo is drawn, the next ones are already on their way (up to the bound).
        expect(started - drawn).toBe(Math.min(limit, draws.length - drawn));
        order.push(photo.jpeg[0]!);
        drawn += 1;
      }
      expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(mostHeld).toBe(limit);
    }
  });

  it('a photo failing ahead of its turn fails the take of that photo, not the process', async () => {
    const draws = [image(0), image(1)];
    const lookahead = new PhotoLookahead(draws[Symbol.iterator](), (draw) => (draw === draws[1] ? Promise.reject(new Error('kaputt')) : Promise.resolve(prepared(0))), 2);
    await expect(lookahead.take(draws[0]!)).resolves.toMatchObject({ widthPx: 1 });
    // The second one failed while the first was taken: no unhandled rejection; its take answers it.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(lookahead.take(draws[1]!)).rejects.toThrow('kaputt');
  });

  it('refuses images taken out of drawing order', () => {
    const draws = [image(0), image(1)];
    const lookahead = new PhotoLookahead(draws[Symbol.iterator](), async () => prepared(0), 2);
    expect(() => lookahead.take(draws[1]!)).toThrow(/order/);
  });

  it('LaidOutSpreads lays every spread out once and forgets it when both readers have passed it', () => {
    const laid: number[] = [];
    const list = (spreadIndex: number): DisplayList => {
      laid.push(spreadIndex);
      const items = spreadIndex % 2 === 0 ? [] : [image(spreadIndex)];
      const box = { xMm: 0, yMm: 0, widthMm: 10, heightMm: 10 };
      return { spreadIndex, kind: 'inner', trim: { widthMm: 10, heightMm: 10 }, bleedMm: 3, pages: [{ pageId: `p${spreadIndex}`, role: 'page', pageNumber: spreadIndex, trimBox: box, bleedBox: box, items }], overflow: [], lowResolution: [], missingPhotos: [] };
    };
    const spreads = new LaidOutSpreads(1, 7, list);
    const images = spreads.images();
    expect(images.next().value?.photoId).toBe('p1');
    expect(images.next().value?.photoId).toBe('p3');
    for (let spreadIndex = 1; spreadIndex < 7; spreadIndex++) {
      spreads.forDrawing(spreadIndex);
      if (spreadIndex === 4) expect([...images].map((draw) => draw.photoId)).toEqual(['p5']);
      expect(spreads.size).toBeLessThanOrEqual(7 - spreadIndex);
    }
    expect(laid).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

/** Images per printed page in drawing order, from the layout the renderer uses. */
function imagesPerPage(document: BookDocument, resources: Parameters<typeof layoutSpread>[2]): number[] {
  const counts: number[] = [];
  for (let spreadIndex = 1; spreadIndex < document.spreads.length + 1; spreadIndex++) {
    for (const page of layoutSpread(document, spreadIndex, resources).pages) counts.push(page.items.filter((item) => item.kind === 'image').length);
  }
  return counts;
}

describe('the print renderer prepares photos ahead, bounded', { timeout: 60_000 }, () => {
  const document = fixtureBook({ formatId: 2, paperId: 3, pageCount: 10, trim: TRIM, photos: PHOTOS });

  // One source for every render: its noise photos are made once, so two renders get the same bytes.
  const source = fixturePhotoSource(PHOTOS);

  async function render(photosInFlight: number | undefined, name: string): Promise<{ file: string; requestedAtPage: number[]; mostAtOnce: number; reads: string[] }> {
    const readsBefore = source.reads.length;
    let atOnce = 0;
    let mostAtOnce = 0;
    let requested = 0;
    // Instrumented PhotoSource: slow enough that the look-ahead fills up if it is allowed to.
    const photos: PhotoSource = {
      original: async (id) => {
        requested += 1;
        atOnce += 1;
        mostAtOnce = Math.max(mostAtOnce, atOnce);
        try {
          const bytes = await source.original(id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return bytes;
        } finally {
          atOnce -= 1;
        }
      },
      preview: (id) => source.preview(id),
    };
    const requestedAtPage: number[] = [];
    const resources = await createNodeLayoutResources(new Map(PHOTOS.map((photo) => [photo.id, upright(photo)])));
    const file = join(folder, `${name}.pdf`);
    await renderInnerPdf(
      { document, resources, photos, mode: 'print', assetRoot: ASSET_ROOT, photosInFlight, onPage: () => requestedAtPage.push(requested) },
      createWriteStream(file),
    );
    expect(qpdfCheck(file).ok).toBe(true);
    return { file, requestedAtPage, mostAtOnce, reads: source.reads.slice(readsBefore) };
  }

  it(`asks for originals in drawing order, never more than ${PHOTOS_IN_FLIGHT - 1} ahead of the page being drawn, and does run ahead`, async () => {
    const resources = await createNodeLayoutResources(new Map(PHOTOS.map((photo) => [photo.id, upright(photo)])));
    const perPage = imagesPerPage(document, resources);
    const { requestedAtPage, mostAtOnce, reads } = await render(undefined, 'default');
    let drawn = 0;
    const ahead = requestedAtPage.map((requested, page) => {
      drawn += perPage[page]!;
      return requested - drawn;
    });
    // When page k is finished, at most PHOTOS_IN_FLIGHT − 1 photos of later pages have been asked for…
    expect(Math.max(...ahead)).toBe(PHOTOS_IN_FLIGHT - 1);
    expect(Math.min(...ahead)).toBeGreaterThanOrEqual(0);
    expect(mostAtOnce).toBeLessThanOrEqual(PHOTOS_IN_FLIGHT);
    expect(mostAtOnce).toBeGreaterThan(1);
    // …and in the order they are drawn: one photo per page, round-robin over a, b, c.
    expect(reads).toEqual(perPage.map((_, page) => `original:${PHOTOS[page % PHOTOS.length]!.id}`));
  });

  it('photosInFlight 1 is strictly one at a time; a larger bound is kept too', async () => {
    const one = await render(1, 'one');
    expect(one.mostAtOnce).toBe(1);
    const three = await render(3, 'three');
    expect(three.mostAtOnce).toBeLessThanOrEqual(3);
    const resources = await createNodeLayoutResources(new Map(PHOTOS.map((photo) => [photo.id, upright(photo)])));
    let drawn = 0;
    const perPage = imagesPerPage(document, resources);
    three.requestedAtPage.forEach((requested, page) => {
      drawn += perPage[page]!;
      expect(requested - drawn).toBeLessThanOrEqual(2);
    });
  });

  it('the PDF carries the same photos in the same order whether prepared one at a time or ahead', async () => {
    const jpegs = async (file: string): Promise<string[]> => {
      const out = join(folder, `${file.split('/').at(-1)}-images`);
      await mkdir(out);
      execFileSync('pdfimages', ['-j', file, join(out, 'img')]);
      const names = (await readdir(out)).sort();
      return Promise.all(names.map(async (name) => `${name} ${createHash('sha256').update(await readFile(join(out, name))).digest('hex')}`));
    };
    const serial = await render(1, 'serial');
    const ahead = await render(PHOTOS_IN_FLIGHT, 'ahead');
    const serialImages = await jpegs(serial.file);
    expect(serialImages.length).toBeGreaterThanOrEqual(10);
    expect(await jpegs(ahead.file)).toEqual(serialImages);
  });
});
