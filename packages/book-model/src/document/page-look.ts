import type { BookDocument, Page } from './schema';

/**
 * Raise when the page images' drawing changes (size, quality, the renderer's output), so every
 * book's page thumbnails are drawn again after the deploy (and the editor stops trusting old ones).
 */
export const PAGE_LOOK_DRAWING = 1;

/**
 * The text a page's image depends on, for the server's page thumbnails (hashed into their address)
 * and for the editor, which compares that hash with its own document before showing a thumbnail: the
 * page itself (frames, crops, texts, background), the design, format and paper, and which of its
 * photos can be drawn (a removed photo changes the image). Not its place in the book, and not the
 * ids: two pages alike share one image. One function for both sides, so they cannot drift apart.
 */
export function pageLookText(document: Pick<BookDocument, 'formatId' | 'paperId' | 'themeId'>, page: Page, drawable: (photoId: string) => boolean): string {
  const common = { drawing: PAGE_LOOK_DRAWING, formatId: document.formatId, paperId: document.paperId, themeId: document.themeId };
  const photos = page.frames.flatMap((frame) => (frame.kind === 'photo' && frame.photoId && drawable(frame.photoId) ? [frame.photoId] : [])).sort();
  const { id: _pageId, frames, ...look } = page;
  const drawn = frames.map(({ id: _frameId, ...frame }) => frame);
  return canonicalJson({ ...common, page: { ...look, frames: drawn }, photos });
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
