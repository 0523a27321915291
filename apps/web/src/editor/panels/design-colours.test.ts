import { DESIGNS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { designColours, tint } from './design-colours';

/** Relative luminance (WCAG) of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

describe('tint', () => {
  it('runs from white to the colour itself', () => {
    expect(tint('#204060', 0)).toBe('#ffffff');
    expect(tint('#204060', 1)).toBe('#204060');
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('kaputt', 0.5)).toBe('#ffffff');
  });
});

describe('designColours', () => {
  it('gives every design a few light colours its text stays readable on (WCAG AA)', () => {
    for (const design of DESIGNS) {
      const colours = designColours(design);
      expect(colours.length).toBeGreaterThanOrEqual(2);
      for (const colour of colours) {
        expect(colour.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrast(colour.color, design.typography.textColor)).toBeGreaterThan(4.5);
      }
    }
  });
});
