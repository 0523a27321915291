/**
 * Page geometry in millimetres, shared by the layout function, the editor's screen and the print PDF
 * so all three agree on where the paper is cut. Every number about paper and binding comes from the
 * catalogue's data (packages/catalogue); nothing here knows a format or paper id.
 */
import type { BindingSpec } from '@eb/catalogue/data';

export type { BindingSpec };
export const BLEED_MM = 3;
export const SAFE_MARGIN_MM = 10;
/** Points per millimetre: PDF user space is 1/72 inch. */
export const PT_PER_MM = 72 / 25.4;

export interface Size {
  widthMm: number;
  heightMm: number;
}

export interface Box {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

export interface PageGeometry {
  trim: Size;
  /** The whole printed sheet: trim plus bleed on every side. */
  bleedBox: Box;
  /** Trim box inside the bleed box. */
  trimBox: Box;
  /** Where text and faces are safe from the cut. */
  safeBox: Box;
}

export function pageGeometry(trim: Size): PageGeometry {
  return {
    trim,
    bleedBox: { xMm: 0, yMm: 0, widthMm: trim.widthMm + 2 * BLEED_MM, heightMm: trim.heightMm + 2 * BLEED_MM },
    trimBox: { xMm: BLEED_MM, yMm: BLEED_MM, widthMm: trim.widthMm, heightMm: trim.heightMm },
    safeBox: {
      xMm: BLEED_MM + SAFE_MARGIN_MM,
      yMm: BLEED_MM + SAFE_MARGIN_MM,
      widthMm: trim.widthMm - 2 * SAFE_MARGIN_MM,
      heightMm: trim.heightMm - 2 * SAFE_MARGIN_MM,
    },
  };
}

export const grow = (box: Box, by: number): Box => ({ xMm: box.xMm - by, yMm: box.yMm - by, widthMm: box.widthMm + 2 * by, heightMm: box.heightMm + 2 * by });


export function spineWidthMm(pages: number, binding: BindingSpec): number {
  const width = pages * binding.pageThicknessMm + 2 * binding.coverBoardMm;
  return Math.round(width * 10) / 10;
}

export interface CoverPanel {
  /** The visible face of the panel, in the cover's trim coordinates. Frames are relative to its origin. */
  box: Box;
  /** What the panel's background paints: to the outer cut plus bleed, and to the middle of a hinge. */
  paintBox: Box;
}

export interface CoverGeometry {
  /** The cut size of the whole cover sheet (hardcover: including the wrap). */
  trim: Size;
  spineWidthMm: number;
  back: CoverPanel;
  spine: CoverPanel;
  front: CoverPanel;
  /** Hardcover: the fold lines of the wrap and the hinges, for proof marks; empty for softcover. */
  foldLinesXMm: number[];
  foldLinesYMm: number[];
}

/**
 * The flat cover, back left, spine in the middle, front right, as the printer lays it out. Softcover:
 * panels of the page trim around a spine. Hardcover: boards larger than the pages by the overhang,
 * hinges either side of the spine, and the wrap folded round the boards.
 */
export function coverGeometry(pageTrim: Size, pages: number, binding: BindingSpec): CoverGeometry {
  const spine = spineWidthMm(pages, binding);
  const wrap = binding.wrapMm;
  const hinge = binding.hingeMm;
  const faceWidth = pageTrim.widthMm + binding.boardOverhangMm;
  const faceHeight = pageTrim.heightMm + 2 * binding.boardOverhangMm;
  const trim = { widthMm: 2 * wrap + 2 * faceWidth + 2 * hinge + spine, heightMm: 2 * wrap + faceHeight };
  const top = wrap;
  const backX = wrap;
  const spineX = wrap + faceWidth + hinge;
  const frontX = spineX + spine + hinge;
  const fullHeight = { yMm: -BLEED_MM, heightMm: trim.heightMm + 2 * BLEED_MM };
  const face = (xMm: number, widthMm: number): Box => ({ xMm, yMm: top, widthMm, heightMm: faceHeight });
  return {
    trim,
    spineWidthMm: spine,
    back: { box: face(backX, faceWidth), paintBox: { xMm: -BLEED_MM, widthMm: spineX - hinge / 2 + BLEED_MM, ...fullHeight } },
    spine: { box: face(spineX, spine), paintBox: { xMm: spineX - hinge / 2, widthMm: spine + hinge, ...fullHeight } },
    front: { box: face(frontX, faceWidth), paintBox: { xMm: frontX - hinge / 2, widthMm: trim.widthMm - (frontX - hinge / 2) + BLEED_MM, ...fullHeight } },
    foldLinesXMm: binding.kind === 'hardcover' ? [wrap, spineX - hinge, spineX, spineX + spine, frontX, trim.widthMm - wrap] : [spineX, spineX + spine],
    foldLinesYMm: binding.kind === 'hardcover' ? [wrap, trim.heightMm - wrap] : [],
  };
}

/** The paper's page-count rule: its minimum, 96 at most, in its step. */
export interface PageCountRule {
  minPages: number;
  maxPages: number;
  stepPages: number;
}

export function isAllowedPageCount(count: number, rule: PageCountRule): boolean {
  return Number.isInteger(count) && count >= rule.minPages && count <= rule.maxPages && (count - rule.minPages) % rule.stepPages === 0;
}
