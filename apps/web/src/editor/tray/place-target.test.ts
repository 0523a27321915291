import { applyCommand, createBookDocument, spreadAt, type BookDocument } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import type { EditorPhoto } from '../state/editor-store';
import { placeTarget, spreadIndexOfFrame, trayOrder } from './place-target';
import { changedPhotos } from './use-uploads-sync';

let counter = 0;
const newId = () => `id-${++counter}`;
const book = (): BookDocument =>
  createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' }, newId);
const photoFramesOn = (document: BookDocument, spreadIndex: number) => spreadAt(document, spreadIndex).pages.flatMap((page) => page.frames).filter((frame) => frame.kind === 'photo');
const photo = (id: string, patch: Partial<EditorPhoto> = {}): EditorPhoto => ({ id, width: 100, height: 100, status: 'ready', fileName: `${id}.jpg`, placeholder: null, takenAt: null, ...patch });

/** A spread with a two-photo layout: the first inner double spread with a layout of the design applied. */
function withTwoFrames(): { document: BookDocument; spreadIndex: number } {
  let document = book();
  const spreadIndex = 2;
  const page = spreadAt(document, spreadIndex).pages[0]!;
  for (const index of [0, 1]) {
    document = applyCommand(document, { type: 'addFrame', pageId: page.id, frame: { kind: 'photo', xMm: 10 + index * 60, yMm: 10, widthMm: 50, heightMm: 50, rotationDeg: 0, slotId: null, photoId: null, crop: null } }, { newId }).document;
  }
  return { document, spreadIndex };
}

describe('In Rahmen einsetzen: where the photo goes', () => {
  it('fills the first empty photo frame of the current spread, then the next', () => {
    const { document, spreadIndex } = withTwoFrames();
    const [first, second] = photoFramesOn(document, spreadIndex);
    expect(placeTarget(document, spreadIndex, { kind: 'none' })).toEqual({ frameId: first!.id, spreadIndex });
    const placed = applyCommand(document, { type: 'placePhoto', frameId: first!.id, photo: { id: 'p', widthPx: 10, heightPx: 10 } }).document;
    expect(placeTarget(placed, spreadIndex, { kind: 'none' })).toEqual({ frameId: second!.id, spreadIndex });
  });

  it('replaces the photo of the selected photo frame, and finds none free on a full spread', () => {
    const { document, spreadIndex } = withTwoFrames();
    const frames = photoFramesOn(document, spreadIndex);
    let full = document;
    for (const frame of frames) full = applyCommand(full, { type: 'placePhoto', frameId: frame.id, photo: { id: 'p', widthPx: 10, heightPx: 10 } }).document;
    expect(placeTarget(full, spreadIndex, { kind: 'none' })).toBeNull();
    expect(placeTarget(full, spreadIndex, { kind: 'frame', frameId: frames[1]!.id, mode: 'select' })).toEqual({ frameId: frames[1]!.id, spreadIndex });
    expect(spreadIndexOfFrame(full, frames[1]!.id)).toBe(spreadIndex);
    expect(spreadIndexOfFrame(full, 'keiner')).toBe(-1);
  });
});

describe('the tray’s photos', () => {
  it('come newest first as the uploads list them, then the book’s other photos', () => {
    const photos = new Map([photo('alt'), photo('buch'), photo('neu')].map((entry) => [entry.id, entry]));
    expect(trayOrder(photos, ['neu', 'alt', 'geloescht']).map((entry) => entry.id)).toEqual(['neu', 'alt', 'buch']);
    expect(trayOrder(photos, undefined).map((entry) => entry.id)).toEqual(['alt', 'buch', 'neu']);
  });

  it('are updated only where an upload is new or finished processing', () => {
    const known = new Map([photo('a'), photo('b', { status: 'processing', width: null, height: null })].map((entry) => [entry.id, entry]));
    const incoming = [photo('a'), photo('b'), photo('c')];
    expect(changedPhotos(known, incoming).map((entry) => entry.id)).toEqual(['b', 'c']);
  });
});
