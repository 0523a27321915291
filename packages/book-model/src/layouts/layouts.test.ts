import { DESIGNS } from '@eb/catalogue/data';
import { describe, expect, it } from 'vitest';
import { frameSchema } from '../document/schema';
import { BLEED_MM, SAFE_MARGIN_MM, pageGeometry } from '../geometry';
import { LAYOUTS, defaultCoverLayouts, findLayout, layoutsFor } from './catalogue';
import { resolveLayout } from './resolve';
import { counter, designOf, inside, overlaps, pageSizes, visualBox } from './testing';
import type { PageLayout } from './types';

const PT_TO_MM = 25.4 / 72;
/** Lines a text frame must hold at its style's size, so no text slot is a trap that overflows at once. */
const DISPLAY = new Set<string>(['title', 'name', 'subtitle']);
const MIN_LINES = { title: 1, subtitle: 1, name: 1, dates: 1, heading: 1, body: 3, quote: 3, caption: 1 } as const;

describe('layouts as data', () => {
  it('gives every layout a unique id that findLayout finds', () => {
    expect(new Set(LAYOUTS.map((layout) => layout.id)).size).toBe(LAYOUTS.length);
    for (const layout of LAYOUTS) expect(findLayout(layout.id)).toBe(layout);
    expect(findLayout('rosenzeit/gibt-es-nicht')).toBeUndefined();
  });

  it.each(DESIGNS.map((design) => [design.description, design.themeId] as const))('offers %s every kind of inner page', (_name, themeId) => {
    const pages = layoutsFor(themeId, 'page');
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.every((layout) => layout.themeId === themeId && layout.target === 'page')).toBe(true);
    for (let photos = 1; photos <= 6; photos++) {
      expect(pages.some((layout) => layout.photoCount === photos && layout.hasText), `${photos} Fotos mit Text`).toBe(true);
      expect(pages.some((layout) => layout.photoCount === photos && !layout.hasText), `${photos} Fotos ohne Text`).toBe(true);
    }
    for (const orientation of ['portrait', 'landscape', 'square'] as const) expect(pages.some((layout) => layout.orientation === orientation)).toBe(true);
    expect(pages.some((layout) => layout.photoCount === 0 && layout.hasText)).toBe(true);
    expect(new Set(pages.map((layout) => layout.name)).size).toBe(pages.length);
  });

  it.each(DESIGNS.map((design) => [design.description, design.themeId] as const))('gives %s cover layouts with a title on the front and the spine', (_name, themeId) => {
    const fronts = layoutsFor(themeId, 'front');
    expect(fronts.length).toBeGreaterThanOrEqual(2);
    for (const front of fronts) expect(front.slots.some((slot) => slot.id === 'title' && slot.kind === 'text' && slot.style === 'title')).toBe(true);
    expect(fronts.some((front) => front.photoCount === 1)).toBe(true);
    expect(layoutsFor(themeId, 'back').length).toBeGreaterThanOrEqual(2);
    const cover = defaultCoverLayouts(themeId);
    expect([cover.front.target, cover.back.target, cover.spine.target]).toEqual(['front', 'back', 'spine']);
    const spineTitle = cover.spine.slots.find((slot) => slot.id === 'title');
    // Bottom to top, as German spines are usually lettered.
    expect(spineTitle?.rotationDeg).toBe(-90);
  });

  it('leaves a spine too narrow for letters without a title', () => {
    expect(defaultCoverLayouts(101, { spineWidthMm: 3 }).spine.slots).toEqual([]);
    expect(defaultCoverLayouts(101, { spineWidthMm: 12 }).spine.slots).toHaveLength(1);
    expect(() => defaultCoverLayouts(999)).toThrow();
  });

  it('refers only to backgrounds and ornaments of its own design', () => {
    for (const layout of LAYOUTS) {
      const design = designOf(layout.themeId);
      if (layout.backgroundId) expect(design.backgrounds.map((b) => b.id)).toContain(layout.backgroundId);
      for (const slot of layout.slots) if (slot.kind === 'decoration') expect(design.ornaments.map((o) => o.id)).toContain(slot.assetId);
    }
  });

  it('has enough different pages that a 96-page book need not repeat a layout on every page', () => {
    for (const design of DESIGNS) {
      const pages = layoutsFor(design.themeId, 'page');
      const a4 = { widthMm: 210, heightMm: 297 };
      const shapes = new Set(pages.map((layout) => JSON.stringify(resolveLayout(layout, a4, () => 'x', design).frames.map(({ xMm, yMm, widthMm, heightMm, kind }) => [kind, xMm, yMm, widthMm, heightMm]))));
      expect(shapes.size, design.description).toBe(pages.length);
      // 96 pages, no layout more than five times: 20 different ones are enough.
      expect(Math.ceil(96 / pages.length)).toBeLessThanOrEqual(5);
    }
  });
});

describe('every layout on every page size of the shop', () => {
  const cases = LAYOUTS.flatMap((layout) => pageSizes(designOf(layout.themeId), layout.target).map((page) => [layout.id, page.label, layout, page.size] as const));

  it.each(cases)('%s on %s: frames on the page, apart, and text with room', (_id, _label, layout: PageLayout, size) => {
    const design = designOf(layout.themeId);
    const { frames } = resolveLayout(layout, size, counter(), design);
    expect(frames).toHaveLength(layout.slots.length);
    const geometry = pageGeometry(size);
    const trim = { xMm: 0, yMm: 0, widthMm: size.widthMm, heightMm: size.heightMm };
    const bleed = { xMm: -BLEED_MM, yMm: -BLEED_MM, widthMm: size.widthMm + 2 * BLEED_MM, heightMm: size.heightMm + 2 * BLEED_MM };
    const safe = { ...geometry.safeBox, xMm: SAFE_MARGIN_MM, yMm: SAFE_MARGIN_MM };
    for (const [index, frame] of frames.entries()) {
      expect(frameSchema.safeParse(frame).success).toBe(true);
      const slot = layout.slots[index];
      const box = visualBox(frame);
      if (slot?.kind === 'photo' && slot.bleed) expect(inside(box, bleed)).toBe(true);
      else if (layout.target === 'spine') expect(inside(box, trim)).toBe(true);
      // Everything else keeps clear of the cut.
      else expect(inside(box, safe), `${frame.slotId} im sicheren Bereich`).toBe(true);
      for (const other of frames.slice(index + 1)) expect(overlaps(box, visualBox(other)), `${frame.slotId} / ${other.slotId}`).toBe(false);
      if (frame.kind === 'photo') expect(Math.min(frame.widthMm, frame.heightMm)).toBeGreaterThan(20);
      if (frame.kind === 'text' && layout.target !== 'spine') {
        const style = design.typography.styles[frame.style];
        const lineMm = frame.fontSizePt * PT_TO_MM * style.lineHeight;
        expect(frame.heightMm, `${frame.slotId}: Zeilen`).toBeGreaterThanOrEqual(MIN_LINES[frame.style] * lineMm - 0.01);
        // Room for a name on a line, and some twenty characters of running text.
        const characters = DISPLAY.has(frame.style) ? 14 : 20;
        expect(frame.widthMm, `${frame.slotId}: Zeilenlänge`).toBeGreaterThanOrEqual(frame.fontSizePt * PT_TO_MM * 0.5 * characters);
        expect(frame.fontSizePt, `${frame.slotId}: Schriftgröße`).toBeGreaterThanOrEqual(Math.min(style.sizePt, 0.72 * style.sizePt) - 0.5);
      }
    }
  });
});
