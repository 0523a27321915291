import { createBookDocument, locateFrame, type BookDocument, type TextFrame } from '@eb/book-model';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../state/editor-store';
import { runShortcut } from './run-shortcut';

let counter = 0;
const newId = () => `k-${++counter}`;
const book = (): BookDocument =>
  createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' }, newId);
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const run = (store: ReturnType<typeof createEditorStore>, shortcut: Parameters<typeof runShortcut>[1], onCanvas = true) => runShortcut(store, shortcut, { onCanvas, t });

function storeWithSelectedTitle() {
  const store = createEditorStore({ bookId: 1, document: book(), newId });
  const title = store.getState().document.cover.front.frames.find((frame): frame is TextFrame => frame.kind === 'text')!;
  store.select({ kind: 'frame', frameId: title.id, mode: 'select' });
  return { store, title };
}

describe('runShortcut', () => {
  it('moves the selected frame by arrows as one undo step, and undo and redo take it back and forth', () => {
    const { store, title } = storeWithSelectedTitle();
    const position = () => {
      const frame = locateFrame(store.getState().document, title.id)!.frame;
      return [frame.xMm, frame.yMm];
    };
    run(store, { kind: 'move', dxMm: 1, dyMm: 0 });
    run(store, { kind: 'move', dxMm: 1, dyMm: 0 });
    run(store, { kind: 'move', dxMm: 0, dyMm: 10 });
    expect(position()).toEqual([title.xMm + 2, title.yMm + 10]);
    expect(store.getState().announcement?.text).toContain('editor.keyboard.moved');
    run(store, { kind: 'undo' });
    expect(position()).toEqual([title.xMm, title.yMm]);
    run(store, { kind: 'redo' });
    expect(position()).toEqual([title.xMm + 2, title.yMm + 10]);
  });

  it('leaves the arrows to the focused control outside the canvas, and to the tools in text mode', () => {
    const { store, title } = storeWithSelectedTitle();
    expect(run(store, { kind: 'move', dxMm: 1, dyMm: 0 }, false)).toBe(false);
    store.select({ kind: 'frame', frameId: title.id, mode: 'text' });
    expect(run(store, { kind: 'move', dxMm: 1, dyMm: 0 })).toBe(false);
    expect(locateFrame(store.getState().document, title.id)!.frame.xMm).toBe(title.xMm);
  });

  it('clears the text with Delete, enters text mode with Enter and deselects with Escape', () => {
    const { store, title } = storeWithSelectedTitle();
    run(store, { kind: 'empty' });
    expect((locateFrame(store.getState().document, title.id)!.frame as TextFrame).text).toBe('');
    run(store, { kind: 'edit' });
    expect(store.getState().selection).toEqual({ kind: 'frame', frameId: title.id, mode: 'text' });
    store.select({ kind: 'frame', frameId: title.id, mode: 'select' });
    run(store, { kind: 'deselect' });
    expect(store.getState().selection).toEqual({ kind: 'none' });
  });

  it('turns spreads within the book and says where one is', () => {
    const store = createEditorStore({ bookId: 1, document: book(), newId });
    run(store, { kind: 'spread', step: -1 });
    expect(store.getState().spreadIndex).toBe(0);
    run(store, { kind: 'spread', step: 1 });
    run(store, { kind: 'spread', step: 1 });
    expect(store.getState().spreadIndex).toBe(2);
    expect(store.getState().announcement?.text).toBe('editor.names.pages {"first":2,"last":3}');
  });
});
