import { createBookDocument, innerPages, spreadCount, type BookDocument, type Frame, type Page } from '@eb/book-model';
import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { layoutSpread } from '../layout/layout-spread';
import type { LayoutResources } from '../resources';
import { testFontLibrary } from '../testing/node-fonts';
import { pageOf, photoFrame, testDocument, textFrame } from '../testing/test-document';
import { preflightBook, preflightPageCount, preflightSpread } from './preflight';
import type { PreflightProblem } from './types';

// 'sharp' fills a 100 × 75 mm frame at 1016 dpi; 'soft' 800 px over 100 mm is 203 dpi, over 120 mm 169 dpi; over 210 mm 96 dpi.
const sizes = new Map([
  ['sharp', { widthPx: 4000, heightPx: 3000 }],
  ['soft', { widthPx: 800, heightPx: 600 }],
]);
const resources: LayoutResources = { fonts: testFontLibrary(), photoSize: (photoId) => sizes.get(photoId) };

const spreadProblems = (document: BookDocument, spreadIndex: number) => preflightSpread(document, spreadIndex, layoutSpread(document, spreadIndex, resources));
const codes = (problems: PreflightProblem[]) => problems.map((problem) => [problem.code, problem.frameId]);

describe('frames', () => {
  it('warns about an empty photo frame and a text frame without text (its hint is never printed)', () => {
    const document = testDocument();
    pageOf(document, 'p2').frames.push(photoFrame('empty-photo', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 75 }, null));
    pageOf(document, 'p3').frames.push(textFrame('blank', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 30 }, '  \n '), textFrame('said', { xMm: 20, yMm: 60, widthMm: 100, heightMm: 30 }, 'In Liebe'));
    expect(spreadProblems(document, 2)).toEqual([
      { code: 'EMPTY_PHOTO_FRAME', severity: 'warn', spreadIndex: 2, pageId: 'p2', frameId: 'empty-photo', pageNumber: 2, coverPart: null },
      { code: 'EMPTY_TEXT_FRAME', severity: 'warn', spreadIndex: 2, pageId: 'p3', frameId: 'blank', pageNumber: 3, coverPart: null },
    ]);
  });

  it('does not report pages with only ornaments, or nothing at all', () => {
    const document = testDocument();
    pageOf(document, 'p2').frames.push({ id: 'o1', kind: 'decoration', xMm: 0, yMm: 0, widthMm: 40, heightMm: 10, rotationDeg: 0, slotId: null, assetId: 'rosenzeit-divider', color: null });
    expect(spreadProblems(document, 2)).toEqual([]);
  });

  it('blocks on a photo the server does not know (deleted or foreign)', () => {
    const document = testDocument();
    pageOf(document, 'p4').frames.push(photoFrame('gone', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 75 }, 'deleted-photo'));
    expect(spreadProblems(document, 3)).toEqual([{ code: 'MISSING_PHOTO', severity: 'block', spreadIndex: 3, pageId: 'p4', frameId: 'gone', pageNumber: 4, coverPart: null }]);
  });

  it('blocks below 100 dpi, warns below 200 dpi, says nothing from 200 dpi, and names the dpi rounded down', () => {
    const document = testDocument();
    const frames = pageOf(document, 'p2').frames;
    frames.push(
      photoFrame('fine', { xMm: 15, yMm: 15, widthMm: 100, heightMm: 75 }, 'soft'),
      photoFrame('softer', { xMm: 15, yMm: 100, widthMm: 120, heightMm: 90 }, 'soft'),
      photoFrame('blurred', { xMm: 0, yMm: 140, widthMm: 210, heightMm: 157.5 }, 'soft'),
      photoFrame('sharp', { xMm: 120, yMm: 15, widthMm: 80, heightMm: 60 }, 'sharp'),
    );
    expect(spreadProblems(document, 2)).toEqual([
      { code: 'PHOTO_RESOLUTION_WARN', severity: 'warn', spreadIndex: 2, pageId: 'p2', frameId: 'softer', pageNumber: 2, coverPart: null, effectiveDpi: 169 },
      { code: 'PHOTO_RESOLUTION_BLOCK', severity: 'block', spreadIndex: 2, pageId: 'p2', frameId: 'blurred', pageNumber: 2, coverPart: null, effectiveDpi: 96 },
    ]);
  });

  it('warns about text that does not fit its frame', () => {
    const document = testDocument();
    pageOf(document, 'p2').frames.push(textFrame('long', { xMm: 20, yMm: 20, widthMm: 60, heightMm: 8 }, 'Ein langer Text, der in diesen kleinen Rahmen auf keinen Fall hineinpasst, so sehr man es auch versucht.'));
    expect(codes(spreadProblems(document, 2))).toEqual([['TEXT_OVERFLOW', 'long']]);
  });
});

describe('safe zone', () => {
  it('warns about text reaching into the 10 mm by the cut, but not about text on the line', () => {
    const document = testDocument();
    pageOf(document, 'p2').frames.push(
      textFrame('on-the-line', { xMm: 10, yMm: 10, widthMm: 190, heightMm: 30 }, 'Sicher'),
      textFrame('too-low', { xMm: 20, yMm: 270, widthMm: 100, heightMm: 20 }, 'Zu nah am Schnitt'),
      textFrame('too-far-right', { xMm: 150, yMm: 100, widthMm: 55, heightMm: 20 }, 'Rechts'),
    );
    // On the right-hand page of a spread the page's own coordinates count, not the spread's.
    pageOf(document, 'p3').frames.push(textFrame('right-page', { xMm: 10, yMm: 10, widthMm: 190, heightMm: 30 }, 'Sicher'));
    expect(codes(spreadProblems(document, 2))).toEqual([
      ['TEXT_OUTSIDE_SAFE_ZONE', 'too-low'],
      ['TEXT_OUTSIDE_SAFE_ZONE', 'too-far-right'],
    ]);
  });

  it('measures a turned text frame by what it covers on the page', () => {
    const document = testDocument();
    // 200 × 20 mm turned a quarter: it covers 20 × 200 mm about its centre, 48.5 … 248.5 mm down the page.
    const turned: Frame = { ...textFrame('turned', { xMm: 5, yMm: 140, widthMm: 200, heightMm: 20 }, 'Gedreht'), rotationDeg: -90 };
    const flat: Frame = { ...textFrame('flat', { xMm: 5, yMm: 140, widthMm: 200, heightMm: 20 }, 'Flach') };
    pageOf(document, 'p2').frames.push(turned);
    pageOf(document, 'p3').frames.push(flat);
    expect(codes(spreadProblems(document, 2))).toEqual([['TEXT_OUTSIDE_SAFE_ZONE', 'flat']]);
  });

  it('checks cover faces against their own face and the spine within its folds, with the cover part named', () => {
    const document = testDocument({ pages: 60 });
    pageOf(document, 'front').frames.push(textFrame('front-edge', { xMm: 2, yMm: 50, widthMm: 100, heightMm: 20 }, 'Titel'));
    pageOf(document, 'back').frames.push(textFrame('back-ok', { xMm: 20, yMm: 50, widthMm: 100, heightMm: 20 }, 'Rückseite'));
    const list = layoutSpread(document, 0, resources);
    const spine = list.pages.find((page) => page.pageId === 'spine')!.trimBox;
    expect(spine.widthMm).toBeGreaterThan(6);
    // Across the whole spine, head and foot clear: safe; reaching into the head margin: not.
    // Lettered bottom to top: the frame's own box is long and low, turned a quarter about its centre.
    const spineText = (id: string, topMm: number, lengthMm: number): Frame => {
      const frame = textFrame(id, { xMm: spine.widthMm / 2 - lengthMm / 2, yMm: topMm + lengthMm / 2 - spine.widthMm / 2, widthMm: lengthMm, heightMm: spine.widthMm }, 'Anna');
      return frame.kind === 'text' ? { ...frame, rotationDeg: -90, fontSizePt: 8 } : frame;
    };
    pageOf(document, 'spine').frames.push(spineText('spine-ok', 20, 200), spineText('spine-head', 2, 60));
    expect(spreadProblems(document, 0)).toEqual([
      { code: 'TEXT_OUTSIDE_SAFE_ZONE', severity: 'warn', spreadIndex: 0, pageId: 'spine', frameId: 'spine-head', pageNumber: null, coverPart: 'spine' },
      { code: 'TEXT_OUTSIDE_SAFE_ZONE', severity: 'warn', spreadIndex: 0, pageId: 'front', frameId: 'front-edge', pageNumber: null, coverPart: 'front' },
    ]);
  });

  it('finds no text safe on a spine too narrow for letters', () => {
    const document = testDocument({ pages: 20 });
    pageOf(document, 'spine').frames.push(textFrame('thin', { xMm: 0, yMm: 20, widthMm: 1, heightMm: 100 }, 'A'));
    expect(codes(spreadProblems(document, 0)).filter(([code]) => code !== 'TEXT_OVERFLOW')).toEqual([['TEXT_OUTSIDE_SAFE_ZONE', 'thin']]);
  });
});

const fillTexts = (page: Page) => {
  for (const frame of page.frames) if (frame.kind === 'text' && frame.text.trim() === '') frame.text = 'Anna';
};

describe("the shop's own layouts", () => {
  let counter = 0;
  const newId = () => `id-${(counter += 1)}`;
  const cases = [
    ...DESIGNS.map((design) => ({ formatId: 1, paperId: 1, themeId: design.themeId })),
    ...FORMATS.flatMap((format) => PAPERS.map((paper) => ({ formatId: format.id, paperId: paper.id, themeId: 105 }))),
  ];

  it.each(cases)('a new book ($formatId/$paperId/$themeId) with its texts filled has no text outside the safe zone', (ids) => {
    const paper = PAPERS.find((candidate) => candidate.id === ids.paperId)!;
    // The thickest book too: the spine is widest and lettered.
    for (const pages of [paper.minPages, paper.maxPages]) {
      const document = createBookDocument({ ...ids, coverFinish: 1, pagesFinish: 1, title: 'Anna Muster', pageCount: pages, firstBackgroundId: null }, newId);
      for (const page of [document.cover.back, document.cover.spine, document.cover.front, ...innerPages(document)]) fillTexts(page);
      const { problems } = preflightBook(document, resources);
      expect(problems.filter((problem) => problem.code === 'TEXT_OUTSIDE_SAFE_ZONE' || problem.code === 'EMPTY_TEXT_FRAME')).toEqual([]);
      expect(problems.some((problem) => problem.code === 'PAGE_COUNT')).toBe(false);
    }
  });
});

describe('the whole book', () => {
  const problemBook = () => {
    const document = testDocument({ pages: 22 });
    pageOf(document, 'front').frames.push(photoFrame('cover-photo', { xMm: 0, yMm: 20, widthMm: 210, heightMm: 157.5 }, 'soft'));
    pageOf(document, 'p1').frames.push(textFrame('p1-text', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 30 }, ''));
    pageOf(document, 'p3').frames.push(
      photoFrame('p3-b', { xMm: 20, yMm: 150, widthMm: 100, heightMm: 75 }, null),
      photoFrame('p3-a', { xMm: 0, yMm: 0, widthMm: 210, heightMm: 157.5 }, 'soft'),
    );
    pageOf(document, 'p2').frames.push(photoFrame('p2-gone', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 75 }, 'gone'));
    return document;
  };

  it('is every spread from the cover on, then the page count, sorted by spread, page and frame', () => {
    const document = problemBook();
    const { problems, blocking } = preflightBook(document, resources);
    const perSpread = Array.from({ length: spreadCount(document) }, (_, index) => spreadProblems(document, index)).flat();
    expect(problems).toEqual([...perSpread, ...preflightPageCount(document)]);
    expect(problems.map((problem) => [problem.spreadIndex, problem.pageId, problem.frameId, problem.code])).toEqual([
      [0, 'front', 'cover-photo', 'PHOTO_RESOLUTION_BLOCK'],
      [1, 'p1', 'p1-text', 'EMPTY_TEXT_FRAME'],
      [2, 'p2', 'p2-gone', 'MISSING_PHOTO'],
      [2, 'p3', 'p3-b', 'EMPTY_PHOTO_FRAME'],
      [2, 'p3', 'p3-a', 'PHOTO_RESOLUTION_BLOCK'],
    ]);
    expect(blocking).toBe(true);
  });

  it('blocks on a page count the paper does not allow, reported on the last spread', () => {
    const document = testDocument({ pages: 22 });
    // Paper 3 starts at 20 pages: 22 is in its step; taking two pages away from 20 is not.
    expect(preflightBook(document, resources)).toEqual({ problems: [], blocking: false });
    const short = testDocument({ pages: 18 });
    const result = preflightBook(short, resources);
    expect(result.problems).toEqual([{ code: 'PAGE_COUNT', severity: 'block', spreadIndex: spreadCount(short) - 1, pageId: null, frameId: null, pageNumber: null, coverPart: null }]);
    expect(result.blocking).toBe(true);
  });

  it('is not blocking with warnings only', () => {
    const document = testDocument({ pages: 22 });
    pageOf(document, 'p5').frames.push(photoFrame('empty', { xMm: 20, yMm: 20, widthMm: 100, heightMm: 75 }, null));
    expect(preflightBook(document, resources)).toMatchObject({ blocking: false, problems: [{ code: 'EMPTY_PHOTO_FRAME', severity: 'warn' }] });
  });
});
