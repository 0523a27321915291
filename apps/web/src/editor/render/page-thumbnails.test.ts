import { describe, expect, it } from 'vitest';
import type { BookDocument } from '@eb/book-model';
import { designBook } from '../../../../../packages/book-render/src/compare/design-book';
// The server's own hash of a page (what its thumbnail's address carries): the editor must compute the same.
import { pageContents } from '../../../../server/src/modules/print/page-hashes';
import { serverImagesOf, type ServerPage } from './page-thumbnails';

const photos = Array.from({ length: 12 }, (_, index) => ({ id: `p${index}`, widthPx: index % 2 ? 1200 : 900, heightPx: index % 2 ? 900 : 1200 }));
const book = designBook({ formatId: 1, paperId: 3, themeId: 101, pageCount: 20, photos });
const all = new Set(photos.map((photo) => photo.id));
const drawable = (photoId: string) => all.has(photoId);

/** The thumbnail list as GET /api/books/{id}/thumbnails answers it for a document the server drew. */
function serverList(document: BookDocument, drawn: ReadonlySet<string> = all): Map<string, ServerPage> {
  return new Map(
    pageContents(document, drawn).map((page) => {
      const version = page.hash.slice(0, 16);
      return [page.pageId, { pageNumber: page.pageNumber, version, url: `/api/books/7/pages/${page.pageNumber}/thumbnail.jpg?v=${version}` }];
    }),
  );
}

describe("the strip uses the server's page thumbnails only where they show what the editor has", () => {
  it('takes the thumbnails of every page the server drew from the same content (the same hash as the server)', async () => {
    const list = serverList(book);
    for (let spreadIndex = 1; spreadIndex <= book.spreads.length; spreadIndex++) {
      const urls = await serverImagesOf(book, spreadIndex, list, drawable);
      expect(urls).toEqual(book.spreads[spreadIndex - 1]!.pages.map((page) => list.get(page.id)!.url));
    }
  });

  it('draws live a page edited since (a text changed), and keeps the thumbnails of the pages not touched', async () => {
    const list = serverList(book);
    const spread = book.spreads[2]!;
    const edited: BookDocument = {
      ...book,
      spreads: book.spreads.map((item) =>
        item === spread ? { ...item, pages: item.pages.map((page, index) => (index === 0 ? { ...page, frames: page.frames.map((frame) => (frame.kind === 'text' ? { ...frame, text: 'Neu geschrieben' } : frame)) } : page)) } : item,
      ),
    };
    expect(spread.pages[0]!.frames.some((frame) => frame.kind === 'text')).toBe(true);
    expect(await serverImagesOf(edited, 3, list, drawable)).toBeNull();
    expect(await serverImagesOf(edited, 4, list, drawable)).not.toBeNull();
  });

  it('draws live a spread moved to another place (its pages stand at other numbers) and a page whose photo can no longer be drawn', async () => {
    const list = serverList(book);
    const moved: BookDocument = { ...book, spreads: [book.spreads[0]!, book.spreads[2]!, book.spreads[1]!, ...book.spreads.slice(3)] };
    expect(await serverImagesOf(moved, 2, list, drawable)).toBeNull();
    expect(await serverImagesOf(moved, 3, list, drawable)).toBeNull();
    expect(await serverImagesOf(moved, 4, list, drawable)).not.toBeNull();
    const photoId = book.spreads[1]!.pages.flatMap((page) => page.frames).find((frame) => frame.kind === 'photo' && frame.photoId)!;
    const gone = (id: string) => drawable(id) && id !== (photoId.kind === 'photo' ? photoId.photoId : '');
    expect(await serverImagesOf(book, 2, list, gone)).toBeNull();
  });

  it('draws live when the server has no thumbnails yet', async () => {
    expect(await serverImagesOf(book, 2, new Map(), drawable)).toBeNull();
  });
});
