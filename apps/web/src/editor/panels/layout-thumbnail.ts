import type { DesignRecord } from '@eb/catalogue/data';
import { resolveLayout, type Frame, type PageLayout, type Size } from '@eb/book-model';

/** A slot of a layout as the picker draws it: a rectangle in mm on the page, clipped to the trim. */
export interface ThumbnailSlot {
  kind: Frame['kind'];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutThumbnail {
  /** The page's trim in mm (the thumbnail's viewBox). */
  width: number;
  height: number;
  slots: ThumbnailSlot[];
}

/**
 * A layout's schematic on a page of the book's size: the very frames resolveLayout would make (so
 * the thumbnail shows what applying it gives), seen as they cover the page — a quarter-turned frame
 * (the spine's title) covers its box with width and height swapped; bleed is cut at the trim.
 */
export function layoutThumbnail(layout: PageLayout, page: Size, design: DesignRecord): LayoutThumbnail {
  let counter = 0;
  const { frames } = resolveLayout(layout, page, () => `t${++counter}`, design);
  const slots: ThumbnailSlot[] = [];
  for (const frame of frames) {
    const quarter = Math.abs(Math.abs(frame.rotationDeg) - 90) < 1e-6;
    const width = quarter ? frame.heightMm : frame.widthMm;
    const height = quarter ? frame.widthMm : frame.heightMm;
    const cx = frame.xMm + frame.widthMm / 2;
    const cy = frame.yMm + frame.heightMm / 2;
    const x0 = Math.max(0, cx - width / 2);
    const y0 = Math.max(0, cy - height / 2);
    const x1 = Math.min(page.widthMm, cx + width / 2);
    const y1 = Math.min(page.heightMm, cy + height / 2);
    if (x1 - x0 <= 0 || y1 - y0 <= 0) continue;
    slots.push({ kind: frame.kind, x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return { width: page.widthMm, height: page.heightMm, slots };
}

/**
 * The lines drawn in a text slot: evenly spaced, at least one, each a little shorter than the slot
 * (the last one shorter still, like the end of a paragraph). Lengths are in the slot's own units.
 */
export function textLinesOf(slot: Pick<ThumbnailSlot, 'x' | 'y' | 'width' | 'height'>, pitch: number): { x1: number; x2: number; y: number }[] {
  const count = Math.max(1, Math.min(6, Math.floor(slot.height / pitch)));
  const step = slot.height / (count + 1);
  const inset = slot.width * 0.08;
  return Array.from({ length: count }, (_, index) => {
    const last = index === count - 1 && count > 1;
    return { x1: slot.x + inset, x2: slot.x + slot.width - inset - (last ? slot.width * 0.3 : 0), y: slot.y + step * (index + 1) };
  });
}

export type LayoutFilter = 'all' | 'text' | 1 | 2 | 3 | 4 | 5 | 6;

/** Layouts the filter keeps: by number of photos, or the pages of text only. */
export function filterLayouts(layouts: readonly PageLayout[], filter: LayoutFilter): PageLayout[] {
  if (filter === 'all') return [...layouts];
  if (filter === 'text') return layouts.filter((layout) => layout.photoCount === 0);
  return layouts.filter((layout) => layout.photoCount === filter);
}

/** The filters worth offering for these layouts (a cover panel's few layouts need none). */
export function filtersFor(layouts: readonly PageLayout[]): LayoutFilter[] {
  if (layouts.length <= 6) return [];
  const counts = new Set(layouts.map((layout) => layout.photoCount));
  const numbers = ([1, 2, 3, 4, 5, 6] as const).filter((count) => counts.has(count));
  return ['all', ...numbers, ...(counts.has(0) ? (['text'] as const) : [])];
}
