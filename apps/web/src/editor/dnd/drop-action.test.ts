import { createBookDocument, type BookDocument, type PhotoFrame, type TextFrame } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { createEditorStore, type EditorPhoto } from '../state/editor-store';
import { accepts, dropAction, findFrame } from './drop-action';

let counter = 0;
const newId = () => `id-${++counter}`;
const book = (): BookDocument =>
  createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' }, newId);
const photo = (id: string, status: EditorPhoto['status'] = 'ready'): EditorPhoto => ({
  id,
  width: status === 'ready' ? 3000 : null,
  height: status === 'ready' ? 2000 : null,
  status,
  fileName: `${id}.jpg`,
  placeholder: null,
  takenAt: null,
});
const frames = (document: BookDocument) => [document.cover.back, document.cover.spine, document.cover.front, ...document.spreads.flatMap((spread) => spread.pages)].flatMap((page) => page.frames);
const photoFrame = (document: BookDocument) => frames(document).find((frame): frame is PhotoFrame => frame.kind === 'photo')!;
const textFrame = (document: BookDocument) => frames(document).find((frame): frame is TextFrame => frame.kind === 'text')!;

/** A store over a fresh book, with two photo frames on the cover's back to swap between. */
function storeWithPhotos(...photos: EditorPhoto[]) {
  const store = createEditorStore({ bookId: 1, document: book(), photos, newId });
  const back = store.getState().document.cover.back;
  store.dispatch({ type: 'addFrame', pageId: back.id, frame: { kind: 'photo', xMm: 20, yMm: 20, widthMm: 80, heightMm: 60, rotationDeg: 0, slotId: null, photoId: null, crop: null } });
  store.dispatch({ type: 'addFrame', pageId: back.id, frame: { kind: 'photo', xMm: 110, yMm: 20, widthMm: 60, heightMm: 80, rotationDeg: 0, slotId: null, photoId: null, crop: null } });
  const [a, b] = store.getState().document.cover.back.frames.filter((frame) => frame.kind === 'photo');
  return { store, a: a!.id, b: b!.id };
}

function run(store: ReturnType<typeof createEditorStore>, ...args: Parameters<typeof dropAction>) {
  const outcome = dropAction(...args);
  if (outcome.kind === 'command') store.dispatch(outcome.command);
  return outcome;
}

describe('drop → command', () => {
  it('places a tray photo into a photo frame, filling it', () => {
    const { store, a } = storeWithPhotos(photo('p1'));
    const state = store.getState();
    const outcome = run(store, { kind: 'tray-photo', photoId: 'p1' }, { kind: 'photo-frame', frameId: a }, state);
    expect(outcome).toMatchObject({ kind: 'command', message: { key: 'editor.dnd.placed' } });
    const frame = findFrame(store.getState().document, a) as PhotoFrame;
    expect(frame.photoId).toBe('p1');
    expect(frame.crop).not.toBeNull();
  });

  it('refuses a photo still being prepared, and one that failed, changing nothing', () => {
    const { store, a } = storeWithPhotos(photo('wait', 'processing'), photo('bad', 'rejected'));
    const state = store.getState();
    expect(dropAction({ kind: 'tray-photo', photoId: 'wait' }, { kind: 'photo-frame', frameId: a }, state)).toEqual({ kind: 'refused', message: { key: 'editor.dnd.photoProcessing' } });
    expect(dropAction({ kind: 'tray-photo', photoId: 'bad' }, { kind: 'photo-frame', frameId: a }, state)).toEqual({ kind: 'refused', message: { key: 'editor.dnd.photoRejected' } });
    expect(dropAction({ kind: 'tray-photo', photoId: 'gone' }, { kind: 'photo-frame', frameId: a }, state)).toMatchObject({ kind: 'refused' });
  });

  it('swaps the photos of two frames, and moves a photo into an empty frame', () => {
    const { store, a, b } = storeWithPhotos(photo('p1'), photo('p2'));
    run(store, { kind: 'tray-photo', photoId: 'p1' }, { kind: 'photo-frame', frameId: a }, store.getState());
    const moved = run(store, { kind: 'frame-photo', frameId: a }, { kind: 'photo-frame', frameId: b }, store.getState());
    expect(moved).toMatchObject({ message: { key: 'editor.dnd.moved' } });
    expect((findFrame(store.getState().document, b) as PhotoFrame).photoId).toBe('p1');
    run(store, { kind: 'tray-photo', photoId: 'p2' }, { kind: 'photo-frame', frameId: a }, store.getState());
    const swapped = run(store, { kind: 'frame-photo', frameId: a }, { kind: 'photo-frame', frameId: b }, store.getState());
    expect(swapped).toMatchObject({ command: { type: 'swapPhotos' }, message: { key: 'editor.dnd.swapped' } });
    expect((findFrame(store.getState().document, a) as PhotoFrame).photoId).toBe('p1');
    expect((findFrame(store.getState().document, b) as PhotoFrame).photoId).toBe('p2');
    // Undo takes the swap back as one step.
    store.undo();
    expect((findFrame(store.getState().document, a) as PhotoFrame).photoId).toBe('p2');
  });

  it('appends a memorial text on a new line, keeping what the frame held', () => {
    const store = createEditorStore({ bookId: 1, document: book(), newId });
    const frame = textFrame(store.getState().document);
    const before = frame.text;
    run(store, { kind: 'memorial-text', text: '* 3. März 1941', label: 'Geburtstag' }, { kind: 'text-frame', frameId: frame.id }, store.getState());
    const after = (findFrame(store.getState().document, frame.id) as TextFrame).text;
    expect(after).toBe(before.trim() ? `${before}\n* 3. März 1941` : '* 3. März 1941');
  });

  it('moves a spread to the place of the one it was dropped on', () => {
    const store = createEditorStore({ bookId: 1, document: book(), newId });
    const spreads = store.getState().document.spreads;
    const outcome = run(store, { kind: 'spread', spreadId: spreads[1]!.id }, { kind: 'spread', spreadId: spreads[3]!.id }, store.getState());
    expect(outcome).toMatchObject({ command: { type: 'moveSpread', toSpreadIndex: 4 } });
    expect(store.getState().document.spreads[3]!.id).toBe(spreads[1]!.id);
  });

  it('ignores drops nowhere, on itself and on targets that do not take the item', () => {
    const { store, a } = storeWithPhotos(photo('p1'));
    const state = store.getState();
    const text = textFrame(state.document).id;
    expect(dropAction({ kind: 'tray-photo', photoId: 'p1' }, undefined, state)).toEqual({ kind: 'none' });
    expect(dropAction({ kind: 'frame-photo', frameId: a }, { kind: 'photo-frame', frameId: a }, state)).toEqual({ kind: 'none' });
    expect(dropAction({ kind: 'tray-photo', photoId: 'p1' }, { kind: 'text-frame', frameId: text }, state)).toEqual({ kind: 'none' });
    expect(accepts({ kind: 'memorial-text', text: 'x', label: 'x' }, { kind: 'photo-frame', frameId: a })).toBe(false);
    expect(accepts({ kind: 'spread', spreadId: 's' }, { kind: 'photo-frame', frameId: a })).toBe(false);
  });

  it('finds the frames of the cover and the inner pages', () => {
    const document = book();
    expect(findFrame(document, photoFrame(document).id)?.kind).toBe('photo');
    expect(findFrame(document, 'keiner')).toBeUndefined();
  });
});
