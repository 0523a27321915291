import type { BookPhoto, Photo } from '@eb/api-contract';
import type { PhotoRow } from './schema';

/** A kept photo as the API shows it. `inUse`: whether a book uses it (book documents name photos from issue 11 on). */
export function photoOf(row: PhotoRow, inUse: boolean): Photo {
  return { ...bookPhotoOf(row, inUse), contentHash: row.contentHash };
}

/**
 * A photo as a book shows it to whoever may open the book: never its content hash, which would let
 * a colleague confirm that the uploader holds a given file.
 */
export function bookPhotoOf(row: PhotoRow, inUse = true): BookPhoto {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.rejectionReason,
    fileName: row.fileName,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt,
    placeholder: row.placeholder,
    uploadedAt: row.createdAt.toISOString(),
    inUse,
  };
}
