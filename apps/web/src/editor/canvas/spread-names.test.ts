import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../i18n/de.json';
import { pageName, spreadTitle } from './spread-names';

beforeAll(async () => {
  await i18next.init({ lng: 'de', resources: { de: { translation: de } }, interpolation: { escapeValue: false } });
});

const book = (pagesPerSpread: number[]) => ({ spreads: pagesPerSpread.map((count) => ({ pages: Array.from({ length: count }) })) }) as never;

describe('spreadTitle', () => {
  it('names the cover, the single first and last pages and the double spreads between (words from de.json)', () => {
    const document = book([1, 2, 2, 1]);
    expect([0, 1, 2, 3, 4].map((index) => spreadTitle(document, index, i18next.t))).toEqual(['Umschlag', 'Seite 1', 'Seiten 2–3', 'Seiten 4–5', 'Seite 6']);
  });

  it('says the names with the t it is given, and with the app’s own without one (the strip calls it so)', () => {
    const keys = ((key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`) as never;
    expect(spreadTitle(book([1, 2]), 2, keys)).toBe('editor.names.pages{"first":2,"last":3}');
    expect(spreadTitle(book([1, 2]), 0)).toBe('Umschlag');
  });
});

describe('pageName', () => {
  it('names the cover panels and the numbered pages', () => {
    expect(['back', 'spine', 'front'].map((role) => pageName(i18next.t, { role } as never, null))).toEqual(['Rückseite', 'Buchrücken', 'Vorderseite']);
    expect(pageName(i18next.t, { role: 'page' }, 7)).toBe('Seite 7');
  });
});
