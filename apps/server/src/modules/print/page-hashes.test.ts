import { randomUUID } from 'node:crypto';
import { canonicalJson, createBookDocument, innerPages, type BookDocument } from '@eb/book-model';
import { describe, expect, it } from 'vitest';
import { pageContents } from './page-hashes';

const book = (changes: Partial<Parameters<typeof createBookDocument>[0]> = {}): BookDocument =>
  createBookDocument({ formatId: 1, paperId: 3, themeId: 101, coverFinish: 2, pagesFinish: 2, title: 'Heinz', pageCount: 20, firstBackgroundId: null, ...changes }, randomUUID);

function withPhoto(document: BookDocument, pageIndex: number, photoId: string): BookDocument {
  const copy = structuredClone(document);
  innerPages(copy)[pageIndex]!.frames.push({ id: randomUUID(), kind: 'photo', xMm: 10, yMm: 10, widthMm: 50, heightMm: 40, rotationDeg: 0, slotId: null, photoId, crop: { x: 0, y: 0, width: 1, height: 1 } });
  return copy;
}

describe('a page thumbnail’s content hash', () => {
  it('is the same for the same look, whatever the ids, key order or place in the book', () => {
    const document = book();
    const pages = pageContents(document, new Set());
    // Pages 2 and 8 start with the same layout (new books repeat their default layouts every six pages).
    expect(pages[1]!.hash).toBe(pages[7]!.hash);
    expect(pages[1]!.hash).not.toBe(pages[0]!.hash);
    expect(pages[0]!.pageNumber).toBe(1);
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }] })).toBe(canonicalJson({ a: [{ x: null, y: 2 }], b: 1 }));
  });

  it('changes with the page, its photos being there, the design, format or paper', () => {
    const document = withPhoto(book(), 2, 'foto-1');
    const base = pageContents(document, new Set(['foto-1']));
    // Another page's change leaves page 3 alone.
    const other = pageContents(withPhoto(document, 5, 'foto-1'), new Set(['foto-1']));
    expect(other[2]!.hash).toBe(base[2]!.hash);
    expect(other[5]!.hash).not.toBe(base[5]!.hash);
    // The photo was removed meanwhile: page 3 is drawn without it.
    expect(pageContents(document, new Set())[2]!.hash).not.toBe(base[2]!.hash);
    for (const changed of [{ ...document, themeId: 102 }, { ...document, formatId: 2 }, { ...document, paperId: 1 }]) {
      expect(pageContents(changed, new Set(['foto-1']))[2]!.hash).not.toBe(base[2]!.hash);
    }
  });
});
