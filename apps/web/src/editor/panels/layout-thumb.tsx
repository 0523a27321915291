import type { LayoutThumbnail } from './layout-thumbnail';
import { textLinesOf } from './layout-thumbnail';

/** A layout's schematic: the page, photo slots as calm filled rectangles, text slots as lines. */
export function LayoutThumb({ thumbnail }: { thumbnail: LayoutThumbnail }) {
  const { width, height } = thumbnail;
  // Strokes and line spacing relative to the page, so a mini page and an A4 page look alike.
  const unit = Math.max(width, height) / 60;
  return (
    <svg className="layout-thumb" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid meet">
      <rect x={0} y={0} width={width} height={height} className="layout-thumb__page" strokeWidth={unit * 0.6} />
      {thumbnail.slots.map((slot, index) => {
        if (slot.kind === 'photo') return <rect key={index} x={slot.x} y={slot.y} width={slot.width} height={slot.height} className="layout-thumb__photo" />;
        if (slot.kind === 'decoration') {
          return <rect key={index} x={slot.x} y={slot.y} width={slot.width} height={slot.height} rx={unit} className="layout-thumb__ornament" />;
        }
        return (
          <g key={index} className="layout-thumb__text" strokeWidth={unit * 0.9}>
            {textLinesOf(slot, unit * 3.2).map((line, lineIndex) => (
              <line key={lineIndex} x1={line.x1} x2={line.x2} y1={line.y} y2={line.y} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
