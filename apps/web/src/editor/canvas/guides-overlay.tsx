import type { DisplayList } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import { useMemo } from 'react';
import { spreadEdges, spreadGuides } from './guides';

const rect = (box: Box) => ({ x: box.xMm, y: box.yMm, width: box.widthMm, height: box.heightMm });

/**
 * Bleed and safe zone over the drawing (never in it: the drawing stays what is printed). Same
 * coordinates as the drawing's SVG: the bleed is veiled, the cut dashed, the safe zone green.
 */
export function GuidesOverlay({ list, view }: { list: DisplayList; view: Box }) {
  const guides = useMemo(() => spreadGuides(list), [list]);
  const { cut } = guides;
  const outer = `M${view.xMm} ${view.yMm}h${view.widthMm}v${view.heightMm}h${-view.widthMm}z`;
  const inner = `M${cut.xMm} ${cut.yMm}v${cut.heightMm}h${cut.widthMm}v${-cut.heightMm}z`;
  return (
    <svg className="spread-guides" data-guides="true" aria-hidden="true" viewBox={`${view.xMm} ${view.yMm} ${view.widthMm} ${view.heightMm}`} preserveAspectRatio="none">
      <path className="spread-guides__bleed" d={`${outer}${inner}`} fillRule="evenodd" />
      {guides.edges.map((box, index) => (
        <rect key={`e${index}`} className="spread-guides__edge" {...rect(box)} vectorEffect="non-scaling-stroke" />
      ))}
      <rect className="spread-guides__cut" {...rect(cut)} vectorEffect="non-scaling-stroke" />
      {guides.safe.map((box, index) => (
        <rect key={`s${index}`} className="spread-guides__safe" {...rect(box)} vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}

/**
 * The paper's edges, always and quietly (over the drawing, never in it): the cut as a hairline and the
 * gutter as a soft fold, so an empty white spread still reads as two pages.
 */
export function PageEdgesOverlay({ list, view }: { list: DisplayList; view: Box }) {
  const { cut, folds } = useMemo(() => spreadEdges(list), [list]);
  const fold = Math.min(6, cut.widthMm / 40);
  return (
    <svg className="spread-edges" data-page-edges="true" aria-hidden="true" viewBox={`${view.xMm} ${view.yMm} ${view.widthMm} ${view.heightMm}`} preserveAspectRatio="none">
      <defs>
        <linearGradient id="spread-edges-fold">
          <stop offset="0" stopColor="#000" stopOpacity="0" />
          <stop offset="0.5" stopColor="#000" stopOpacity="0.07" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </linearGradient>
      </defs>
      {folds.map((x) => (
        <g key={x}>
          <rect x={x - fold} y={cut.yMm} width={2 * fold} height={cut.heightMm} fill="url(#spread-edges-fold)" />
          <line className="spread-edges__fold" x1={x} y1={cut.yMm} x2={x} y2={cut.yMm + cut.heightMm} vectorEffect="non-scaling-stroke" />
        </g>
      ))}
      {/* The bleed is printed and cut off: faintly veiled, the page's own edge shows. */}
      <path className="spread-edges__bleed" d={`M${view.xMm} ${view.yMm}h${view.widthMm}v${view.heightMm}h${-view.widthMm}zM${cut.xMm} ${cut.yMm}v${cut.heightMm}h${cut.widthMm}v${-cut.heightMm}z`} fillRule="evenodd" />
      <rect className="spread-edges__cut" {...rect(cut)} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
