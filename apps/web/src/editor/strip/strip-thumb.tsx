import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { dndIds, type DragPayload } from '../dnd/dnd-ids';
import { useIsNear, type NearWatcher } from '../tray/use-near';
import { useIdleTurn } from '../render/idle-turns';
import type { ServerPage } from '../render/page-thumbnails';
import { SpreadMini } from './spread-mini';

export interface StripThumbProps {
  spreadIndex: number;
  spreadId: string | null;
  label: string;
  /** Width : height of the spread, known before it is laid out (keeps the strip from jumping). */
  aspect: number;
  current: boolean;
  /** The server's page thumbnails (null until known). */
  serverPages: ReadonlyMap<string, ServerPage> | null;
  movable: boolean;
  watch: NearWatcher;
  onOpen: (spreadIndex: number) => void;
  onKey: (event: KeyboardEvent<HTMLElement>, spreadIndex: number) => void;
}

/** One spread of the strip: its small drawing (near the visible part only) and its name; inner spreads can be dragged to a new place. */
export const StripThumb = memo(function StripThumb({ spreadIndex, spreadId, label, aspect, current, serverPages, movable, watch, onOpen, onKey }: StripThumbProps) {
  const element = useRef<HTMLElement | null>(null);
  // Near the visible part, and drawn when the main thread has a moment (one small spread at a time).
  const near = useIdleTurn(useIsNear(watch, element, false));
  const data = useMemo<DragPayload>(() => ({ kind: 'spread', spreadId: spreadId ?? '' }), [spreadId]);
  const sortable = useSortable({ id: dndIds.spread(spreadId ?? `cover-${spreadIndex}`), data, disabled: !movable });
  const { setNodeRef } = sortable;
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li className="strip-thumb" style={style}>
      <button
        ref={ref}
        type="button"
        {...(movable ? sortable.listeners : {})}
        aria-describedby={movable ? (sortable.attributes['aria-describedby'] as string) : undefined}
        className={`strip-thumb__button${sortable.isDragging ? ' strip-thumb__button--dragging' : ''}`}
        aria-current={current ? 'true' : undefined}
        aria-label={label}
        tabIndex={current ? 0 : -1}
        data-strip-spread-index={spreadIndex}
        data-strip-spread-id={spreadId ?? undefined}
        data-current={current ? 'true' : undefined}
        data-movable={movable ? 'true' : 'false'}
        onClick={() => onOpen(spreadIndex)}
        onKeyDown={(event) => {
          // Space picks a spread up for dnd-kit's keyboard sorting; everything else is the strip's.
          sortable.listeners?.onKeyDown?.(event);
          if (!event.defaultPrevented) onKey(event, spreadIndex);
        }}
      >
        <span className="strip-thumb__page" style={{ aspectRatio: String(aspect) }}>
          {near && <SpreadMini spreadIndex={spreadIndex} serverPages={serverPages} />}
        </span>
        <span className="strip-thumb__label" aria-hidden="true">
          {label}
        </span>
      </button>
    </li>
  );
});
