import { describe, expect, it } from 'vitest';
import { charsPerLine, fitsBox, linesIn, pourEntries, wrap } from './text-budget';

// A body frame a little smaller than 't-text' on A4 in Rosenzeit (161 × 157 mm), Lora 10.5 pt at 1.5 lines.
const A4_BODY = { widthMm: 157, heightMm: 154, fontSizePt: 10.5, lineHeight: 1.5 };

describe('the character budget of a text frame', () => {
  it('counts lines and characters conservatively', () => {
    // 10.5 pt = 3.70 mm; 0.5 em = 1.85 mm a character; 157 mm hold 84, filled to 90 %: 76.
    expect(charsPerLine(A4_BODY)).toBe(76);
    // A line is 5.56 mm: 27 lines, one kept in reserve.
    expect(linesIn(A4_BODY)).toBe(26);
    expect(wrap('Ein Baum, der fällt, macht mehr Lärm als ein Wald, der wächst.', 20)).toEqual(['Ein Baum, der fällt,', 'macht mehr Lärm als', 'ein Wald, der', 'wächst.']);
    expect(fitsBox('kurz', A4_BODY)).toBe(true);
    expect(fitsBox('Wort '.repeat(2000), A4_BODY)).toBe(false);
  });

  it('pours entries into pages, continuing a long one on the next page without losing a word', () => {
    const long = Array.from({ length: 400 }, (_, index) => `Wort${index}`).join(' ');
    const pages = pourEntries(
      [
        { name: 'Erste', text: 'Kurz und herzlich.' },
        { name: 'Zweite', text: long },
        { name: '', text: '   ' },
        { name: 'Dritte', text: 'Erste Zeile\nZweite Zeile' },
      ],
      A4_BODY,
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(fitsBox(page, A4_BODY)).toBe(true);
    const all = pages.join(' ');
    for (let index = 0; index < 400; index++) expect(all).toContain(`Wort${index} `.trim());
    expect(all.match(/Wort\d+/g)).toHaveLength(400);
    expect(pages[0]!.startsWith('Kurz und herzlich.\n– Erste\n\nWort0 Wort1')).toBe(true);
    expect(pages.at(-1)!.endsWith('– Zweite\n\nErste Zeile\nZweite Zeile\n– Dritte')).toBe(true);
  });

  it('balances the pages of a section: the last page is not one short entry under an empty page', () => {
    // 27 entries of 3 lines (two of text, the name) and a blank line between: 26 lines hold 6 a page,
    // so 5 pages; poured greedily the fifth would hold 3 entries, balanced they hold 5 or 6 each.
    const entries = Array.from({ length: 27 }, (_, index) => ({ name: `Familie ${index + 1}`, text: `${'Wir denken an die gemeinsamen Jahre und an viele Feste. '.repeat(2).trim()}` }));
    const pages = pourEntries(entries, A4_BODY);
    expect(pages).toHaveLength(5);
    const counts = pages.map((page) => page.split('– Familie').length - 1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(27);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    for (const page of pages) expect(fitsBox(page, A4_BODY)).toBe(true);
  });

  it('begins a long entry on a page that is still mostly free instead of leaving it nearly empty', () => {
    // Two short entries (4 lines with the blank line between), then one of 20 lines and its name: it does
    // not fit the 26 lines beside them, but it begins on the first page and ends on the second.
    const long = Array.from({ length: 20 }, (_, index) => `Zeile${index} ${'Erinnerung '.repeat(6).trim()}`).join('\n');
    const pages = pourEntries(
      [
        { name: 'Anna', text: 'Kurz.' },
        { name: 'Bert', text: 'Auch kurz.' },
        { name: 'Carla', text: long },
        { name: 'Dora', text: 'Zum Schluss.' },
      ],
      A4_BODY,
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]!.startsWith('Kurz.\n– Anna\n\nAuch kurz.\n– Bert\n\nZeile0')).toBe(true);
    expect(pages[1]!.endsWith('– Carla\n\nZum Schluss.\n– Dora')).toBe(true);
    // A short entry is never cut: four lines move whole to the next page.
    const short = Array.from({ length: 5 }, (_, index) => ({ name: `N${index}`, text: `${'Wort '.repeat(60).trim()}` }));
    for (const page of pourEntries(short, A4_BODY)) expect(page.startsWith('Wort')).toBe(true);
    for (const page of pages) expect(fitsBox(page, A4_BODY)).toBe(true);
  });
});
