import type { DisplayList } from '@eb/book-layout';
import { SAFE_MARGIN_MM, type Box } from '@eb/book-model';

/**
 * The guides of a spread, in its trim mm: the cut (what lies outside is bleed and is cut off), the
 * safe zone of every page or cover panel (SAFE_MARGIN_MM inside its trim: text and faces belong
 * there) and the edges between pages or panels (the gutter, the spine's folds).
 */
export interface SpreadGuides {
  cut: Box;
  safe: Box[];
  edges: Box[];
}

export function spreadGuides(list: DisplayList): SpreadGuides {
  const cut = { xMm: 0, yMm: 0, widthMm: list.trim.widthMm, heightMm: list.trim.heightMm };
  const safe = list.pages
    .map((page) => page.trimBox)
    // A spine narrower than two margins has no safe zone of its own: its panel edges show it.
    .filter((box) => box.widthMm > 2 * SAFE_MARGIN_MM && box.heightMm > 2 * SAFE_MARGIN_MM)
    .map((box) => ({ xMm: box.xMm + SAFE_MARGIN_MM, yMm: box.yMm + SAFE_MARGIN_MM, widthMm: box.widthMm - 2 * SAFE_MARGIN_MM, heightMm: box.heightMm - 2 * SAFE_MARGIN_MM }));
  const edges = list.pages.length > 1 ? list.pages.map((page) => page.trimBox) : [];
  return { cut, safe, edges };
}

/**
 * What the screen shows of the paper even without guides, so an empty spread still reads as pages:
 * the cut (in the spread's trim mm) and where two pages or panels meet (the gutter, the spine's folds),
 * as x positions in mm.
 */
export interface SpreadEdges {
  cut: Box;
  folds: number[];
}

export function spreadEdges(list: DisplayList): SpreadEdges {
  const boxes = [...list.pages.map((page) => page.trimBox)].sort((a, b) => a.xMm - b.xMm);
  const folds = boxes.slice(1).map((box) => box.xMm);
  return { cut: { xMm: 0, yMm: 0, widthMm: list.trim.widthMm, heightMm: list.trim.heightMm }, folds };
}
