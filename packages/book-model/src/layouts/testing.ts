import { DESIGNS, FORMATS, PAPERS, type DesignRecord } from '@eb/catalogue/data';
import type { Frame } from '../document/schema';
import { coverGeometry, type Box, type Size } from '../geometry';
import type { PageLayout } from './types';

/** Test helpers: the page sizes a layout meets in the shop, and a frame's box as it lies on the page. */

export function designOf(themeId: number): DesignRecord {
  const design = DESIGNS.find((d) => d.themeId === themeId);
  if (!design) throw new Error(`no design ${themeId}`);
  return design;
}

export interface PageCase {
  label: string;
  size: Size;
}

/** Every size a layout of this target is resolved at: the design's formats, and the cover panels of every paper at the smallest and largest books. */
export function pageSizes(design: DesignRecord, target: PageLayout['target']): PageCase[] {
  const formats = FORMATS.filter((format) => design.formatIds.includes(format.id));
  if (target === 'page') return formats.map((format) => ({ label: format.description, size: { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm } }));
  return formats.flatMap((format) =>
    PAPERS.filter((paper) => paper.prices.some((price) => price.formatId === format.id)).flatMap((paper) =>
      [paper.minPages, paper.maxPages].map((pages) => {
        const cover = coverGeometry({ widthMm: format.trimWidthMm, heightMm: format.trimHeightMm }, pages, paper.binding);
        const { box } = cover[target];
        return { label: `${format.description}, ${paper.description}, ${pages} Seiten`, size: { widthMm: box.widthMm, heightMm: box.heightMm } };
      }),
    ),
  );
}

/** The area a frame covers on the page (quarter turns swap its sides around the centre). */
export function visualBox(frame: Frame): Box {
  if (Math.abs(Math.abs(frame.rotationDeg) - 90) > 1e-6) return frame;
  const cx = frame.xMm + frame.widthMm / 2;
  const cy = frame.yMm + frame.heightMm / 2;
  return { xMm: cx - frame.heightMm / 2, yMm: cy - frame.widthMm / 2, widthMm: frame.heightMm, heightMm: frame.widthMm };
}

export function overlaps(a: Box, b: Box): boolean {
  const eps = 0.01;
  return a.xMm + a.widthMm > b.xMm + eps && b.xMm + b.widthMm > a.xMm + eps && a.yMm + a.heightMm > b.yMm + eps && b.yMm + b.heightMm > a.yMm + eps;
}

export function inside(inner: Box, outer: Box): boolean {
  const eps = 0.01;
  return inner.xMm >= outer.xMm - eps && inner.yMm >= outer.yMm - eps && inner.xMm + inner.widthMm <= outer.xMm + outer.widthMm + eps && inner.yMm + inner.heightMm <= outer.yMm + outer.heightMm + eps;
}

export const counter = () => {
  let n = 0;
  return () => `f${++n}`;
};
