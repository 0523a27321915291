import {
  applyCommand,
  AVERAGE_ADVANCE_EM,
  createBookDocument,
  fillTextSlots,
  isAllowedPageCount,
  layoutsFor,
  LINE_EXTENT_EM,
  MIN_SPINE_TEXT_MM,
  MIN_SPINE_TITLE_PT,
  resolveLayout,
  TITLE_FIT_CHARS,
  type BookDocument,
  type Page,
} from '@eb/book-model';
import { DESIGNS, FORMATS, PAPERS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../fonts/index';
import { preflightSpread } from '../preflight/index';
import type { LayoutResources } from '../resources';
import { testFontLibrary } from '../testing/node-fonts';
import { layoutText } from '../text/layout-text';
import { textStyleOf } from '../text/text-style';
import { layoutSpread } from './layout-spread';

// A brand-new book must not warn about text the family never touched (decision 036): the titles
// the layouts are sized for fit the front, the spine and page 1 on every format, paper, design
// and page count.
const resources: LayoutResources = { fonts: testFontLibrary(), photoSize: () => undefined };
const LONG_NAME = 'Dr. Hans-Joachim Müller-Lüdenscheidt';
const DATES = '* 12.03.1941  † 02.11.2026';
const TITLE_60 = 'In liebevoller Erinnerung an unsere Mutter, Oma und Uroma Kä';
const TITLES = ['Erinnerungen an Oma Käthe', LONG_NAME, TITLE_60];

const pageCountsOf = (paper: (typeof PAPERS)[number]) => {
  const middle = paper.minPages + Math.round((paper.maxPages - paper.minPages) / 2 / paper.stepPages) * paper.stepPages;
  return [paper.minPages, middle, paper.maxPages];
};

function newBook(formatId: number, paperId: number, themeId: number, pageCount: number, title: string): BookDocument {
  let next = 0;
  return createBookDocument({ formatId, paperId, themeId, coverFinish: 1, pagesFinish: 1, title, pageCount, firstBackgroundId: null }, () => `id-${next++}`);
}

/** The text a family types into the front's subtitle and page 1's name and dates (the assistant does the same). */
const typed = (page: Page, texts: Record<string, string>): Page => ({
  ...page,
  frames: page.frames.map((frame) => (frame.kind === 'text' && frame.slotId && texts[frame.slotId] ? { ...frame, text: texts[frame.slotId]! } : frame)),
});

describe("a new book's titles fit", () => {
  const cases = DESIGNS.flatMap((design) => FORMATS.flatMap((format) => PAPERS.flatMap((paper) => pageCountsOf(paper).map((pages) => ({ design, format, paper, pages })))));

  it('uses page counts the papers allow', () => {
    for (const { paper, pages } of cases) expect(isAllowedPageCount(pages, paper)).toBe(true);
    expect(TITLE_60).toHaveLength(TITLE_FIT_CHARS);
  });

  it.each(TITLES)('cover with the title "%s" has no overflow on any format, paper, design and page count', (title) => {
    const failures: string[] = [];
    for (const { design, format, paper, pages } of cases) {
      const document = newBook(format.id, paper.id, design.themeId, pages, title);
      document.cover.front = { ...typed(document.cover.front, { subtitle: DATES }), role: 'front' };
      const list = layoutSpread(document, 0, resources);
      const texts = preflightSpread(document, 0, list).filter((problem) => problem.code.startsWith('TEXT_'));
      const spine = document.cover.spine.frames.find((frame) => frame.kind === 'text');
      if (list.overflow.length > 0 || texts.length > 0) failures.push(`${design.themeId} F${format.id} P${paper.id} ${pages}: ${texts.map((p) => `${p.code}@${p.coverPart}`).join(', ')}`);
      // The spine carries the title exactly where letters of a sensible size fit, and then it is drawn.
      const lettered = list.pages.find((page) => page.role === 'spine')!.items.some((item) => item.kind === 'text');
      expect(lettered).toBe(list.pages.find((page) => page.role === 'spine')!.trimBox.widthMm >= MIN_SPINE_TEXT_MM);
      if (spine?.kind === 'text') expect(spine.fontSizePt).toBeGreaterThanOrEqual(MIN_SPINE_TITLE_PT);
    }
    expect(failures).toEqual([]);
  });

  it('page 1 holds a long name and both dates, filled in as the assistant does, on every format and design', () => {
    const failures: string[] = [];
    for (const design of DESIGNS) {
      for (const format of FORMATS) {
        const document = newBook(format.id, 1, design.themeId, 24, LONG_NAME);
        const [first] = document.spreads;
        const page = fillTextSlots(first!.pages[0]!, { name: LONG_NAME, dates: DATES }, { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm }, design);
        document.spreads[0] = { ...first!, pages: [page] };
        const list = layoutSpread(document, 1, resources);
        if (list.overflow.length > 0) failures.push(`${design.themeId} F${format.id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the spine title still fits after pages were removed and the spine became narrower', () => {
    let next = 0;
    const newId = () => `id-${next++}`;
    for (const design of DESIGNS) {
      const book = createBookDocument({ formatId: 1, paperId: 1, themeId: design.themeId, coverFinish: 1, pagesFinish: 1, title: TITLES[0]!, pageCount: 96, firstBackgroundId: null }, newId);
      const { document } = applyCommand(book, { type: 'removeSpreads', spreadIds: book.spreads.slice(1, 37).map((spread) => spread.id) }, { newId });
      expect(document.cover.spine.frames.some((frame) => frame.kind === 'text' && frame.text === TITLES[0])).toBe(true);
      expect(layoutSpread(document, 0, resources).overflow).toEqual([]);
    }
  });

  it('a title longer than the layouts are sized for may overflow, and the preflight then says so', () => {
    const long = 'In liebevoller Erinnerung an unsere geliebte Mutter, Schwiegermutter, Oma und Uroma Käthe Müller-Lüdenscheidt, die uns mit Wärme begleitet hat.';
    expect(long.length).toBeLessThanOrEqual(150);
    const document = newBook(4, 3, 103, 96, long);
    const problems = preflightSpread(document, 0, layoutSpread(document, 0, resources));
    expect(problems.filter((problem) => problem.code === 'TEXT_OVERFLOW').map((problem) => problem.coverPart).sort()).toEqual(['front', 'spine']);
  });
});

describe('the spine rule agrees with the fonts', () => {
  it("book-model's line extents and average advances match the font files", () => {
    const samples = [LONG_NAME, TITLE_60, DATES, 'Erinnerungen an Oma Käthe', 'Wolfgang Maximilian Wördemann-Schwarzkopf'];
    for (const file of FONT_FILES) {
      const font = resources.fonts.get(file.id);
      const extent = (font.ascent - font.descent) / font.unitsPerEm;
      expect(LINE_EXTENT_EM[file.family]).toBeGreaterThanOrEqual(extent);
      expect(LINE_EXTENT_EM[file.family]).toBeLessThan(extent + 0.01);
      for (const sample of samples) expect(font.layout(sample).advanceWidth / font.unitsPerEm / sample.length).toBeLessThanOrEqual(AVERAGE_ADVANCE_EM[file.family]);
    }
  });

  it(`sets the spine title at ${MIN_SPINE_TITLE_PT} pt or more in one line from ${MIN_SPINE_TEXT_MM} mm on, in every design`, () => {
    for (const design of DESIGNS) {
      const layout = layoutsFor(design.themeId, 'spine').find((candidate) => candidate.hasText);
      if (!layout) throw new Error(`design ${design.themeId} has no lettered spine`);
      const [frame] = resolveLayout(layout, { widthMm: MIN_SPINE_TEXT_MM, heightMm: 160 }, () => 'spine-title', design).frames;
      if (frame?.kind !== 'text') throw new Error('the spine layout has no title');
      expect(frame.fontSizePt).toBeGreaterThanOrEqual(MIN_SPINE_TITLE_PT);
      const style = textStyleOf(design, frame.style);
      const result = layoutText(
        { text: 'Erinnerungen', fontId: style.fontId, fontSizePt: frame.fontSizePt, lineHeight: style.lineHeight, align: frame.align, verticalAlign: frame.verticalAlign, hyphenate: false, widthMm: frame.widthMm, heightMm: frame.heightMm },
        resources.fonts,
      );
      expect(result.overflow).toBe(false);
      expect(result.lines).toHaveLength(1);
    }
  });
});
