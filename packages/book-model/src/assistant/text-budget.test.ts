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
});
