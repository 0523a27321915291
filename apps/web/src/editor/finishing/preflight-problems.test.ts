import type { PreflightProblem } from '@eb/book-layout';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { groupProblems, mentionsDpi, paperIdOfProductCode, problemEntries, problemLine, problemKey } from './preflight-problems';

beforeAll(async () => {
  await i18next.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
});

const problem = (over: Partial<PreflightProblem> & Pick<PreflightProblem, 'code' | 'severity'>): PreflightProblem => ({
  spreadIndex: 3,
  pageId: 'p5',
  frameId: 'f1',
  pageNumber: 5,
  coverPart: null,
  ...over,
});

describe('groupProblems', () => {
  it('puts what blocks printing apart from what is worth a look, keeping the check’s order in each', () => {
    const warnCover = problem({ code: 'EMPTY_TEXT_FRAME', severity: 'warn', spreadIndex: 0, pageNumber: null, coverPart: 'front', frameId: 'a' });
    const blockPage5 = problem({ code: 'PHOTO_RESOLUTION_BLOCK', severity: 'block', effectiveDpi: 84, frameId: 'b' });
    const warnPage5 = problem({ code: 'TEXT_OVERFLOW', severity: 'warn', frameId: 'c' });
    const pageCount = problem({ code: 'PAGE_COUNT', severity: 'block', spreadIndex: 12, pageId: null, frameId: null, pageNumber: null });
    const groups = groupProblems([warnCover, blockPage5, warnPage5, pageCount]);
    expect(groups.block).toEqual([blockPage5, pageCount]);
    expect(groups.warn).toEqual([warnCover, warnPage5]);
    expect(groupProblems([])).toEqual({ block: [], warn: [] });
  });
});

describe('problemLine', () => {
  it('names the place (page, cover part, the whole book) and says the problem calmly, with whole dpi', () => {
    const t = i18next.t;
    expect(problemLine(t, problem({ code: 'PHOTO_RESOLUTION_BLOCK', severity: 'block', effectiveDpi: 84 }))).toBe('Seite 5: Das Foto ist für den Druck zu unscharf (84 dpi).');
    expect(problemLine(t, problem({ code: 'PHOTO_RESOLUTION_WARN', severity: 'warn', effectiveDpi: 151, pageNumber: 12 }))).toBe('Seite 12: Das Foto wird im Druck etwas weich wirken (151 dpi).');
    expect(problemLine(t, problem({ code: 'EMPTY_PHOTO_FRAME', severity: 'warn', spreadIndex: 0, pageNumber: null, coverPart: 'front' }))).toBe('Umschlag vorne: Ein Fotorahmen ist noch leer.');
    expect(problemLine(t, problem({ code: 'TEXT_OUTSIDE_SAFE_ZONE', severity: 'warn', spreadIndex: 0, pageNumber: null, coverPart: 'spine' }))).toBe(
      'Buchrücken: Ein Text liegt so nah am Rand, dass er beim Schneiden angeschnitten werden kann.',
    );
    expect(problemLine(t, problem({ code: 'PAGE_COUNT', severity: 'block', spreadIndex: 12, pageId: null, frameId: null, pageNumber: null }))).toBe(
      'Das ganze Buch: Die Seitenzahl passt nicht zum gewählten Papier.',
    );
  });

  it('has a German sentence for every code of the check (no key shows through)', () => {
    const codes: PreflightProblem['code'][] = ['EMPTY_PHOTO_FRAME', 'EMPTY_TEXT_FRAME', 'MISSING_PHOTO', 'PHOTO_RESOLUTION_BLOCK', 'PHOTO_RESOLUTION_WARN', 'TEXT_OVERFLOW', 'TEXT_OUTSIDE_SAFE_ZONE', 'PAGE_COUNT'];
    for (const code of codes) expect(problemLine(i18next.t, problem({ code, severity: 'warn', effectiveDpi: 150 }))).not.toMatch(/editor\.|undefined|{{/);
  });

  it('says what to do about the page count, with the paper’s limits and the book’s pages', () => {
    const t = i18next.t;
    const count = problem({ code: 'PAGE_COUNT', severity: 'block', spreadIndex: 12, pageId: null, frameId: null, pageNumber: null });
    // Paper 3 of the catalogue: 20 to 96 pages in steps of 2.
    expect(problemLine(t, count, 1, { paperId: 3, pageCount: 18 })).toBe(
      'Das ganze Buch: Auf diesem Papier hat ein Buch 20 bis 96 Seiten in Schritten von 2; Ihr Buch hat 18 Seiten. Fügen Sie in der Seitenübersicht Seiten hinzu.',
    );
    expect(problemLine(t, count, 1, { paperId: 3, pageCount: 98 })).toMatch(/Ihr Buch hat 98 Seiten\. Entfernen Sie in der Seitenübersicht Seiten\.$/);
    // Paper 1: 24 pages and on in steps of 4.
    expect(problemLine(t, count, 1, { paperId: 1, pageCount: 26 })).toMatch(/in Schritten von 4; Ihr Buch hat 26 Seiten\. Fügen Sie in der Seitenübersicht Seiten hinzu oder entfernen Sie welche\.$/);
    // A paper the catalogue does not know: the plain sentence.
    expect(problemLine(t, count, 1, { paperId: 999, pageCount: 18 })).toBe('Das ganze Buch: Die Seitenzahl passt nicht zum gewählten Papier.');
  });

  it('reads the paper from SPEC.md’s product code, for the finalize page', () => {
    expect(paperIdOfProductCode('EB-F2-P3')).toBe(3);
    expect(paperIdOfProductCode('EB-F2-X3')).toBeNull();
  });

  it('shows the preflight’s dpi as it is, and knows when a line names one (the dpi hint then shows once)', () => {
    const low = problem({ code: 'PHOTO_RESOLUTION_BLOCK', severity: 'block', effectiveDpi: 142 });
    expect(problemLine(i18next.t, low)).toBe('Seite 5: Das Foto ist für den Druck zu unscharf (142 dpi).');
    expect(mentionsDpi([problem({ code: 'TEXT_OVERFLOW', severity: 'warn' }), low])).toBe(true);
    expect(mentionsDpi([problem({ code: 'TEXT_OVERFLOW', severity: 'warn' })])).toBe(false);
  });

  it('keys two problems of one frame apart', () => {
    expect(problemKey(problem({ code: 'TEXT_OVERFLOW', severity: 'warn' }))).not.toBe(problemKey(problem({ code: 'TEXT_OUTSIDE_SAFE_ZONE', severity: 'warn' })));
  });
});

describe('problemEntries', () => {
  it('says a page’s empty frames once with their number, and everything else one by one, in the check’s order', () => {
    const empty = (pageId: string, frameId: string, pageNumber: number) => problem({ code: 'EMPTY_PHOTO_FRAME', severity: 'warn', pageId, frameId, pageNumber });
    const soft = problem({ code: 'PHOTO_RESOLUTION_WARN', severity: 'warn', pageId: 'p6', frameId: 'f2', pageNumber: 6, effectiveDpi: 150 });
    const overflowA = problem({ code: 'TEXT_OVERFLOW', severity: 'warn', pageId: 'p6', frameId: 'f4', pageNumber: 6 });
    const overflowB = problem({ code: 'TEXT_OVERFLOW', severity: 'warn', pageId: 'p6', frameId: 'f5', pageNumber: 6 });
    const entries = problemEntries([empty('p6', 'f1', 6), soft, empty('p6', 'f3', 6), overflowA, overflowB, empty('p7', 'f6', 7)]);
    expect(entries.map(({ problem: { frameId }, count }) => [frameId, count])).toEqual([
      ['f1', 2],
      ['f2', 1],
      ['f4', 1],
      ['f5', 1],
      ['f6', 1],
    ]);
    expect(problemLine(i18next.t, entries[0]!.problem, entries[0]!.count)).toBe('Seite 6: 2 Fotorahmen sind noch leer.');
    expect(problemLine(i18next.t, entries[4]!.problem, entries[4]!.count)).toBe('Seite 7: Ein Fotorahmen ist noch leer.');
    expect(problemLine(i18next.t, problem({ code: 'EMPTY_TEXT_FRAME', severity: 'warn' }), 3)).toBe('Seite 5: 3 Textrahmen sind noch leer.');
  });
});
