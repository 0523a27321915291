import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { pageCount, spreadAt } from './read-pages';
import { createBookDocument } from './create';
import { validateBookDocument } from './validate';
import { BookDocumentError } from './errors';
import { A4_SOFTCOVER, idSource, textFrames } from '../testing/fixtures';

/** Every combination the shop sells: format × paper priced for it × design offered for it. */
const COMBINATIONS = FORMATS.filter((format) => format.active).flatMap((format) =>
  PAPERS.filter((paper) => paper.prices.some((price) => price.formatId === format.id)).flatMap((paper) =>
    DESIGNS.filter((design) => design.formatIds.includes(format.id)).map((design) => ({ format, paper, design })),
  ),
);

describe('a new book', () => {
  it.each(COMBINATIONS.map((c) => [c.format.id, c.paper.id, c.design.themeId, c] as const))('format %i, paper %i, design %i: a valid v2 document', (_f, _p, _d, { format, paper, design }) => {
    for (const pages of [paper.minPages, 96]) {
      const document = createBookDocument(
        { formatId: format.id, paperId: paper.id, themeId: design.themeId, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: pages, firstBackgroundId: design.backgrounds[0]!.id },
        idSource().newId,
      );
      const result = validateBookDocument(document);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(pageCount(document)).toBe(pages);
    }
  });

  it('has the design cover with the title on the front, inner pages laid out with empty frames as printed spreads', () => {
    const document = createBookDocument(A4_SOFTCOVER, idSource().newId);
    const front = document.cover.front;
    expect(front.layoutId).toBe('rosenzeit/front-photo');
    expect(front.frames.find((frame) => frame.slotId === 'title')).toMatchObject({ kind: 'text', text: 'Erna Müller' });
    expect(front.background).toEqual({ kind: 'design', backgroundId: 'rosenzeit-1' });
    expect(document.spreads).toHaveLength(11);
    expect(document.spreads.map((spread) => spread.pages.length)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    const inner = document.spreads.flatMap((spread) => spread.pages);
    // Every page has frames to fill (page 1 names the deceased, the last holds a quote), none holds a photo or text yet.
    expect(inner[0]!.layoutId).toBe('rosenzeit/p1-memorial');
    expect(inner.at(-1)!.layoutId).toBe('rosenzeit/t-quote');
    expect(inner.every((page) => page.frames.length > 0 && page.layoutId !== null)).toBe(true);
    expect(inner.flatMap((page) => page.frames).every((frame) => (frame.kind === 'photo' ? frame.photoId === null : frame.kind !== 'text' || frame.text === ''))).toBe(true);
    expect(spreadAt(document, 0).kind).toBe('cover');
  });

  it('letters the spine only when it is wide enough to carry the title', () => {
    // Softcover at 20 pages: 3 mm spine. Hardcover photo paper at 96 pages: 29 mm.
    const thin = createBookDocument(A4_SOFTCOVER, idSource().newId);
    expect(thin.cover.spine.frames).toEqual([]);
    const thick = createBookDocument({ ...A4_SOFTCOVER, paperId: 2, pageCount: 96 }, idSource().newId);
    expect(thick.cover.spine.frames).toEqual([expect.objectContaining({ kind: 'text', text: 'Erna Müller', rotationDeg: -90 })]);
  });

  it('takes every id from the id source, each once', () => {
    const ids = idSource('n');
    const document = createBookDocument(A4_SOFTCOVER, ids.newId);
    const json = JSON.stringify(document);
    expect(ids.count()).toBeGreaterThan(20);
    for (let n = 1; n <= ids.count(); n += 1) expect(json).toContain(`"n-${n}"`);
    expect(textFrames(document).length).toBeGreaterThan(0);
  });

  it('refuses an odd page count and unknown catalogue ids', () => {
    expect(() => createBookDocument({ ...A4_SOFTCOVER, pageCount: 21 }, idSource().newId)).toThrow(/Seiten/);
    expect(() => createBookDocument({ ...A4_SOFTCOVER, themeId: 999 }, idSource().newId)).toThrow(BookDocumentError);
    expect(() => createBookDocument({ ...A4_SOFTCOVER, themeId: 999 }, idSource().newId)).toThrow(/Design 999/);
  });

  it('refuses page counts the paper does not allow (below its minimum, above 96, off its step) with a German BookDocumentError', () => {
    // Paper 1 starts at 24 pages and grows by 4; paper 3 starts at 20.
    for (const [paperId, pageCount] of [[3, 18], [3, 98], [1, 26], [1, 2], [3, 20.5]] as const) {
      const make = () => createBookDocument({ ...A4_SOFTCOVER, paperId, pageCount }, idSource().newId);
      expect(make, `paper ${paperId}, ${pageCount} pages`).toThrow(BookDocumentError);
      expect(make).toThrow(/Ein Buch auf diesem Papier hat \d+ bis 96 Seiten in Schritten von \d, nicht/);
    }
    expect(pageCount(createBookDocument({ ...A4_SOFTCOVER, paperId: 1, pageCount: 28 }, idSource().newId))).toBe(28);
  });
});
