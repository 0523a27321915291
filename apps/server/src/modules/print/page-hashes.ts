import { createHash } from 'node:crypto';
import { innerPages, type BookDocument } from '@eb/book-model';

/**
 * Raise when the thumbnails' drawing changes (size, quality, the renderer's output), so every book's
 * thumbnails are rendered again after the deploy.
 */
const THUMBNAIL_DRAWING = 1;

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
  const common = { drawing: THUMBNAIL_DRAWING, formatId: document.formatId, paperId: document.paperId, themeId: document.themeId };
  return innerPages(document).map((page, index) => {
    const photos = page.frames.flatMap((frame) => (frame.kind === 'photo' && frame.photoId && drawablePhotos.has(frame.photoId) ? [frame.photoId] : [])).sort();
    // Ids name the page and its frames, not their look: two pages alike share one hash (and one rendering).
    const { id: pageId, frames, ...look } = page;
    const drawn = frames.map(({ id: _frameId, ...frame }) => frame);
    const hash = createHash('sha256').update(canonicalJson({ ...common, page: { ...look, frames: drawn }, photos })).digest('hex');
    return { pageId, pageNumber: index + 1, hash };
  });
}

/** JSON with object keys sorted, so the same content always gives the same text (jsonb keeps no key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
