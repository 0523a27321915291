import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createFontLibrary, type FontLibrary } from '../fonts/font-library';
import { fontPath } from '../testing/node-fonts';
import { hyphenationPoints, MAX_HYPHENATED_WORD } from './hyphenate';
import { layoutText, MM_PER_PT, type TextLayoutInput } from './layout-text';
import { CACHE_CHARACTER_LIMIT, shape, shapeCacheSize } from './shape';
import { TextCache } from './text-cache';

// Text that validates and saves but is no prose: thousands of letters without a break, zero-width
// spaces, stacked accents. It is laid out in the API process (preflight, previews) after every save.
const loraBytes = new Uint8Array(readFileSync(fontPath('@expo-google-fonts/lora', '400Regular/Lora_400Regular.ttf')));
/** A font of its own per test, so that the shaping cache of earlier tests does not hide shapings. */
function freshFonts(): { fonts: FontLibrary; shapings: () => number } {
  const fonts = createFontLibrary({ 'lora-400': loraBytes });
  const layout = vi.spyOn(fonts.get('lora-400'), 'layout');
  return { fonts, shapings: () => layout.mock.calls.length };
}
const base: TextLayoutInput = {
  text: '',
  fontId: 'lora-400',
  fontSizePt: 4,
  lineHeight: 1.5,
  align: 'justify',
  verticalAlign: 'middle',
  hyphenate: true,
  widthMm: 1,
  heightMm: 300,
};
/** Lines that fit the frame, from the font file's metrics (as layout-text computes them). */
function capacity(fonts: FontLibrary, input: TextLayoutInput): number {
  const font = fonts.get(input.fontId);
  const scale = (input.fontSizePt * MM_PER_PT) / font.unitsPerEm;
  const room = input.heightMm - (font.ascent - font.descent) * scale;
  return room < 0 ? 0 : Math.floor(room / (input.lineHeight * input.fontSizePt * MM_PER_PT)) + 1;
}
const drawnText = (lines: { runs: { text: string }[] }[]) => lines.map((line) => line.runs.map((run) => run.text).join('')).join('');

describe('text that is no prose', () => {
  it('cuts 5000 letters without a break in a 1 mm frame with few shapings, fills the frame and reports overflow', () => {
    const { fonts, shapings } = freshFonts();
    const input = { ...base, text: 'x'.repeat(5000) };
    const result = layoutText(input, fonts);
    expect(shapings()).toBeLessThan(200);
    expect(result.overflow).toBe(true);
    expect(result.lines.length).toBe(capacity(fonts, input));
    expect(result.lines.length).toBeGreaterThan(100);
    expect(result.lineCount).toBe(result.lines.length + 1);
    // Every drawn line holds part of the word, in order, as wide as the frame allows.
    expect(result.lines.every((line) => line.runs[0]!.text.length > 0 && line.runs[0]!.widthMm <= 1 + 1e-6)).toBe(true);
    expect('x'.repeat(5000).startsWith(drawnText(result.lines))).toBe(true);
  });

  it('lays out the same word in a wide frame in lines that fill its width, with few shapings', () => {
    const { fonts, shapings } = freshFonts();
    const result = layoutText({ ...base, text: 'Trauer'.repeat(800), widthMm: 150, heightMm: 40 }, fonts);
    expect(shapings()).toBeLessThan(200);
    expect(result.overflow).toBe(true);
    const widths = result.lines.map((line) => line.runs[0]!.widthMm);
    expect(Math.min(...widths)).toBeGreaterThan(148);
    expect(Math.max(...widths)).toBeLessThanOrEqual(150 + 1e-6);
  });

  it('keeps 4000 zero-width spaces on one line and reports a frame too small for any line', () => {
    for (const widthMm of [0.01, 1]) {
      const { fonts, shapings } = freshFonts();
      const result = layoutText({ ...base, text: '\u200b'.repeat(4000), widthMm, heightMm: widthMm }, fonts);
      expect(shapings()).toBeLessThan(200);
      expect(result.overflow).toBe(true);
      expect(result.lines).toEqual([]);
    }
    const { fonts, shapings } = freshFonts();
    const fits = layoutText({ ...base, text: 'x' + '\u200b'.repeat(4000) }, fonts);
    expect(shapings()).toBeLessThan(200);
    expect(fits.overflow).toBe(false);
    expect(fits.lines).toHaveLength(1);
  });

  it('cuts 2000 accented letters between clusters, never between a letter and its accent', () => {
    const { fonts, shapings } = freshFonts();
    const text = 'a\u0301'.repeat(2000);
    const result = layoutText({ ...base, text }, fonts);
    expect(shapings()).toBeLessThan(200);
    expect(result.overflow).toBe(true);
    expect(result.lines.length).toBe(capacity(fonts, { ...base, text }));
    for (const line of result.lines) expect(line.runs[0]!.text).toMatch(/^(a\u0301)+$/u);
    // A letter with 3000 accents is one cluster: it stays whole, wider than the frame, and overflows.
    const stacked = layoutText({ ...base, text: 'W' + '\u0301'.repeat(3000) + ' und', widthMm: 0.5 }, freshFonts().fonts);
    expect(stacked.overflow).toBe(true);
    expect(stacked.lines[0]!.runs[0]!.text).toBe('W' + '\u0301'.repeat(3000));
  });

  it('stops breaking a long text one line below the frame', () => {
    const { fonts, shapings } = freshFonts();
    // 3000 different words: shaping all of them would take 3000 shapings.
    const text = Array.from({ length: 3000 }, (_, index) => `Erinnerung${index}`).join(' ');
    const input = { ...base, text, fontSizePt: 11, widthMm: 60, heightMm: 30 };
    const result = layoutText(input, fonts);
    expect(result.overflow).toBe(true);
    expect(result.lines.length).toBe(capacity(fonts, input));
    expect(result.lineCount).toBe(result.lines.length + 1);
    expect(shapings()).toBeLessThan(200);
  });
});

describe('hyphenation of long words', () => {
  it('hyphenates long German compounds but not a run of letters longer than any word', () => {
    expect('Donaudampfschifffahrtsgesellschaftskapitän'.length).toBeLessThanOrEqual(MAX_HYPHENATED_WORD);
    expect(hyphenationPoints('Donaudampfschifffahrtsgesellschaftskapitän').length).toBeGreaterThan(5);
    expect(hyphenationPoints('Trauer'.repeat(10))).toEqual([]);
  });
});

describe('the shaping cache', () => {
  it('is bounded by characters and keeps no long runs', () => {
    const cache = new TextCache<number>(100, 30);
    for (let index = 0; index < 50; index++) cache.set(`Wort${index}`.padEnd(20, '.'), index);
    expect(cache.size.characters).toBeLessThanOrEqual(100);
    expect(cache.get('Wort49'.padEnd(20, '.'))).toBe(49);
    cache.set('x'.repeat(31), 1);
    expect(cache.get('x'.repeat(31))).toBeUndefined();
  });

  it('holds little after the 5000-letter frame, and repeats no shaping of a word', () => {
    const { fonts, shapings } = freshFonts();
    const font = fonts.get('lora-400');
    const before = shapeCacheSize().characters;
    layoutText({ ...base, text: 'y'.repeat(5000) }, fonts);
    expect(shapeCacheSize().characters - before).toBeLessThan(20_000);
    expect(shapeCacheSize().characters).toBeLessThanOrEqual(CACHE_CHARACTER_LIMIT);
    shape(font, 'Abschied');
    const count = shapings();
    shape(font, 'Abschied');
    expect(shapings()).toBe(count);
  });
});
