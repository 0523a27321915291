import type { Photo } from '@eb/api-contract';
import type { PhotoRow } from './schema';

/** A kept photo as the API shows it. `inUse`: whether a book uses it (book documents name photos from issue 11 on). */
export function photoOf(row: PhotoRow, inUse: boolean): Photo {
  return {
    id: row.id,
    status: row.status,
    rejectionReason: row.rejectionReason,
    fileName: row.fileName,
    byteSize: row.byteSize,
    contentHash: row.contentHash,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt,
    placeholder: row.placeholder,
    uploadedAt: row.createdAt.toISOString(),
    inUse,
  };
}
