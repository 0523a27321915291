import type { Frame } from '@eb/book-model';

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

/** Stub of the foundation: the tray helper replaces it with dnd-kit's useDraggable + useDroppable. */
export function useFrameDnd(_frame: Frame): FrameDnd {
  return { setNodeRef: () => undefined, listeners: undefined, attributes: {}, isOver: false, isDragging: false };
}
