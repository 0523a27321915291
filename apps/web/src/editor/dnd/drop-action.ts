import type { BookDocument, Command, Frame } from '@eb/book-model';
import type { EditorPhoto } from '../state/editor-store';
import type { DragPayload, DropPayload } from './dnd-ids';

/**
 * What a drop means, as data: the command to dispatch and the sentence to announce (a translation key
 * of editor.dnd), or a calm refusal. Pure, so the mapping is unit-tested without a browser.
 */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export type DropOutcome = { kind: 'command'; command: Command; message: Message } | { kind: 'refused'; message: Message } | { kind: 'none' };

/** Which drop targets take which draggables: photos go into photo frames, memorial texts into text frames, spreads among spreads. */
export function accepts(drag: DragPayload | undefined, drop: DropPayload | undefined): boolean {
  if (!drag || !drop) return false;
  switch (drag.kind) {
    case 'tray-photo':
      return drop.kind === 'photo-frame';
    case 'frame-photo':
      return drop.kind === 'photo-frame' && drop.frameId !== drag.frameId;
    case 'memorial-text':
      return drop.kind === 'text-frame';
    case 'spread':
      return drop.kind === 'spread';
  }
}

/** Every frame of the document by id (cover panels and inner pages). */
export function findFrame(document: BookDocument, frameId: string): Frame | undefined {
  for (const page of [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)]) {
    const frame = page.frames.find((candidate) => candidate.id === frameId);
    if (frame) return frame;
  }
  return undefined;
}

/** A photo of the tray as a command's photo, or why it cannot be placed yet. */
export function placeablePhoto(photo: EditorPhoto | undefined): { id: string; widthPx: number; heightPx: number } | Message {
  if (!photo) return { key: 'editor.dnd.photoMissing' };
  if (photo.status === 'rejected') return { key: 'editor.dnd.photoRejected' };
  if (photo.status !== 'ready' || photo.width === null || photo.height === null) return { key: 'editor.dnd.photoProcessing' };
  return { id: photo.id, widthPx: photo.width, heightPx: photo.height };
}

export const isMessage = (value: object): value is Message => 'key' in value;

export interface DropContext {
  document: BookDocument;
  photos: ReadonlyMap<string, EditorPhoto>;
}

export function dropAction(drag: DragPayload | undefined, drop: DropPayload | undefined, context: DropContext): DropOutcome {
  if (!drag || !drop || !accepts(drag, drop)) return { kind: 'none' };
  const { document } = context;
  if (drag.kind === 'tray-photo' && drop.kind === 'photo-frame') {
    const photo = placeablePhoto(context.photos.get(drag.photoId));
    if (isMessage(photo)) return { kind: 'refused', message: photo };
    return { kind: 'command', command: { type: 'placePhoto', frameId: drop.frameId, photo }, message: { key: 'editor.dnd.placed' } };
  }
  if (drag.kind === 'frame-photo' && drop.kind === 'photo-frame') {
    const target = findFrame(document, drop.frameId);
    const moved = target?.kind === 'photo' && target.photoId === null;
    return {
      kind: 'command',
      command: { type: 'swapPhotos', frameIdA: drag.frameId, frameIdB: drop.frameId },
      message: { key: moved ? 'editor.dnd.moved' : 'editor.dnd.swapped' },
    };
  }
  if (drag.kind === 'memorial-text' && drop.kind === 'text-frame') {
    const target = findFrame(document, drop.frameId);
    if (target?.kind !== 'text') return { kind: 'none' };
    // Appended on a new line, so what the frame held stays.
    const text = target.text.trim() === '' ? drag.text : `${target.text}\n${drag.text}`;
    return { kind: 'command', command: { type: 'setText', frameId: drop.frameId, text }, message: { key: 'editor.dnd.textInserted', values: { label: drag.label } } };
  }
  if (drag.kind === 'spread' && drop.kind === 'spread') {
    const from = document.spreads.findIndex((spread) => spread.id === drag.spreadId);
    const to = document.spreads.findIndex((spread) => spread.id === drop.spreadId);
    if (from < 0 || to < 0 || from === to) return { kind: 'none' };
    // Spread indexes count the cover as 0 (read-pages.ts).
    return { kind: 'command', command: { type: 'moveSpread', spreadId: drag.spreadId, toSpreadIndex: to + 1 }, message: { key: 'editor.dnd.spreadMoved' } };
  }
  return { kind: 'none' };
}
