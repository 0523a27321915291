import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_METADATA_KEYS, type FinishedUpload } from '@eb/api-contract';
import { ERRORS } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { DomainError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import type { FileDeletions } from './file-deletions';
import type { PhotoProcessing } from './photo-processing';
import { photoKeys } from './photo-keys';
import { photoOf } from './photo-view';
import type { PhotosRepository } from './photos-repository';
import type { UploadRow } from './schema';
import { CONTENT_TYPES, checkImageHeader, UploadRefusedError, UploadUnavailableError } from './upload-content-check';
import type { UploadsRepository } from './uploads-repository';

export interface FinishUploadDeps {
  db: Database;
  files: FileStorage;
  uploads: UploadsRepository;
  photos: PhotosRepository;
  processing: PhotoProcessing;
  deletions: FileDeletions;
  log: FastifyBaseLogger;
}

/** Names of the temporary files in os.tmpdir(): a piece as it arrives, and the joined whole. */
export const TEMPORARY_PREFIX = 'eb-upload-';
export const JOINED_PREFIX = 'eb-photo-';

/** The last piece of an upload, received into a local file and not yet kept anywhere. */
export interface LastPiece {
  path: string;
  length: number;
}

/**
 * Turns an upload into a kept photo at the moment its last piece has arrived, before the offset
 * would reach the size (decision 019): the parts and `lastPiece` are joined into one local file
 * (hashed on the way), its header is checked, and unless the person already has these bytes it goes
 * to the file storage as the original. One transaction then removes the upload row — only if its
 * offset is still `upload.offset` (compare-and-set, as any piece) — and inserts the photo. So a
 * complete upload without its photo is never stored: either both happen, or the upload stays where
 * it was and the client sends the last piece again.
 *
 * A content refusal removes the upload (nothing is left behind). Anything else (the storage or the
 * database failing) leaves the upload as it was and answers 503, which tus clients retry.
 */
export async function finishUpload(deps: FinishUploadDeps, upload: UploadRow, lastPiece: LastPiece): Promise<FinishedUpload> {
  try {
    return await keepPhoto(deps, upload, lastPiece);
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      await discardUpload(deps, upload.id);
      throw error;
    }
    // tus's own answers (409 when another request moved the offset, 404 when it is gone) and ours pass as they are.
    if (error instanceof DomainError || isTusAnswer(error)) throw error;
    throw new UploadUnavailableError(error);
  }
}

async function keepPhoto(deps: FinishUploadDeps, upload: UploadRow, lastPiece: LastPiece): Promise<FinishedUpload> {
  const joined = join(tmpdir(), `${JOINED_PREFIX}${upload.id}-${randomBytes(6).toString('hex')}`);
  try {
    const contentHash = await joinParts(deps.files, upload, lastPiece, joined);
    const { format } = await checkImageHeader(joined);

    const existing = await deps.photos.findByHash(upload.userId, contentHash);
    // A refused photo with these bytes is replaced below: it is no duplicate to answer with.
    if (existing && existing.status !== 'rejected') {
      const parts = await deps.db.transaction(async (tx) => endUpload(deps, upload, tx));
      await deps.deletions.removeNow(parts.map((part) => part.key));
      return { photo: photoOf(existing, false), duplicate: true };
    }

    const photoId = randomUUID();
    const original = photoKeys(photoId).original;
    await deps.files.put(original, createReadStream(joined), { contentType: CONTENT_TYPES[format], contentLength: upload.size });
    let kept;
    try {
      kept = await deps.db.transaction(async (tx) => {
        const parts = await endUpload(deps, upload, tx);
        if (existing) await deps.photos.deleteRejectedByHash(upload.userId, contentHash, tx);
        const photo = await deps.photos.insertProcessing({ id: photoId, userId: upload.userId, contentHash, byteSize: upload.size, fileName: fileNameOf(upload), format }, tx);
        return { ...photo, parts };
      });
    } catch (error) {
      await deps.files.delete(original).catch((cleanup: unknown) => deps.log.warn({ err: cleanup, key: original }, 'an original without its photo was left behind'));
      throw error;
    }
    // Two uploads of the same bytes finished at once: the other one's photo is the answer.
    if (!kept.created) await deps.files.delete(original);
    // The trigger queued the parts when the row went; removed now, the queue forgets them.
    await deps.deletions.removeNow(kept.parts.map((part) => part.key));
    if (kept.created) {
      // The photo is kept whatever happens here: the processing's sweep finds a photo whose job never came.
      await deps.processing.enqueue(kept.row.id).catch((error: unknown) => deps.log.warn({ err: error, photoId: kept.row.id }, 'queueing the processing failed; the sweep will take the photo'));
    }
    return { photo: photoOf(kept.row, false), duplicate: !kept.created };
  } finally {
    await rm(joined, { force: true });
  }
}

/** Removes the upload row in `tx` if its offset is still the one its last piece was sent for. */
async function endUpload(deps: FinishUploadDeps, upload: UploadRow, tx: Executor) {
  const parts = await deps.uploads.finish(upload.id, upload.offset, tx);
  if (parts) return parts;
  // Another request finished it or moved on meanwhile (409), or it was terminated (404).
  throw (await deps.uploads.find(upload.id, tx)) ? ERRORS.INVALID_OFFSET : ERRORS.FILE_NOT_FOUND;
}

/** Removes an upload and its parts (a refusal, a termination); false when it was gone already. */
export async function discardUpload(deps: Pick<FinishUploadDeps, 'uploads' | 'deletions'>, uploadId: string): Promise<boolean> {
  const parts = await deps.uploads.delete(uploadId);
  if (parts === undefined) return false;
  // The trigger has queued them; removing them now frees the space at once, the queue forgets them.
  await deps.deletions.removeNow(parts.map((part) => part.key));
  return true;
}

function isTusAnswer(error: unknown): boolean {
  return Object.values(ERRORS).includes(error as (typeof ERRORS)[keyof typeof ERRORS]);
}

/** Joins the stored parts and then the last piece, in order, into `path`; answers the SHA-256 of the whole. */
async function joinParts(files: FileStorage, upload: UploadRow, lastPiece: LastPiece, path: string): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path, 'w');
  let length = 0;
  const append = async (body: AsyncIterable<Buffer>) => {
    for await (const chunk of body) {
      hash.update(chunk);
      await file.write(chunk);
      length += chunk.length;
    }
  };
  try {
    for (const part of upload.parts) {
      const stored = await files.get(part.key);
      // A missing part is the storage's fault, not the photo's: the upload stays for another try.
      if (!stored) throw new Error(`upload part ${part.key} is missing`);
      await append(stored.body as AsyncIterable<Buffer>);
    }
    await append(createReadStream(lastPiece.path));
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
