import { pageThumbnailsSchema } from '@eb/api-contract';
import { innerPages, pageLookText, type BookDocument } from '@eb/book-model';
import { apiGet } from '../../lib/api/api-client';
import type { EditorPhoto } from '../state/editor-store';

/**
 * The server's page thumbnails (GET /api/books/{id}/thumbnails: JPEG about 300 px wide, each inner page
 * at its trim, drawn by the same renderer from the same display list after every save) for the strip's
 * spreads away from the current one: a small image instead of a layout and an SVG of hundreds of nodes
 * with every photo. A thumbnail is used only where it shows the page as the editor has it now: its
 * address carries the hash of everything the page's image depends on (the server's `pageContents`,
 * apps/server/src/modules/print/page-hashes.ts), computed here the same way from the editor's document,
 * and the page stands at the same number. Anything else (an edit not yet saved or drawn, a moved page,
 * a hash that no longer matches after a change on the server) draws live. The hashed text is book-model's pageLookText, the server's too. Decision 031.
 */

export interface ServerPage {
  pageNumber: number;
  url: string;
  /** The `v=` of the address: the first 16 hex digits of the content hash. */
  version: string;
}

/** The book's thumbnails by page id; an empty map when there are none or they cannot be read. */
export async function fetchServerPages(bookId: number, signal?: AbortSignal): Promise<ReadonlyMap<string, ServerPage>> {
  const answer = pageThumbnailsSchema.parse(await apiGet<unknown>(`/api/books/${bookId}/thumbnails`, signal));
  const pages = new Map<string, ServerPage>();
  for (const page of answer.pages) {
    const version = /[?&]v=([0-9a-f]+)/.exec(page.url)?.[1];
    if (version) pages.set(page.pageId, { pageNumber: page.pageNumber, url: page.url, version });
  }
  return pages;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A photo the server can draw: its size is known (the layout's photoSize). */
export const drawableIn = (photos: ReadonlyMap<string, EditorPhoto>) => (photoId: string) => {
  const photo = photos.get(photoId);
  return !!photo && photo.width !== null && photo.height !== null;
};

/**
 * The thumbnails' addresses for an inner spread's pages, or null when any page would not show what the
 * editor has (or hashing is not available: the page then draws live).
 */
export async function serverImagesOf(document: BookDocument, spreadIndex: number, pages: ReadonlyMap<string, ServerPage>, drawable: (photoId: string) => boolean): Promise<string[] | null> {
  const spread = document.spreads[spreadIndex - 1];
  if (!spread || pages.size === 0 || typeof crypto === 'undefined' || !crypto.subtle) return null;
  const numbers = new Map(innerPages(document).map((page, index) => [page.id, index + 1]));
  const urls: string[] = [];
  for (const page of spread.pages) {
    const server = pages.get(page.id);
    if (!server || server.pageNumber !== numbers.get(page.id)) return null;
    const hash = await sha256Hex(pageLookText(document, page, drawable));
    if (hash.slice(0, server.version.length) !== server.version) return null;
    urls.push(server.url);
  }
  return urls;
}
