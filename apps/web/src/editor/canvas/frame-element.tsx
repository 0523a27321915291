import { memo, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrameDnd } from '../dnd/use-frame-dnd';
import type { FrameSpot } from './frame-boxes';
import { OverflowBadge, QualityBadge } from './frame-marks';
import type { PhotoQuality } from './quality';

export interface FrameElementProps {
  spot: FrameSpot;
  /** Pixels per mm and the spread's trim origin inside the overlay. */
  scale: number;
  originX: number;
  originY: number;
  label: string;
  selected: boolean;
  quality: { quality: PhotoQuality; explanation: string } | null;
  overflowText: string | null;
  /** The id of the overlay's one hint how to move a frame by keyboard (none when read-only). */
  moveHintId: string | undefined;
  onSelect: (spot: FrameSpot, label: string) => void;
  onOpen: (spot: FrameSpot) => void;
}

/**
 * One frame's focusable element over the drawing: selected by click, tap or focus (Tab), a drop
 * target (and, holding a photo, draggable) through the drag-and-drop seam, with its marks.
 */
export const FrameElement = memo(function FrameElement({ spot, scale, originX, originY, label, selected, quality, overflowText, moveHintId, onSelect, onOpen }: FrameElementProps) {
  const { t } = useTranslation();
  const dnd = useFrameDnd(spot.frame);
  const descriptionId = useId();
  const { frame, box } = spot;
  const style: CSSProperties = {
    left: originX + box.xMm * scale,
    top: originY + box.yMm * scale,
    width: box.widthMm * scale,
    height: box.heightMm * scale,
    ...(frame.rotationDeg ? { transform: `rotate(${frame.rotationDeg}deg)` } : {}),
  };
  const description = [quality?.explanation ?? null, overflowText].filter(Boolean).join(' ');
  const dndDescribedBy = typeof dnd.attributes['aria-describedby'] === 'string' ? dnd.attributes['aria-describedby'] : '';
  const describedBy = [description ? descriptionId : '', moveHintId ?? '', dndDescribedBy].filter(Boolean).join(' ');
  const empty = (frame.kind === 'photo' && !frame.photoId) || (frame.kind === 'text' && !frame.text.trim());
  // The hint only where it fits: a tiny frame shows its dashed edge alone.
  const hint = frame.kind === 'photo' && empty && box.widthMm * scale >= 110 && box.heightMm * scale >= 56;
  // Whatever the frame shows in words is part of its name too (what is seen is what is heard).
  const shownWords = [
    hint ? t('editor.canvas.emptyPhotoHint') : null,
    quality && quality.quality !== 'good' ? t(`editor.canvas.qualityShort.${quality.quality}`) : null,
    spot.overflow ? t('editor.canvas.overflowShort') : null,
  ];
  const accessibleName = [label, ...shownWords].filter(Boolean).join(' – ');
  const classes = ['frame-spot', `frame-spot--${frame.kind}`, empty && 'frame-spot--empty', selected && 'frame-spot--selected', dnd.isOver && 'frame-spot--over', dnd.isDragging && 'frame-spot--dragging'];
  return (
    <div
      ref={dnd.setNodeRef}
      {...dnd.listeners}
      {...dnd.attributes}
      // A plain button (not a listbox option: the arrows move the frame, they do not go to the next one); the selected one is 'current'.
      role="button"
      tabIndex={0}
      aria-current={selected ? 'true' : undefined}
      aria-label={accessibleName}
      aria-describedby={describedBy || undefined}
      title={description || undefined}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      data-frame-id={frame.id}
      data-frame-kind={frame.kind}
      data-selected={selected ? 'true' : undefined}
      data-quality={quality?.quality}
      data-overflow={spot.overflow ? 'true' : undefined}
      data-drop-over={dnd.isOver ? 'true' : undefined}
      onFocus={() => {
        if (!selected) onSelect(spot, label);
      }}
      onClick={(event) => {
        event.stopPropagation();
        if (!selected) onSelect(spot, label);
      }}
      onDoubleClick={(event) => {
        event.stopPropagation();
        onOpen(spot);
      }}
    >
      {hint && (
        <span className="frame-spot__hint" aria-hidden="true">
          {t('editor.canvas.emptyPhotoHint')}
        </span>
      )}
      {quality && <QualityBadge quality={quality.quality} />}
      {spot.overflow && <OverflowBadge />}
      {description && (
        <span id={descriptionId} className="visually-hidden">
          {description}
        </span>
      )}
    </div>
  );
});
