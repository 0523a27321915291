import type { DisplayList } from '@eb/book-layout';
import type { Box } from '@eb/book-model';
import { useMemo } from 'react';
import { spreadGuides } from './guides';

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
