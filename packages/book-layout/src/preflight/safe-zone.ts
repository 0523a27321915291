import { MIN_SPINE_TEXT_MM, SAFE_MARGIN_MM, type Box, type Frame, type PageRole } from '@eb/book-model';

/** Frames are stored rounded to 1/100 mm: a frame on the safe line must not count as outside. */
const TOLERANCE_MM = 0.01;

/**
 * Where text is safe on a page or cover panel of this size, in the page's own coordinates (frames'
 * origin = the page's trim, a cover panel's visible face). Pages and the cover's faces keep
 * SAFE_MARGIN_MM from every edge (book-model's pageGeometry). The spine is a strip a few millimetres
 * wide: across it the folds are the limit (the cover layouts set its title inside them on purpose),
 * along it the same margin from head and foot applies; on a spine too narrow for letters
 * (MIN_SPINE_TEXT_MM, where the shop's layouts print none) no text is safe.
 */
export function safeBoxOf(role: PageRole, size: { widthMm: number; heightMm: number }): Box | null {
  if (role === 'spine') {
    if (size.widthMm < MIN_SPINE_TEXT_MM) return null;
    return { xMm: 0, yMm: SAFE_MARGIN_MM, widthMm: size.widthMm, heightMm: size.heightMm - 2 * SAFE_MARGIN_MM };
  }
  return { xMm: SAFE_MARGIN_MM, yMm: SAFE_MARGIN_MM, widthMm: size.widthMm - 2 * SAFE_MARGIN_MM, heightMm: size.heightMm - 2 * SAFE_MARGIN_MM };
}

/** What a frame covers on its page once turned about its centre (the axis-aligned bounds). */
export function coveredBox(frame: Pick<Frame, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotationDeg'>): Box {
  const radians = (frame.rotationDeg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (frame.widthMm * cos + frame.heightMm * sin) / 2;
  const halfHeight = (frame.widthMm * sin + frame.heightMm * cos) / 2;
  const cx = frame.xMm + frame.widthMm / 2;
  const cy = frame.yMm + frame.heightMm / 2;
  return { xMm: cx - halfWidth, yMm: cy - halfHeight, widthMm: 2 * halfWidth, heightMm: 2 * halfHeight };
}

export function isInside(inner: Box, outer: Box | null): boolean {
  if (!outer) return false;
  return (
    inner.xMm >= outer.xMm - TOLERANCE_MM &&
    inner.yMm >= outer.yMm - TOLERANCE_MM &&
    inner.xMm + inner.widthMm <= outer.xMm + outer.widthMm + TOLERANCE_MM &&
    inner.yMm + inner.heightMm <= outer.yMm + outer.heightMm + TOLERANCE_MM
  );
}
