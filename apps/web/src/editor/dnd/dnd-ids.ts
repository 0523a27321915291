/**
 * The ids of draggables and drop targets, shared by the tray, the canvas and the strip so that one
 * DndContext (editor-dnd.tsx) can tell what was dropped where.
 */
export const dndIds = {
  /** A photo of the tray being dragged. */
  trayPhoto: (photoId: string) => `tray-photo:${photoId}`,
  /** A photo frame: a drop target for photos, and draggable (its photo) to swap with another frame. */
  frame: (frameId: string) => `frame:${frameId}`,
  /** A text frame: a drop target for memorial data (names, dates, quotes …). */
  textFrame: (frameId: string) => `text-frame:${frameId}`,
  /** A memorial item of the side panel being dragged into a text frame. */
  memorialItem: (key: string) => `memorial:${key}`,
  /** A spread thumbnail in the strip (sortable). */
  spread: (spreadId: string) => `spread:${spreadId}`,
} as const;

/** What a draggable carries in dnd-kit's data, so drop handlers need not parse ids. */
export type DragPayload =
  | { kind: 'tray-photo'; photoId: string }
  | { kind: 'frame-photo'; frameId: string }
  | { kind: 'memorial-text'; text: string; label: string }
  | { kind: 'spread'; spreadId: string };

export type DropPayload = { kind: 'photo-frame'; frameId: string } | { kind: 'text-frame'; frameId: string } | { kind: 'spread'; spreadId: string };
