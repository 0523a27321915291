import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutSpread, type TextDraw } from '@eb/book-layout';
import { coverGeometry, PT_PER_MM } from '@eb/book-model';
import { PAPERS } from '@eb/catalogue/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeLayoutResources } from '../fonts-node';
import { renderCoverPdf, renderInnerPdf } from './render';
import { fixtureBook, fixturePhotoSource, upright, type FixturePhoto } from './testing/book-fixture';
import { pageBoxes, pdfInfo, pdfMetadata, pdfWords, qpdfCheck, qpdfJson } from './testing/pdf-tools';

const ASSET_ROOT = join(import.meta.dirname, '../../../../apps/web/public');
const PHOTOS: FixturePhoto[] = [{ id: 'photo', widthPx: 600, heightPx: 400 }];
const A4 = { widthMm: 210, heightMm: 297 };
const sizes = new Map(PHOTOS.map((photo) => [photo.id, upright(photo)]));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'eb-pdf-text-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the print PDF draws the layout, not pdfkit', { timeout: 60_000 }, () => {
  it('sets every word where the display list put its glyphs (no re-wrapping), and the text stays extractable', async () => {
    const document = fixtureBook({ formatId: 1, paperId: 3, pageCount: 20, trim: A4, photos: PHOTOS });
    const resources = await createNodeLayoutResources(sizes);
    const file = join(folder, 'text.pdf');
    await renderInnerPdf({ document, resources, photos: fixturePhotoSource(PHOTOS), mode: 'print', assetRoot: ASSET_ROOT }, createWriteStream(file));

    // Page 2 is the left page of spread 2: at x = 0 of the spread, its sheet starts 3 mm before.
    const list = layoutSpread(document, 2, resources);
    const page = list.pages[0]!;
    const text = page.items.find((item): item is TextDraw => item.kind === 'text')!;
    expect(text.lines.length).toBeGreaterThan(1);
    const expected = text.lines.flatMap((line) =>
      line.runs.flatMap((run) => {
        // Words as the layout placed them: glyphs between spaces, with the x of their first glyph.
        const words: { text: string; xPt: number }[] = [];
        let current: { text: string; xPt: number } | null = null;
        for (const glyph of run.glyphs) {
          if (/^\s+$/.test(glyph.text)) {
            current = null;
            continue;
          }
          if (!current) words.push((current = { text: '', xPt: (run.xMm + glyph.xMm - page.bleedBox.xMm) * PT_PER_MM }));
          current.text += glyph.text;
        }
        return words;
      }),
    );
    const words = pdfWords(file, 2);
    expect(words.map((word) => word.text)).toEqual(expected.map((word) => word.text));
    words.forEach((word, index) => expect(Math.abs(word.xMin - expected[index]!.xPt), word.text).toBeLessThan(0.05));
    expect(words.map((word) => word.text).join(' ')).toContain('Grüße aus Köln.');
  });

  it('identifies itself as PDF/X-4 with an sRGB output intent, Trapped False and valid XMP, whatever the title', async () => {
    const document = fixtureBook({ formatId: 1, paperId: 3, pageCount: 20, trim: A4, photos: PHOTOS, title: 'Anna & Karl <1950–2024>' });
    const resources = await createNodeLayoutResources(sizes);
    const file = join(folder, 'pdfx.pdf');
    await renderCoverPdf({ document, resources, photos: fixturePhotoSource(PHOTOS), mode: 'print', assetRoot: ASSET_ROOT }, createWriteStream(file));

    expect(qpdfCheck(file).ok).toBe(true);
    const info = pdfInfo(file);
    expect(info['PDF subtype']).toBe('PDF/X-4');
    expect(info.Title).toBe('Anna & Karl <1950–2024> – Umschlag');
    const xmp = pdfMetadata(file);
    expect(xmp).toContain('<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>');
    expect(xmp).toContain('Anna &#38; Karl &#60;1950–2024&#62;');
    expect(xmp).not.toContain('Anna & Karl');

    const objects = qpdfJson(file).qpdf[1];
    const resolve = (ref: unknown): unknown => (typeof ref === 'string' && ref.endsWith(' R') ? objects[`obj:${ref}`]?.value : ref);
    const trailer = objects.trailer!.value as Record<string, unknown>;
    const infoDict = resolve(trailer['/Info']) as Record<string, unknown>;
    expect(resolve(infoDict['/Trapped'])).toBe('/False');
    expect(resolve(infoDict['/GTS_PDFXVersion'])).toBe('u:PDF/X-4');
    const catalog = resolve(trailer['/Root']) as Record<string, unknown>;
    const [intentRef] = catalog['/OutputIntents'] as string[];
    const intent = resolve(intentRef) as Record<string, unknown>;
    expect(intent).toMatchObject({ '/S': '/GTS_PDFX', '/OutputConditionIdentifier': 'u:sRGB' });
    const profile = objects[`obj:${intent['/DestOutputProfile'] as string}`]!.stream!.dict;
    expect(profile['/N']).toBe(3);
  });

  it.each([26, 96])('prints a hardcover with the spine of %i pages between the boards', async (pages) => {
    const paper = PAPERS.find((candidate) => candidate.id === 2)!;
    const document = fixtureBook({ formatId: 1, paperId: paper.id, pageCount: pages, trim: A4, photos: PHOTOS });
    const resources = await createNodeLayoutResources(sizes);
    const file = join(folder, `spine-${pages}.pdf`);
    await renderCoverPdf({ document, resources, photos: fixturePhotoSource(PHOTOS), mode: 'print', assetRoot: ASSET_ROOT }, createWriteStream(file));

    const geometry = coverGeometry(A4, pages, paper.binding);
    expect(geometry.spineWidthMm).toBeCloseTo(pages * 0.25 + 2 * 2.5, 5);
    const [box] = pageBoxes(file, 1);
    const trimWidthMm = (box!.trimBox.x1 - box!.trimBox.x0) / PT_PER_MM;
    // Wrap, boards with their overhang, hinges and the spine: the sheet grows with the page count.
    expect(trimWidthMm).toBeCloseTo(2 * 15 + 2 * (210 + 3) + 2 * 8 + geometry.spineWidthMm, 1);
    expect((box!.bleedBox.x1 - box!.bleedBox.x0) / PT_PER_MM).toBeCloseTo(trimWidthMm + 6, 1);
    expect(qpdfCheck(file).ok).toBe(true);
  });
});
