import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { photoNotFound } from './photo-access';
import { photoKeys } from './photo-keys';
import { createPhotosRepository } from './photos-repository';

export interface PhotoPixelSize {
  widthPx: number;
  heightPx: number;
}

/** A book's photos for rendering its print files and previews (the shape of book-render's PhotoSource). */
export interface BookPhotoFiles {
  /** Upright pixel sizes of the usable photos; a photo missing here is not drawn. */
  sizes: Map<string, PhotoPixelSize>;
  /** Named photos not usable yet because they are still being processed (the print waits for them). */
  processing: Set<string>;
  source: { original(photoId: string): Promise<Buffer>; preview(photoId: string): Promise<Buffer> };
}

/**
 * The files of the photos a stored book document shows, for the print module (print files, proof,
 * cover preview). Who may put which photo into a document is the books module's check when it stores
 * one (only the owner's own; a copy keeps its original's photos); the print module only renders books
 * the caller may see. So these are the named photos as stored, processed ones only; any other id
 * (deleted meanwhile, still processing, never there) is unknown here and not drawn.
 */
export function createPhotoFiles(deps: { db: Database; files: FileStorage }) {
  const photos = createPhotosRepository(deps.db);
  return async function photoFiles(photoIds: Iterable<string>): Promise<BookPhotoFiles> {
    const ids = [...new Set(photoIds)].filter((id) => UUID.test(id));
    const rows = await photos.findReadyAmong(ids);
    const sizes = new Map<string, PhotoPixelSize>();
    for (const row of rows) if (row.width && row.height) sizes.set(row.id, { widthPx: row.width, heightPx: row.height });
    const processing = await photos.processingAmong(ids.filter((id) => !sizes.has(id)));
    const read = async (photoId: string, variant: 'original' | 'preview'): Promise<Buffer> => {
      if (!sizes.has(photoId)) throw photoNotFound();
      const stored = await deps.files.get(photoKeys(photoId)[variant]);
      if (!stored) throw photoNotFound();
      return bufferOf(stored.body);
    };
    return { sizes, processing, source: { original: (id) => read(id, 'original'), preview: (id) => read(id, 'preview') } };
  };
}

export type PhotoFilesOf = ReturnType<typeof createPhotoFiles>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function bufferOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
