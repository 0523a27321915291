import type { SpreadBox } from './frame-geometry';

/** Height of a tool bar (one row of 44 px targets and its padding), for choosing where it fits. */
export const TOOL_BAR_PX = 64;

export interface ToolBarPosition {
  /** Centre of the bar, px in the overlay's parent. */
  left: number;
  /** The bar's top edge ('below', 'inside') or bottom edge ('above'). */
  top: number;
  side: 'below' | 'above' | 'inside';
}

/**
 * Where a frame tool's bar goes: under the frame while that stays on the spread (the canvas cuts
 * what reaches past it), else over it, else inside the frame at its foot.
 */
export function toolBarPosition(box: SpreadBox, mmToPx: number, originPx: { x: number; y: number }, spreadHeightMm: number, barPx = TOOL_BAR_PX): ToolBarPosition {
  const left = originPx.x + (box.xMm + box.widthMm / 2) * mmToPx;
  const frameTop = originPx.y + box.yMm * mmToPx;
  const frameBottom = originPx.y + (box.yMm + box.heightMm) * mmToPx;
  const spreadTop = originPx.y;
  const spreadBottom = originPx.y + spreadHeightMm * mmToPx;
  if (frameBottom + barPx <= spreadBottom) return { left, top: frameBottom, side: 'below' };
  if (frameTop - barPx >= spreadTop) return { left, top: frameTop, side: 'above' };
  return { left, top: Math.max(frameTop, frameBottom - barPx), side: 'inside' };
}
