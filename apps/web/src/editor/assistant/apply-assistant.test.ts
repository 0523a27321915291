import type { AssistantResponse } from '@eb/api-contract';
import { applyCommand, createBookDocument, photoIdsOf, type BookDocument, type PhotoFrame } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { createEditorStore, type EditorPhoto } from '../state/editor-store';
import { assistantChange } from './apply-assistant';

let counter = 0;
const newId = () => `id${++counter}`;
const original = createBookDocument(
  { formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' },
  newId,
);
const photo = (id: string, width = 3000, height = 2000): EditorPhoto => ({ id, width, height, status: 'ready', fileName: `${id}.jpg`, placeholder: null, takenAt: null });

/** An answer as the server gives it: the original layout with these photos in its first photo frames. */
function answerWith(...photos: EditorPhoto[]): Pick<AssistantResponse, 'cover' | 'spreads' | 'photos'> {
  let document: BookDocument = original;
  const frames = document.spreads.flatMap((spread) => spread.pages).flatMap((page) => page.frames).filter((frame): frame is PhotoFrame => frame.kind === 'photo');
  photos.forEach((entry, index) => {
    document = applyCommand(document, { type: 'placePhoto', frameId: frames[index]!.id, photo: { id: entry.id, widthPx: entry.width!, heightPx: entry.height! } }, { newId }).document;
  });
  return { cover: document.cover as never, spreads: document.spreads as never, photos };
}

describe('applying the assistant’s answer', () => {
  it('tells the editor the photos it does not know yet, and only those', () => {
    const known = new Map([['a', photo('a')]]);
    const { photos } = assistantChange(answerWith(photo('a'), photo('b')), known);
    expect(photos.map((entry) => entry.id)).toEqual(['b']);
  });

  it('is one undo step, even after “Neu mischen” in the same dialog', () => {
    const store = createEditorStore({ bookId: 1, document: original, photos: [photo('a'), photo('b')], newId });
    const first = assistantChange(answerWith(photo('a')), store.getState().photos);
    expect(store.dispatch(first.command, { mergeKey: 'assistant-1' })).toBe(true);
    const second = assistantChange(answerWith(photo('b'), photo('a')), store.getState().photos);
    expect(store.dispatch(second.command, { mergeKey: 'assistant-1' })).toBe(true);
    expect([...photoIdsOf(store.getState().document)].sort()).toEqual(['a', 'b']);
    expect(store.undo()).toBe(true);
    expect(store.getState().document.spreads).toEqual(original.spreads);
    expect(store.getState().document.cover).toEqual(original.cover);
    // Redo brings the latest arrangement back.
    expect(store.redo()).toBe(true);
    expect([...photoIdsOf(store.getState().document)].sort()).toEqual(['a', 'b']);
  });
});
