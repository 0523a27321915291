import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Frame } from '@eb/book-model';
import { useCallback, useMemo } from 'react';
import { useEditorState } from '../state/editor-context';
import { dndIds, type DragPayload, type DropPayload } from './dnd-ids';
import { accepts } from './drop-action';

export interface FrameDnd {
  /** Put on the frame's overlay element: it becomes a drop target (and, holding a photo, draggable for swapping). */
  setNodeRef: (element: HTMLElement | SVGElement | null) => void;
  /** Spread on the same element: the pointer, touch and keyboard listeners of the drag (none for an empty frame). */
  listeners: Record<string, (event: never) => void> | undefined;
  attributes: Record<string, unknown>;
  /** Something droppable is held over this frame (show the drop highlight). */
  isOver: boolean;
  /** This frame's photo is being dragged. */
  isDragging: boolean;
}

/**
 * One frame overlay as a drop target (photo frames take photos, text frames memorial texts) and,
 * holding a photo, as a draggable for swapping. The canvas keeps its own role, label and roving
 * tabindex: only the drag instructions are added to the element's attributes.
 */
export function useFrameDnd(frame: Frame): FrameDnd {
  const readOnly = useEditorState((state) => state.readOnly);
  const isPhoto = frame.kind === 'photo';
  const id = isPhoto ? dndIds.frame(frame.id) : dndIds.textFrame(frame.id);
  const dropData = useMemo<DropPayload>(() => ({ kind: isPhoto ? 'photo-frame' : 'text-frame', frameId: frame.id }), [isPhoto, frame.id]);
  const dragData = useMemo<DragPayload>(() => ({ kind: 'frame-photo', frameId: frame.id }), [frame.id]);
  const droppable = useDroppable({ id, data: dropData, disabled: readOnly || frame.kind === 'decoration' });
  const hasPhoto = frame.kind === 'photo' && frame.photoId !== null;
  const draggable = useDraggable({ id, data: dragData, disabled: readOnly || !hasPhoto });
  const { setNodeRef: setDropRef } = droppable;
  const { setNodeRef: setDragRef } = draggable;
  const setNodeRef = useCallback(
    (element: HTMLElement | SVGElement | null) => {
      // dnd-kit measures with getBoundingClientRect, which SVG elements have too.
      setDropRef(element as HTMLElement | null);
      setDragRef(element as HTMLElement | null);
    },
    [setDropRef, setDragRef],
  );
  const describedBy = draggable.attributes['aria-describedby'];
  const attributes = useMemo(() => (hasPhoto && !readOnly ? { 'aria-describedby': describedBy } : {}), [hasPhoto, readOnly, describedBy]);
  const activeDrag = droppable.active?.data.current as DragPayload | undefined;
  return {
    setNodeRef,
    listeners: draggable.listeners as FrameDnd['listeners'],
    attributes,
    isOver: droppable.isOver && accepts(activeDrag, dropData),
    isDragging: draggable.isDragging,
  };
}
