import { DESIGNS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { formatForStyle, paletteOf, sizeChoices, stepSize } from './text-choices';

const rosenzeit = DESIGNS.find((design) => design.key === 'rosenzeit')!;
const kerzenschein = DESIGNS.find((design) => design.key === 'kerzenschein')!;

describe('text sizes', () => {
  it('steps to the next size of the list, also from a size between two', () => {
    expect(stepSize(12, 1)).toBe(13);
    expect(stepSize(12, -1)).toBe(11);
    expect(stepSize(33.5, 1)).toBe(36);
    expect(stepSize(33.5, -1)).toBe(32);
  });

  it('stays within 4 and 200 pt', () => {
    expect(stepSize(4, -1)).toBe(4);
    expect(stepSize(200, 1)).toBe(200);
  });

  it("offers the frame's own size among the others, in order", () => {
    const sizes = sizeChoices(33.5);
    expect(sizes).toContain(33.5);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });
});

describe('the colours of a design', () => {
  it('offers its ink, its quieter ink and its accent, then white and black, each once', () => {
    expect(paletteOf(rosenzeit).map((entry) => entry.nameKey)).toEqual(['text', 'muted', 'accent', 'white', 'black']);
    // A design without an accent names its ink only once.
    expect(paletteOf(kerzenschein).map((entry) => entry.nameKey)).toEqual(['text', 'muted', 'white', 'black']);
  });
});

describe('another kind of text', () => {
  it("takes the style's size and ink from the design", () => {
    const format = formatForStyle(rosenzeit, { heightMm: 100 }, 'name');
    expect(format).toEqual({ style: 'name', fontSizePt: rosenzeit.typography.styles.name.sizePt, color: rosenzeit.typography.styles.name.color });
  });

  it('is never taller than one line of the frame', () => {
    const format = formatForStyle(rosenzeit, { heightMm: 8 }, 'title');
    // One line of 8 mm at the title's line height.
    expect(format.fontSizePt * (25.4 / 72) * rosenzeit.typography.styles.title.lineHeight).toBeLessThanOrEqual(8);
  });
});
