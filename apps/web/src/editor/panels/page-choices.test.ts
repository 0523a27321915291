import { applyCommand, createBookDocument, type Page } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { leftoversOf, pageChoicesOf, selectedPageId } from './page-choices';

let counter = 0;
const newId = () => `id${++counter}`;
const blank = createBookDocument(
  { formatId: 1, paperId: 3, themeId: 101, coverFinish: 1, pagesFinish: 1, title: 'Erna Müller', pageCount: 20, firstBackgroundId: 'rosenzeit-1' },
  newId,
);
const document = applyCommand(blank, { type: 'applyLayout', pageId: blank.spreads[1]!.pages[1]!.id, layoutId: 'rosenzeit/p2-stacked' }, { newId }).document;

describe('pageChoicesOf', () => {
  it('offers the cover as back, spine and front', () => {
    expect(pageChoicesOf(document, 0).map((choice) => [choice.labelKey, choice.role])).toEqual([
      ['back', 'back'],
      ['spine', 'spine'],
      ['front', 'front'],
    ]);
  });

  it('offers left and right of a double spread, page 1 as a right page and the last page as a left one', () => {
    expect(pageChoicesOf(document, 2).map((choice) => choice.labelKey)).toEqual(['left', 'right']);
    expect(pageChoicesOf(document, 1).map((choice) => choice.labelKey)).toEqual(['right']);
    expect(pageChoicesOf(document, document.spreads.length).map((choice) => choice.labelKey)).toEqual(['left']);
  });
});

describe('selectedPageId', () => {
  const choices = pageChoicesOf(document, 2);
  const right = document.spreads[1]!.pages[1]!;

  it('follows a selected page or the page of a selected frame on this spread', () => {
    expect(selectedPageId(document, choices, { kind: 'page', pageId: right.id })).toBe(right.id);
    expect(selectedPageId(document, choices, { kind: 'frame', frameId: right.frames[0]!.id, mode: 'select' })).toBe(right.id);
  });

  it('answers null for nothing selected or something on another spread', () => {
    expect(selectedPageId(document, choices, { kind: 'none' })).toBeNull();
    expect(selectedPageId(document, choices, { kind: 'page', pageId: document.cover.front.id })).toBeNull();
  });
});

describe('leftoversOf', () => {
  const before: Page = {
    id: 'p',
    role: 'page',
    layoutId: 'x',
    background: null,
    frames: [
      { id: 'a', kind: 'photo', xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotationDeg: 0, slotId: 'photo-1', photoId: 'ph1', crop: { x: 0, y: 0, width: 1, height: 1 } },
      { id: 'b', kind: 'photo', xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotationDeg: 0, slotId: 'photo-2', photoId: 'ph2', crop: { x: 0, y: 0, width: 1, height: 1 } },
      { id: 'c', kind: 'photo', xMm: 0, yMm: 0, widthMm: 10, heightMm: 10, rotationDeg: 0, slotId: null, photoId: 'ph3', crop: { x: 0, y: 0, width: 1, height: 1 } },
    ],
  };

  it('counts photos and texts of the old slots that now lie free, not frames that were free before', () => {
    const after: Page = { ...before, frames: [before.frames[0]!, { ...before.frames[1]!, slotId: null }, before.frames[2]!] };
    expect(leftoversOf(before, after)).toEqual({ photos: 1, texts: 0 });
    expect(leftoversOf(before, before)).toEqual({ photos: 0, texts: 0 });
  });
});
