import { buffer } from 'node:stream/consumers';
import type { LayoutResources } from '@eb/book-layout';
import type { BookDocument } from '@eb/book-model';
import type { PhotoSource } from '@eb/book-render';
import type { FileStorage } from '../../lib/file-storage';
import { pageContents } from './page-hashes';
import type { PrintRenderer } from './ports';
import { thumbnailKey } from './print-keys';
import type { ThumbnailEntry, ThumbnailRepository } from './thumbnail-repository';

export interface ThumbnailResult {
  /** Every inner page of the document with its image (kept or new): what the finishing transaction stores. */
  entries: ThumbnailEntry[];
  /** Files written by this rendering: removed again should it not become the book's. */
  written: string[];
  /** Pages drawn by the renderer (pages alike are drawn once). */
  rendered: number;
}

/**
 * The thumbnails of the document's inner pages, drawing only what changed since the stored ones:
 * a page whose content hash is unchanged keeps its image; a page looking like one stored (an added
 * empty page) gets a copy of that image; the rest is drawn, each look once. New images go to keys
 * of this claim's own (`lease`), so nothing a finished rendering stored is ever overwritten.
 */
export async function renderChangedThumbnails(
  deps: { files: FileStorage; renderer: PrintRenderer; thumbnails: ThumbnailRepository; assetRoot: string },
  input: {
    bookId: number;
    version: number;
    lease: string;
    document: BookDocument;
    resources: LayoutResources;
    photos: PhotoSource;
    drawablePhotos: ReadonlySet<string>;
    onPage?: () => void;
  },
): Promise<ThumbnailResult> {
  const { files } = deps;
  const pages = pageContents(input.document, input.drawablePhotos);
  const stored = new Map((await deps.thumbnails.list(input.bookId)).map((row) => [row.pageId, row]));
  const storedByHash = new Map([...stored.values()].map((row) => [row.contentHash, row.imageKey]));

  // The images this rendering needs and has not got: one per look.
  const images = new Map<string, Buffer>();
  const toDraw = new Map<string, string>();
  for (const page of pages) {
    if (stored.get(page.pageId)?.contentHash === page.hash || images.has(page.hash) || toDraw.has(page.hash)) continue;
    const sameLook = storedByHash.get(page.hash);
    const copy = sameLook ? await files.get(sameLook) : null;
    if (copy) images.set(page.hash, await buffer(copy.body));
    else toDraw.set(page.hash, page.pageId);
  }
  if (toDraw.size > 0) {
    const drawn = await deps.renderer.pageThumbnails(input.document, input.resources, input.photos, {
      assetRoot: deps.assetRoot,
      pageIds: new Set(toDraw.values()),
      onPage: input.onPage,
    });
    const hashOf = new Map(pages.map((page) => [page.pageId, page.hash]));
    for (const thumbnail of drawn) images.set(hashOf.get(thumbnail.pageId)!, thumbnail.jpeg);
  }

  const entries: ThumbnailEntry[] = [];
  const written: string[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      const kept = stored.get(page.pageId);
      let imageKey: string;
      if (kept?.contentHash === page.hash) {
        imageKey = kept.imageKey;
      } else {
        const image = images.get(page.hash);
        if (!image) throw new Error(`no thumbnail drawn for page ${page.pageId}`);
        imageKey = thumbnailKey(input.bookId, input.version, input.lease, index);
        written.push(imageKey);
        await files.put(imageKey, image, { contentType: 'image/jpeg' });
      }
      entries.push({ pageId: page.pageId, pageNumber: page.pageNumber, contentHash: page.hash, imageKey });
    }
  } catch (error) {
    await files.deleteMany(written).catch(() => undefined);
    throw error;
  }
  return { entries, written, rendered: toDraw.size };
}
