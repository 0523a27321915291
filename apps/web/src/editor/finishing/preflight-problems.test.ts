import type { PreflightProblem } from '@eb/book-layout';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { groupProblems, problemEntries, problemLine, problemKey } from './preflight-problems';

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
