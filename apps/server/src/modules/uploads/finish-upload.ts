import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MESSAGES, UPLOAD_METADATA_KEYS, type FinishedUpload } from '@eb/api-contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import type { PhotoProcessing } from './photo-processing';
import { photoKeys } from './photo-keys';
import { photoOf } from './photo-view';
import type { PhotosRepository } from './photos-repository';
import type { UploadRow } from './schema';
import { CONTENT_TYPES, checkImageHeader } from './upload-content-check';
import type { UploadsRepository } from './uploads-repository';

export interface FinishUploadDeps {
  db: Database;
  files: FileStorage;
  uploads: UploadsRepository;
  photos: PhotosRepository;
  processing: PhotoProcessing;
  /** Removes an upload and its parts (the store's own clean-up). */
  discard: (uploadId: string) => Promise<boolean>;
}

const uploadGone = () => new NotFoundError('UPLOAD_NOT_FOUND', UPLOAD_MESSAGES.uploadGone);

/**
 * Turns a complete upload into a kept photo: the parts are joined into one local file (hashed on
 * the way), its header is checked, and unless the person already has these bytes, it goes to the
 * file storage as the original in one stream; the photo row then waits for processing. Whatever
 * the outcome, the upload and its parts are gone afterwards: a refusal leaves nothing behind.
 */
export async function finishUpload(deps: FinishUploadDeps, uploadId: string): Promise<FinishedUpload> {
  const upload = await deps.uploads.find(uploadId);
  if (!upload || upload.offset !== upload.size) throw uploadGone();
  const joined = join(tmpdir(), `eb-photo-${uploadId}-${randomBytes(6).toString('hex')}`);
  try {
    let contentHash: string;
    let format: Awaited<ReturnType<typeof checkImageHeader>>['format'];
    try {
      contentHash = await joinParts(deps.files, upload, joined);
      ({ format } = await checkImageHeader(joined));
    } catch (error) {
      await deps.discard(uploadId);
      throw error;
    }

    const existing = await deps.photos.findByHash(upload.userId, contentHash);
    if (existing) {
      await deps.discard(uploadId);
      return { photo: photoOf(existing, false), duplicate: true };
    }

    const photoId = randomUUID();
    const original = photoKeys(photoId).original;
    await deps.files.put(original, createReadStream(joined), { contentType: CONTENT_TYPES[format], contentLength: upload.size });
    let kept;
    try {
      kept = await deps.db.transaction(async (tx) => {
        const parts = await deps.uploads.delete(uploadId, tx);
        // Terminated (DELETE) while it was being finished: nothing is kept.
        if (parts === undefined) throw uploadGone();
        const photo = await deps.photos.insertProcessing(
          { id: photoId, userId: upload.userId, contentHash, byteSize: upload.size, fileName: fileNameOf(upload), format },
          tx,
        );
        return { ...photo, parts };
      });
    } catch (error) {
      await deps.files.delete(original);
      throw error;
    }
    // Two uploads of the same bytes finished at once: the other one's photo is the answer.
    if (!kept.created) await deps.files.delete(original);
    await deps.files.deleteMany(kept.parts.map((part) => part.key));
    if (kept.created) await deps.processing.enqueue(kept.row.id);
    return { photo: photoOf(kept.row, false), duplicate: !kept.created };
  } finally {
    await rm(joined, { force: true });
  }
}

/** Joins the parts in order into `path` and answers the SHA-256 of the whole. */
async function joinParts(files: FileStorage, upload: UploadRow, path: string): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path, 'w');
  let length = 0;
  try {
    for (const part of upload.parts) {
      const stored = await files.get(part.key);
      if (!stored) throw new Error(`upload part ${part.key} is missing`);
      for await (const chunk of stored.body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        await file.write(chunk);
        length += chunk.length;
      }
    }
  } finally {
    await file.close();
  }
  if (length !== upload.size) throw new Error(`upload ${upload.id} joined to ${length} of ${upload.size} bytes`);
  return hash.digest('hex');
}

const DEFAULT_FILE_NAME = 'Foto';

/** The name the person's device gave the file, for showing only (never for deciding anything). */
function fileNameOf(upload: UploadRow): string {
  return upload.metadata[UPLOAD_METADATA_KEYS.fileName] || DEFAULT_FILE_NAME;
}
