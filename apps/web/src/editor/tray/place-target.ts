import { spreadAt, type BookDocument } from '@eb/book-model';
import type { EditorPhoto, Selection } from '../state/editor-store';

/** The spread (0 = cover) a frame lies on; -1 when the document has no such frame. */
export function spreadIndexOfFrame(document: BookDocument, frameId: string): number {
  const cover = [document.cover.back, document.cover.spine, document.cover.front];
  if (cover.some((page) => page.frames.some((frame) => frame.id === frameId))) return 0;
  const index = document.spreads.findIndex((spread) => spread.pages.some((page) => page.frames.some((frame) => frame.id === frameId)));
  return index < 0 ? -1 : index + 1;
}

/**
 * Where 'In Rahmen einsetzen' puts the chosen photo: into the selected photo frame, or else into the
 * first empty photo frame of the current spread (pages left to right, frames in their order); null
 * when the spread has none free.
 */
export function placeTarget(document: BookDocument, spreadIndex: number, selection: Selection): { frameId: string; spreadIndex: number } | null {
  if (selection.kind === 'frame') {
    const at = spreadIndexOfFrame(document, selection.frameId);
    const frame = at < 0 ? undefined : spreadAt(document, at).pages.flatMap((page) => page.frames).find((candidate) => candidate.id === selection.frameId);
    if (frame?.kind === 'photo') return { frameId: frame.id, spreadIndex: at };
  }
  const empty = spreadAt(document, spreadIndex)
    .pages.flatMap((page) => page.frames)
    .find((frame) => frame.kind === 'photo' && frame.photoId === null);
  return empty ? { frameId: empty.id, spreadIndex } : null;
}

/**
 * The tray's order: the uploads list's order (newest first) where known, then photos the editor knows
 * otherwise (the book's photos from elsewhere), in the order it got them.
 */
export function trayOrder(photos: ReadonlyMap<string, EditorPhoto>, newestFirst: readonly string[] | undefined): EditorPhoto[] {
  const seen = new Set<string>();
  const ordered: EditorPhoto[] = [];
  for (const id of [...(newestFirst ?? []), ...photos.keys()]) {
    const photo = photos.get(id);
    if (!photo || seen.has(id)) continue;
    seen.add(id);
    ordered.push(photo);
  }
  return ordered;
}
