import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DrawItem } from '@eb/book-layout';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { renderInnerPdf } from './render';
import { firstPageLayout, fixtureBook, fixturePhotoSource, type FixturePhoto } from './testing/book-fixture';
import { pdfFonts, qpdfCheck } from './testing/pdf-tools';
import type { PhotoSource } from './types';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
const TRIM = { widthMm: 200, heightMm: 200 };
const PHOTOS: FixturePhoto[] = [{ id: 'photo', widthPx: 600, heightPx: 400 }];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-vectors-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function renderFirstPage(items: DrawItem[], photos: PhotoSource = fixturePhotoSource(PHOTOS)): Promise<string> {
  const document = fixtureBook({ formatId: 2, paperId: 3, pageCount: 2, trim: TRIM, photos: PHOTOS });
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  const layout = firstPageLayout(TRIM, items);
  const resources = await createNodeLayoutResources(new Map([['photo', { widthPx: 600, heightPx: 400 }]]));
  await renderInnerPdf({ document, resources, photos, mode: 'print', assetRoot: ASSET_ROOT, layout }, createWriteStream(file));
  return file;
}

async function firstPagePng(file: string): Promise<PNG> {
  execFileSync('pdftoppm', ['-png', '-r', '30', '-f', '1', '-l', '1', '-singlefile', file, file]);
  return PNG.sync.read(await readFile(`${file}.png`));
}

describe('vectors and failures in the print PDF', { timeout: 60_000 }, () => {
  it('draws an ornament as vectors in the tint colour, and a plain colour fill', async () => {
    const file = await renderFirstPage([
      { kind: 'rect', box: { xMm: -3, yMm: -3, widthMm: 206, heightMm: 103 }, fill: '#0000ff' },
      {
        kind: 'svg',
        assetId: 'rosenzeit-emblem',
        src: '/images/designs/rosenzeit/ornament-emblem.svg',
        box: { xMm: 50, yMm: 110, widthMm: 100, heightMm: 80 },
        fit: 'contain',
        clip: { xMm: -3, yMm: -3, widthMm: 206, heightMm: 206 },
        tint: '#ff0000',
        rotationDeg: 0,
      },
    ]);
    expect(qpdfCheck(file).ok).toBe(true);
    // No font sneaks in from the SVG.
    expect(pdfFonts(file)).toEqual([]);
    const png = await firstPagePng(file);
    let blue = 0;
    let red = 0;
    let otherInk = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      if (b > 200 && r < 60 && g < 60) blue += 1;
      else if (r > 200 && g < 60 && b < 60) red += 1;
      // Anti-aliased edges of the red ink on white are pinks (g ≈ b); anything else is the wrong colour.
      else if (!(r >= g && Math.abs(g - b) < 30)) otherInk += 1;
    }
    expect(blue).toBeGreaterThan((png.width * png.height) / 3);
    expect(red).toBeGreaterThan(50);
    expect(otherInk).toBe(0);
  });

  it('prints a rotated ornament whole: its clip turns with it, as in the SVG preview', async () => {
    // The divider is ten times wider than high; turned by 90° it stands upright, 150 mm tall.
    const box = { xMm: 25, yMm: 92.5, widthMm: 150, heightMm: 15 };
    const file = await renderFirstPage([
      { kind: 'svg', assetId: 'rosenzeit-divider', src: '/images/designs/rosenzeit/ornament-divider.svg', box, fit: 'contain', clip: box, tint: '#ff0000', rotationDeg: 90 },
    ]);
    const png = await firstPagePng(file);
    const mmPerPx = 206 / png.width;
    let [top, bottom, left, right] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let y = 0; y < png.height; y++) {
      for (let x = 0; x < png.width; x++) {
        const i = (y * png.width + x) * 4;
        if (png.data[i]! > 200 && png.data[i + 1]! < 100 && png.data[i + 2]! < 100) {
          [top, bottom, left, right] = [Math.min(top, y), Math.max(bottom, y), Math.min(left, x), Math.max(right, x)];
        }
      }
    }
    // Cut at the unturned frame, only 15 mm of it would show.
    expect((bottom - top) * mmPerPx).toBeGreaterThan(120);
    expect((right - left) * mmPerPx).toBeLessThan(20);
  });

  it('fails with the photo source’s error instead of hanging or writing a truncated book', async () => {
    const broken: PhotoSource = {
      original: () => Promise.reject(new Error('Original fehlt im Speicher')),
      preview: () => Promise.reject(new Error('Vorschau fehlt')),
    };
    const image: DrawItem = {
      kind: 'image',
      frameId: 'f',
      photoId: 'photo',
      clip: { xMm: 10, yMm: 10, widthMm: 60, heightMm: 40 },
      placement: { xMm: 10, yMm: 10, widthMm: 60, heightMm: 40 },
      crop: { x: 0, y: 0, width: 1, height: 1 },
      rotationDeg: 0,
      effectiveDpi: 250,
    };
    await expect(renderFirstPage([image], broken)).rejects.toThrow('Original fehlt im Speicher');
  });
});
