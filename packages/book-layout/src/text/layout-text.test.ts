import { describe, expect, it } from 'vitest';
import type { TextLine } from '../display-list';
import { testFontLibrary } from '../testing/node-fonts';
import { hyphenationPoints } from './hyphenate';
import { layoutText, MM_PER_PT, type TextLayoutInput } from './layout-text';

const fonts = testFontLibrary();
const base: TextLayoutInput = {
  text: '',
  fontId: 'lora-400',
  fontSizePt: 11,
  lineHeight: 1.5,
  align: 'left',
  verticalAlign: 'top',
  hyphenate: true,
  widthMm: 60,
  heightMm: 100,
};
const lay = (input: Partial<TextLayoutInput>) => layoutText({ ...base, ...input }, fonts);
const texts = (lines: TextLine[]) => lines.map((line) => line.runs.map((run) => run.text).join(''));
const lineRight = (line: TextLine) => line.runs[0]!.xMm + line.runs[0]!.widthMm;

describe('line breaking', () => {
  it('breaks at spaces so that every line fits the frame, and keeps every word', () => {
    const text = 'Wir nehmen Abschied von einem Menschen, der unser Leben reicher gemacht hat und den wir nie vergessen werden.';
    const result = lay({ text, widthMm: 45, hyphenate: false });
    expect(result.lines.length).toBeGreaterThan(2);
    for (const line of result.lines) expect(lineRight(line)).toBeLessThanOrEqual(45 + 1e-6);
    expect(texts(result.lines).join(' ')).toBe(text);
    expect(result.overflow).toBe(false);
  });

  it('starts a new line at every hard break and keeps blank lines', () => {
    const result = lay({ text: 'Erste Zeile\n\nDritte Zeile' });
    expect(texts(result.lines)).toEqual(['Erste Zeile', '', 'Dritte Zeile']);
    const lineHeightMm = 1.5 * 11 * MM_PER_PT;
    expect(result.lines[2]!.baselineYMm - result.lines[0]!.baselineYMm).toBeCloseTo(2 * lineHeightMm, 6);
  });

  it('puts the first baseline one ascent below the top, from the font file', () => {
    const font = fonts.get('lora-400');
    const result = lay({ text: 'Erinnerung' });
    expect(result.lines[0]!.baselineYMm).toBeCloseTo((font.ascent / font.unitsPerEm) * 11 * MM_PER_PT, 9);
  });

  it('turns tabs into spaces and drops other control characters', () => {
    expect(texts(lay({ text: 'Liebe\tGrüße\u0007 aus Köln\r\nDeine Anna' }).lines)).toEqual(['Liebe Grüße aus Köln', 'Deine Anna']);
  });

  it('breaks after a hyphen already in the word without adding another', () => {
    const result = lay({ text: 'Großeltern-Generation', widthMm: 30, hyphenate: false });
    expect(texts(result.lines)).toEqual(['Großeltern-', 'Generation']);
    expect(result.lines[0]!.hyphenated).toBe(false);
  });
});

describe('German hyphenation', () => {
  it('knows the syllables of Beerdigungsinstitut', () => {
    expect(hyphenationPoints('Beerdigungsinstitut')).toEqual([2, 4, 6, 11, 13, 16]);
  });

  it('hyphenates Beerdigungsinstitut at a syllable when the word does not fit', () => {
    const result = lay({ text: 'Unser Dank gilt dem Beerdigungsinstitut Müller.', widthMm: 50 });
    const lines = texts(result.lines);
    const broken = result.lines.findIndex((line) => line.hyphenated);
    expect(broken).toBeGreaterThanOrEqual(0);
    expect(lines[broken]).toMatch(/-$/);
    const head = lines[broken]!.split(' ').at(-1)!.slice(0, -1);
    const tail = lines[broken + 1]!.split(' ')[0]!;
    expect(head + tail).toBe('Beerdigungsinstitut');
    expect(hyphenationPoints('Beerdigungsinstitut')).toContain(head.length);
    for (const line of result.lines) expect(lineRight(line)).toBeLessThanOrEqual(50 + 1e-6);
  });

  it('never hyphenates when the style says so (names): the word moves whole to the next line', () => {
    const result = lay({ text: 'Marianne Hohenzollernbrück', widthMm: 55, fontSizePt: 16, hyphenate: false });
    expect(texts(result.lines)).toEqual(['Marianne', 'Hohenzollernbrück']);
    expect(result.lines.some((line) => line.hyphenated)).toBe(false);
    // Body text in the same frame would have been hyphenated.
    expect(lay({ text: 'Marianne Hohenzollernbrück', widthMm: 55, fontSizePt: 16, hyphenate: true }).lines[0]!.hyphenated).toBe(true);
  });

  it('breaks at a soft hyphen with a visible hyphen, and draws nothing for it otherwise', () => {
    const word = 'Ein\u00adzel\u00adfall\u00adent\u00adschei\u00addung';
    const narrow = lay({ text: `Das ist eine ${word}`, widthMm: 40, hyphenate: false });
    expect(narrow.lines.some((line) => line.hyphenated && line.runs[0]!.text.endsWith('-'))).toBe(true);
    expect(texts(narrow.lines).join('').replaceAll('-', '').replaceAll(' ', '')).toBe('DasisteineEinzelfallentscheidung');
    const wide = lay({ text: word, widthMm: 150 });
    expect(texts(wide.lines)).toEqual(['Einzelfallentscheidung']);
    expect(wide.lines[0]!.runs[0]!.glyphs.every((glyph) => glyph.advanceMm > 0)).toBe(true);
  });
});

describe('overflow', () => {
  it('draws only the lines that fit and reports the rest', () => {
    const text = 'In Liebe und Dankbarkeit nehmen wir Abschied. '.repeat(12);
    const result = lay({ text, widthMm: 50, heightMm: 30 });
    expect(result.overflow).toBe(true);
    expect(result.lines.length).toBeLessThan(result.lineCount);
    const font = fonts.get('lora-400');
    const descentMm = (-font.descent / font.unitsPerEm) * 11 * MM_PER_PT;
    expect(result.lines.at(-1)!.baselineYMm + descentMm).toBeLessThanOrEqual(30 + 1e-6);
    // One more line would have left the frame.
    expect(result.lines.at(-1)!.baselineYMm + 1.5 * 11 * MM_PER_PT + descentMm).toBeGreaterThan(30);
  });

  it('does not report overflow when the text fits exactly', () => {
    const fitting = lay({ text: 'Eine Zeile\nZwei Zeilen' });
    const exact = lay({ text: 'Eine Zeile\nZwei Zeilen', heightMm: fitting.heightMm });
    expect(exact.overflow).toBe(false);
    expect(exact.lines).toHaveLength(2);
    expect(lay({ text: 'Eine Zeile\nZwei Zeilen', heightMm: fitting.heightMm - 0.1 }).overflow).toBe(true);
  });

  it('reports a syllable before a soft hyphen that fits the line only without its hyphen', () => {
    // The syllable alone fits, the hyphen the line must show does not: the line is wider than the frame.
    const syllable = lay({ text: 'Abschieds', widthMm: 150 }).lines[0]!.runs[0]!.widthMm;
    const withHyphen = lay({ text: 'Abschieds-', widthMm: 150 }).lines[0]!.runs[0]!.widthMm;
    const widthMm = (syllable + withHyphen) / 2;
    const result = lay({ text: 'Abschieds\u00adfeier', widthMm, hyphenate: false });
    expect(texts(result.lines)[0]).toBe('Abschieds-');
    expect(lineRight(result.lines[0]!)).toBeGreaterThan(widthMm);
    expect(result.overflow).toBe(true);
    expect(lay({ text: 'Abschieds\u00adfeier', widthMm: withHyphen + 0.01, hyphenate: false }).overflow).toBe(false);
  });

  it('cuts a word longer than the line where it must and reports it', () => {
    const result = lay({ text: 'Donaudampfschifffahrtsgesellschaftskapitän', widthMm: 25, hyphenate: false });
    expect(result.lines.length).toBeGreaterThan(1);
    for (const line of result.lines) expect(lineRight(line)).toBeLessThanOrEqual(25 + 1e-6);
    expect(result.overflow).toBe(true);
  });
});

describe('shaping from the font files', () => {
  it('kerns pairs: AV is narrower than A and V side by side', () => {
    for (const fontId of ['lora-400', 'cormorant-garamond-600', 'source-sans-3-400']) {
      const font = fonts.get(fontId);
      const separate = (font.glyphForCodePoint(0x41).advanceWidth + font.glyphForCodePoint(0x56).advanceWidth) / font.unitsPerEm;
      const run = lay({ text: 'AV', fontId, fontSizePt: 72 }).lines[0]!.runs[0]!;
      expect(run.widthMm).toBeLessThan(separate * 72 * MM_PER_PT - 0.1);
    }
  });

  it('shapes umlauts and ß with real glyphs in every design font', () => {
    for (const fontId of fonts.ids) {
      const run = lay({ text: 'ÄÖÜäöüß Straße', fontId, widthMm: 200 }).lines[0]!.runs[0]!;
      expect(run.text).toBe('ÄÖÜäöüß Straße');
      expect(run.glyphs.map((glyph) => glyph.glyphId)).not.toContain(0);
      expect(run.glyphs.filter((glyph) => glyph.text === 'ß')).toHaveLength(2);
    }
  });
});

describe('alignment', () => {
  const text = 'Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren.';

  it('justifies every line but the last to the frame width', () => {
    const result = lay({ text, align: 'justify', widthMm: 50, hyphenate: false });
    const [last, ...others] = [...result.lines].reverse();
    for (const line of others) expect(lineRight(line)).toBeCloseTo(50, 6);
    expect(lineRight(last!)).toBeLessThan(49);
    expect(texts(result.lines).join(' ')).toBe(text);
  });

  it('aligns right and centre inside the frame, offset by its origin', () => {
    const right = lay({ text: 'Danke', align: 'right', originXMm: 10 }).lines[0]!;
    expect(lineRight(right)).toBeCloseTo(70, 6);
    const centre = lay({ text: 'Danke', align: 'center', originXMm: 10 }).lines[0]!.runs[0]!;
    expect(centre.xMm - 10).toBeCloseTo(60 - (centre.xMm - 10 + centre.widthMm), 6);
  });

  it('sets the block at the bottom of the frame', () => {
    const font = fonts.get('lora-400');
    const descentMm = (-font.descent / font.unitsPerEm) * 11 * MM_PER_PT;
    const result = lay({ text: 'Zeile eins\nZeile zwei', verticalAlign: 'bottom', heightMm: 80, originYMm: 5 });
    expect(result.lines.at(-1)!.baselineYMm + descentMm).toBeCloseTo(85, 6);
  });
});
