import type { DesignRecord, DesignTextStyle, DesignTextStyleName } from '@eb/catalogue/data';
import type { Background, Frame, TextStyle } from '../document/schema';
import { BLEED_MM, PT_PER_MM, type Box, type Size } from '../geometry';
import { AVERAGE_ADVANCE_EM, LINE_EXTENT_EM, WRAPPED_LINE_FILL } from './font-metrics';
import type { LayoutBox, LayoutSlot, PageLayout, TextSlot } from './types';

// The catalogue cannot import book-model (it is the other way round), so the two lists of text
// styles are kept equal by the compiler: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const stylesAgree: Same<TextStyle, DesignTextStyleName> = true;
void stylesAgree;

export interface ResolvedLayout {
  frames: Frame[];
  background: Background | null;
}

/** Display styles shrink with the page (a mini book's title is not set at A4 size); reading text never does. */
const SCALED_STYLES: ReadonlySet<TextStyle> = new Set(['title', 'subtitle', 'name', 'heading', 'quote']);
const REFERENCE_WIDTH_MM = 210;
const MIN_SCALE = 0.72;
const MIN_FONT_PT = 4;
const EDGE = 1e-6;

const round = (mm: number) => Math.round(mm * 100) / 100;

/** The box a slot covers on the page, in mm from the trim origin (gaps and bleed applied, before aspect and rotation). */
export function slotBoxMm(layout: PageLayout, slot: LayoutSlot, page: Size): Box {
  const { top, right, bottom, left } = layout.marginMm;
  const content = { xMm: left, yMm: top, widthMm: page.widthMm - left - right, heightMm: page.heightMm - top - bottom };
  const { box } = slot;
  const half = layout.gapMm / 2;
  const shared = sharedEdges(layout, slot);
  const touches = { left: box.x <= EDGE, top: box.y <= EDGE, right: box.x + box.width >= 1 - EDGE, bottom: box.y + box.height >= 1 - EDGE };
  // Fractions run over the content box widened by half a gap each side, so every cell of a grid
  // comes out the same size once the shared edges are pulled in by half a gap.
  const at = (start: number, size: number, f: number) => start - half + f * (size + layout.gapMm);
  let x0 = at(content.xMm, content.widthMm, box.x) + (touches.left || shared.left ? half : 0);
  let y0 = at(content.yMm, content.heightMm, box.y) + (touches.top || shared.top ? half : 0);
  let x1 = at(content.xMm, content.widthMm, box.x + box.width) - (touches.right || shared.right ? half : 0);
  let y1 = at(content.yMm, content.heightMm, box.y + box.height) - (touches.bottom || shared.bottom ? half : 0);
  if (slot.kind === 'photo' && slot.bleed) {
    if (touches.left) x0 = -BLEED_MM;
    if (touches.top) y0 = -BLEED_MM;
    if (touches.right) x1 = page.widthMm + BLEED_MM;
    if (touches.bottom) y1 = page.heightMm + BLEED_MM;
  }
  return { xMm: x0, yMm: y0, widthMm: x1 - x0, heightMm: y1 - y0 };
}

/** Which edges of the slot's box another slot's box shares (the gap goes there, and only there). */
function sharedEdges(layout: PageLayout, slot: LayoutSlot) {
  const a = slot.box;
  const near = (p: number, q: number) => Math.abs(p - q) <= EDGE;
  const across = (p0: number, p1: number, q0: number, q1: number) => Math.min(p1, q1) - Math.max(p0, q0) > EDGE;
  const others = layout.slots.filter((other) => other !== slot).map((other) => other.box);
  const vertical = (b: LayoutBox) => across(a.y, a.y + a.height, b.y, b.y + b.height);
  const horizontal = (b: LayoutBox) => across(a.x, a.x + a.width, b.x, b.x + b.width);
  return {
    left: others.some((b) => near(b.x + b.width, a.x) && vertical(b)),
    right: others.some((b) => near(b.x, a.x + a.width) && vertical(b)),
    top: others.some((b) => near(b.y + b.height, a.y) && horizontal(b)),
    bottom: others.some((b) => near(b.y, a.y + a.height) && horizontal(b)),
  };
}

function keepAspect(box: Box, aspect: { min: number; max: number } | undefined): Box {
  if (!aspect) return box;
  const ratio = box.widthMm / box.heightMm;
  if (ratio > aspect.max) {
    const widthMm = box.heightMm * aspect.max;
    return { ...box, xMm: box.xMm + (box.widthMm - widthMm) / 2, widthMm };
  }
  if (ratio < aspect.min) {
    const heightMm = box.widthMm / aspect.min;
    return { ...box, yMm: box.yMm + (box.heightMm - heightMm) / 2, heightMm };
  }
  return box;
}

/** The frame's own box: for a quarter turn its sides swap around the same centre. */
function unrotated(box: Box, rotationDeg: number): Box {
  if (Math.abs(Math.abs(rotationDeg) - 90) > EDGE) return box;
  const cx = box.xMm + box.widthMm / 2;
  const cy = box.yMm + box.heightMm / 2;
  return { xMm: cx - box.heightMm / 2, yMm: cy - box.widthMm / 2, widthMm: box.heightMm, heightMm: box.widthMm };
}

/**
 * The size a text slot is set at on this page: the design's size, scaled for small pages, never
 * larger than the frame holds (fittingSizePt). Given the text (a title filled in at once), a slot
 * with `fit` is sized for that text's length too.
 */
export function fontSizeFor(slot: TextSlot, style: DesignTextStyle, page: Size, frame: Size, text?: string): number {
  const scale = SCALED_STYLES.has(slot.style) ? Math.min(1, Math.max(MIN_SCALE, page.widthMm / REFERENCE_WIDTH_MM)) : 1;
  let sizePt = style.sizePt * scale;
  if (slot.maxSizePt !== undefined) sizePt = Math.min(sizePt, slot.maxSizePt);
  sizePt = Math.min(sizePt, fittingSizePt(slot, style, frame, text));
  return Math.max(MIN_FONT_PT, Math.floor(sizePt * 2) / 2);
}

/**
 * The largest size at which the frame holds its text. A line needs the font's ascent plus descent,
 * which for the design fonts is more than a title's line height (1.15): sized by the line height
 * alone, a thin frame such as the spine's held no line at all, and a brand-new book's spine title
 * overflowed. With a text and a slot's `fit`, the frame also holds that many characters (up to
 * fit.chars) in as many lines, up to fit.maxLines, as give the largest size.
 */
export function fittingSizePt(slot: TextSlot, style: DesignTextStyle, frame: Size, text?: string): number {
  const firstLineEm = Math.max(style.lineHeight, LINE_EXTENT_EM[style.family]);
  const byHeight = (lines: number) => (frame.heightMm * PT_PER_MM) / (firstLineEm + (lines - 1) * style.lineHeight);
  const chars = Math.min([...(text ?? '')].length, slot.fit?.chars ?? 0);
  if (!slot.fit || chars === 0) return byHeight(1);
  const perCharEm = chars * AVERAGE_ADVANCE_EM[style.family];
  let best = 0;
  for (let lines = 1; lines <= slot.fit.maxLines; lines += 1) {
    const fill = lines === 1 ? 1 : WRAPPED_LINE_FILL;
    const byWidth = (lines * fill * frame.widthMm * PT_PER_MM) / perCharEm;
    best = Math.max(best, Math.min(byHeight(lines), byWidth));
  }
  return best;
}

/**
 * A layout's slots as frames in mm on a page of the given size: empty photo frames (no photo, no
 * crop), empty text frames set in the design's style, and the design's ornaments.
 */
export function resolveLayout(layout: PageLayout, page: Size, newId: () => string, design: DesignRecord): ResolvedLayout {
  const frames = layout.slots.map((slot): Frame => {
    const rotationDeg = slot.rotationDeg ?? 0;
    const placed = slot.kind === 'photo' ? keepAspect(slotBoxMm(layout, slot, page), slot.aspect) : slotBoxMm(layout, slot, page);
    const own = unrotated(placed, rotationDeg);
    const base = { id: newId(), xMm: round(own.xMm), yMm: round(own.yMm), widthMm: round(own.widthMm), heightMm: round(own.heightMm), rotationDeg, slotId: slot.id };
    switch (slot.kind) {
      case 'photo':
        return { ...base, kind: 'photo', photoId: null, crop: null };
      case 'decoration':
        return { ...base, kind: 'decoration', assetId: slot.assetId, color: null };
      case 'text': {
        const style = design.typography.styles[slot.style];
        return {
          ...base,
          kind: 'text',
          text: '',
          style: slot.style,
          fontSizePt: fontSizeFor(slot, style, page, own),
          color: style.color ?? design.typography.textColor,
          align: slot.align,
          verticalAlign: slot.verticalAlign ?? 'top',
        };
      }
    }
  });
  return { frames, background: layout.backgroundId ? { kind: 'design', backgroundId: layout.backgroundId } : null };
}
