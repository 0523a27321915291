import { existsSync } from 'node:fs';
import { DESIGNS } from '@eb/catalogue/data';
import { TEXT_STYLES } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { fontPath, testFontLibrary } from '../testing/node-fonts';
import { textStyleOf } from '../text/text-style';
import { FONT_FILES, fontIdFor } from './index';

describe('font manifest', () => {
  it('points at an installed TTF for every face, with unique ids and URLs', () => {
    for (const font of FONT_FILES) expect(existsSync(fontPath(font.packageName, font.file)), font.id).toBe(true);
    expect(new Set(FONT_FILES.map((font) => font.id)).size).toBe(FONT_FILES.length);
    expect(FONT_FILES.every((font) => font.url === `/fonts/${font.id}.ttf`)).toBe(true);
  });

  it('parses every face into the family and style it claims', () => {
    const fonts = testFontLibrary();
    for (const file of FONT_FILES) {
      const font = fonts.get(file.id);
      expect(font.familyName).toContain(file.family);
      expect(font.italicAngle !== 0).toBe(file.italic);
    }
  });

  it('finds a face by family, weight and style, and refuses one it lacks', () => {
    expect(fontIdFor('Lora', 400, false)).toBe('lora-400');
    expect(fontIdFor('Cormorant Garamond', 600, true)).toBe('cormorant-garamond-600-italic');
    expect(() => fontIdFor('Comic Sans', 400, false)).toThrow(/Unknown font face/);
    expect(() => fontIdFor('Lora', 700, false)).toThrow(/Unknown font face/);
  });

  it('has a face for every text style of every design, hyphenation off for names, dates and titles', () => {
    for (const design of DESIGNS) {
      for (const style of TEXT_STYLES) {
        const resolved = textStyleOf(design, style);
        expect(FONT_FILES.some((font) => font.id === resolved.fontId)).toBe(true);
        if (style === 'name' || style === 'dates' || style === 'title') expect(resolved.hyphenate, `${design.key} ${style}`).toBe(false);
      }
      expect(textStyleOf(design, 'body').hyphenate).toBe(true);
    }
  });
});
