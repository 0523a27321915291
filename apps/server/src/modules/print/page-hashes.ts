import { createHash } from 'node:crypto';
import { innerPages, pageLookText, type BookDocument } from '@eb/book-model';

export interface PageContent {
  pageId: string;
  pageNumber: number;
  /** sha256 (hex) of everything the page's image depends on. */
  hash: string;
}

/**
 * What each inner page's thumbnail depends on, as a hash: the page itself (frames, crops, texts,
 * background), the design, format and paper, and which of its photos can be drawn (a removed photo
 * changes the image). Not its place in the book: the layout draws a page from its own trim, so a
 * moved page keeps its image. (The cover is another matter: its spine grows with the page count.)
 */
export function pageContents(document: BookDocument, drawablePhotos: ReadonlySet<string>): PageContent[] {
  const drawable = (photoId: string) => drawablePhotos.has(photoId);
  return innerPages(document).map((page, index) => ({
    pageId: page.id,
    pageNumber: index + 1,
    hash: createHash('sha256').update(pageLookText(document, page, drawable)).digest('hex'),
  }));
}
