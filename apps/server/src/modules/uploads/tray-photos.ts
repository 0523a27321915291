import type { Database } from '../../db/client';
import type { SignedInCaller } from '../auth/authentication';
import { photosOfBook } from './book-photos';
import type { PhotosOfBooks } from './photo-access';
import { REFUSED_KEPT_MS } from './photo-processing';
import { createPhotosRepository } from './photos-repository';
import type { PhotoRow } from './schema';

/** A ready photo as a layout needs it, with when it was uploaded. */
export interface ReadyPhoto {
  id: string;
  fileName: string;
  width: number;
  height: number;
  takenAt: string | null;
  placeholder: string | null;
  uploadedAt: Date;
}

/**
 * The ready photos the editor's tray offers for a book (editor-page loader: GET /api/users/uploadedimages
 * and GET /api/books/{id}/photos): the caller's own uploads and the photos the book's document shows,
 * whoever uploaded them (a colleague's in a company book); each once, oldest upload first. Photos still
 * being prepared or refused are left out: nothing can be laid out without its size.
 */
export function trayPhotos(db: Database, books: PhotosOfBooks, now: () => Date) {
  const photos = createPhotosRepository(db);
  return async (caller: SignedInCaller, bookId: number): Promise<ReadyPhoto[]> => {
    const [own, shown] = await Promise.all([photos.listOwn(caller.userId, new Date(now().getTime() - REFUSED_KEPT_MS)), photosOfBook({ photos, books }, caller, bookId)]);
    const byId = new Map<string, ReadyPhoto>();
    for (const row of own) {
      const photo = readyPhoto(row);
      if (photo) byId.set(photo.id, photo);
    }
    for (const photo of shown) {
      if (byId.has(photo.id) || photo.status !== 'ready' || !photo.width || !photo.height) continue;
      byId.set(photo.id, { id: photo.id, fileName: photo.fileName, width: photo.width, height: photo.height, takenAt: photo.takenAt, placeholder: photo.placeholder, uploadedAt: new Date(photo.uploadedAt) });
    }
    return [...byId.values()].sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  };
}

function readyPhoto(row: PhotoRow): ReadyPhoto | null {
  if (row.status !== 'ready' || !row.width || !row.height) return null;
  return { id: row.id, fileName: row.fileName, width: row.width, height: row.height, takenAt: row.takenAt, placeholder: row.placeholder, uploadedAt: row.createdAt };
}

export type TrayPhotos = ReturnType<typeof trayPhotos>;
