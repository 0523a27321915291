import { DESIGNS } from '@eb/catalogue/data';
import { layoutsFor, type PageLayout } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { filterLayouts, filtersFor, layoutThumbnail, textLinesOf } from './layout-thumbnail';

const design = DESIGNS.find((candidate) => candidate.themeId === 101)!;
const a4 = { widthMm: 210, heightMm: 297 };
const byKey = (key: string): PageLayout => layoutsFor(101, 'page').find((layout) => layout.id === `rosenzeit/${key}`)!;

describe('layoutThumbnail', () => {
  it('draws a full-bleed photo as the whole page, cut at the trim', () => {
    const thumb = layoutThumbnail(byKey('p1-full'), a4, design);
    expect(thumb).toMatchObject({ width: 210, height: 297 });
    expect(thumb.slots).toEqual([{ kind: 'photo', x: 0, y: 0, width: 210, height: 297 }]);
  });

  it('puts two stacked photos one above the other, inside the margins, not overlapping', () => {
    const [top, bottom] = layoutThumbnail(byKey('p2-stacked'), a4, design).slots;
    expect(top!.kind).toBe('photo');
    expect(top!.x).toBeGreaterThan(0);
    expect(top!.y + top!.height).toBeLessThanOrEqual(bottom!.y);
    expect(bottom!.y + bottom!.height).toBeLessThan(297);
  });

  it('shows photo and text slots of a layout with text', () => {
    const kinds = layoutThumbnail(byKey('p1-portrait-text'), a4, design).slots.map((slot) => slot.kind);
    expect(kinds).toEqual(['photo', 'text']);
  });

  it('turns the spine title back so it covers the narrow spine lengthwise', () => {
    const spine = layoutsFor(101, 'spine').find((layout) => layout.slots.some((slot) => slot.kind === 'text'))!;
    const [title] = layoutThumbnail(spine, { widthMm: 12, heightMm: 303 }, design).slots;
    expect(title!.height).toBeGreaterThan(title!.width);
    expect(title!.width).toBeLessThanOrEqual(12);
  });
});

describe('textLinesOf', () => {
  it('draws at least one line in a low slot and more in a tall one, all inside the slot', () => {
    expect(textLinesOf({ x: 0, y: 0, width: 100, height: 5 }, 10)).toHaveLength(1);
    const lines = textLinesOf({ x: 10, y: 20, width: 100, height: 60 }, 10);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(line.x1).toBeGreaterThan(10);
      expect(line.x2).toBeLessThan(110);
      expect(line.y).toBeGreaterThan(20);
      expect(line.y).toBeLessThan(80);
    }
    expect(lines.at(-1)!.x2).toBeLessThan(lines[0]!.x2);
  });
});

describe('filters', () => {
  const inner = layoutsFor(101, 'page');

  it('keeps the layouts of one photo count, or the text pages', () => {
    expect(filterLayouts(inner, 2).every((layout) => layout.photoCount === 2)).toBe(true);
    expect(filterLayouts(inner, 2).length).toBeGreaterThan(1);
    expect(filterLayouts(inner, 'text').map((layout) => layout.photoCount)).toEqual(filterLayouts(inner, 'text').map(() => 0));
    expect(filterLayouts(inner, 'all')).toHaveLength(inner.length);
  });

  it('offers 1 to 6 photos and text for inner pages, nothing for the few layouts of a cover panel', () => {
    expect(filtersFor(inner)).toEqual(['all', 1, 2, 3, 4, 5, 6, 'text']);
    expect(filtersFor(layoutsFor(101, 'front'))).toEqual([]);
  });
});
