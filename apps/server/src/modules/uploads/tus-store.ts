import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FinishedUpload } from '@eb/api-contract';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { InvalidInputError } from '../../lib/domain-errors';
import type { FileStorage } from '../../lib/file-storage';
import type { ScheduledJob } from '../jobs/job-runner';
import { createFileDeletions } from './file-deletions';
import { discardUpload, finishUpload, JOINED_PREFIX, TEMPORARY_PREFIX, type FinishUploadDeps } from './finish-upload';
import { assertWithinQuota } from './quota';
import type { UploadPart, UploadRow } from './schema';
import { refusals, SNIFF_BYTES, sniffFormat } from './upload-content-check';
import { createUploadsRepository } from './uploads-repository';

/** Unfinished uploads are gone after this long (tus expiration extension). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A new upload's id: 128 random bits, the last segment of its address. */
export const newUploadId = () => randomBytes(16).toString('hex');
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Where a received part lives: named by its start and a random tail, so two racing requests never write one key. */
const partKey = (uploadId: string, offset: number) => `uploads/${uploadId}/${offset}-${randomBytes(4).toString('hex')}`;

export interface StoragePartsStoreDeps extends FinishUploadDeps {
  /** All of one person's photos and uploads together; UPLOAD_LIMITS.quotaBytes by default. */
  quotaBytes?: number;
}

/** Past this many parts, a piece that is neither the last nor this big is not kept (see write). */
export const MAX_PARTS = 100;
export const MIN_PART_BYTES = 256 * 1024;

/**
 * The tus store of photo uploads (docs/decisions/019-tus-uploads.md). The state of an upload is its
 * row in `uploads`; its bytes are parts in the one file storage (local folder or S3), one per
 * request body — or per piece of one, when the connection dropped. The offset moves only by
 * compare-and-set, so any server process can serve any request of any upload.
 */
export class StoragePartsStore extends DataStore {
  private readonly owners = new WeakMap<Upload, string>();
  /** What finishing an upload produced, for the answer to the same request (onUploadFinish). */
  private readonly finished = new Map<string, FinishedUpload>();

  constructor(private readonly deps: StoragePartsStoreDeps) {
    super();
    // No creation-defer-length (the size is checked up front) and no concatenation.
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  /** Who creates `upload` (the signed-in caller, checked by the route); `create` stores it with the row. */
  assignOwner(upload: Upload, userId: string): void {
    this.owners.set(upload, userId);
  }

  /**
   * Stores a new upload if it fits the person's quota. Check and insert are one transaction holding
   * the person's row, so parallel creations (several tabs, several processes) count one another.
   */
  override async create(upload: Upload): Promise<Upload> {
    const userId = this.owners.get(upload);
    if (!userId || upload.size === undefined) throw new Error('an upload needs its owner and its size');
    const size = upload.size;
    const row = await this.deps.db.transaction(async (tx) => {
      await this.deps.uploads.lockOwner(userId, tx);
      await assertWithinQuota(this.deps, userId, size, this.deps.quotaBytes, tx);
      return this.deps.uploads.insert({ id: upload.id, userId, size, metadata: upload.metadata ?? {} }, tx);
    });
    upload.creation_date = row.createdAt.toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.deps.uploads.find(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return uploadOf(row);
  }

  /**
   * Receives one request body at `offset`. It goes to a temporary file first (never whole into
   * memory); whatever arrived when the body ended or the connection dropped becomes one part.
   * At offset 0 the first bytes must announce an image format, else the upload ends here. The
   * piece that completes the upload is not stored as a part: the photo is kept from it before the
   * offset could reach the size (finish-upload.ts), and `takeFinished` hands the result over.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.deps.uploads.find(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const temporary = join(tmpdir(), `${TEMPORARY_PREFIX}${id}-${randomBytes(6).toString('hex')}`);
    try {
      const { received, verdict } = await receiveToFile(stream, temporary, offset === 0 ? Math.min(SNIFF_BYTES, row.size) : 0);
      if (verdict === 'refused') {
        await discardUpload(this.deps, id);
        throw refusals.unreadableFormat();
      }
      // Too few bytes to judge the format: nothing is kept, the client starts again at 0.
      if (verdict === 'pending' || (received === 0 && offset < row.size)) return offset;
      if (offset + received === row.size) {
        this.finished.set(id, await finishUpload(this.deps, row, { path: temporary, length: received }));
        return row.size;
      }
      // Every piece is a part and a request: a script sending tiny pieces would make thousands. Real
      // clients send big pieces (ours 5 MB) and only a dropped connection makes a small one.
      if (row.parts.length >= MAX_PARTS && received < MIN_PART_BYTES) throw piecesTooSmall();
      const part: UploadPart = { key: partKey(id, offset), length: received };
      await this.deps.files.put(part.key, createReadStream(temporary), { contentType: 'application/octet-stream', contentLength: received });
      if (!(await this.deps.uploads.advance(id, offset, part))) {
        // Another request (perhaps in another process) moved the offset first: its bytes count, these go.
        await this.deps.files.delete(part.key);
        throw ERRORS.INVALID_OFFSET;
      }
      return offset + received;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The kept photo of the upload this process has just finished (once; for the last answer). */
  takeFinished(id: string): FinishedUpload | undefined {
    const finished = this.finished.get(id);
    this.finished.delete(id);
    return finished;
  }

  /** Termination (DELETE): the upload and its parts go. */
  override async remove(id: string): Promise<void> {
    if (!(await discardUpload(this.deps, id))) throw ERRORS.FILE_NOT_FOUND;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  override async deleteExpired(now: Date = new Date()): Promise<number> {
    return deleteExpiredUploads(this.deps, now);
  }
}

const piecesTooSmall = () =>
  new InvalidInputError('UPLOAD_PIECES_TOO_SMALL', 'Die Datei kam in zu vielen kleinen Stücken an. Bitte senden Sie den Rest in größeren Stücken.');

/** Uploads begun more than a day ago, with their parts; in batches, so each statement stays short. */
export async function deleteExpiredUploads(deps: Pick<FinishUploadDeps, 'uploads' | 'deletions'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deps.uploads.deleteStartedBefore(cutoff, EXPIRY_BATCH);
    // Queued by the trigger; removed now, the queue forgets them.
    await deps.deletions.removeNow(batch.flat().map((part) => part.key));
    deleted += batch.length;
    if (batch.length < EXPIRY_BATCH) return deleted;
  }
}

/** Temporary files of requests cut off by a crash; older than any upload may live, so no running request's. */
export async function removeStrayTemporaryFiles(now: Date): Promise<number> {
  const folder = tmpdir();
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(TEMPORARY_PREFIX) && !name.startsWith(JOINED_PREFIX)) continue;
    const path = join(folder, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < UPLOAD_EXPIRY_MS) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

const EXPIRY_BATCH = 200;

export function uploadOf(row: UploadRow): Upload {
  return new Upload({ id: row.id, size: row.size, offset: row.offset, metadata: row.metadata, creation_date: row.createdAt.toISOString() });
}

/**
 * Copies the body into `path` until it ends or breaks (a dropped connection is no error here: what
 * arrived is kept). When `sniff` > 0, the first `sniff` bytes decide: not an image format, and the
 * rest is read but not written, so the answer reaches a browser that is still sending.
 */
async function receiveToFile(stream: Readable, path: string, sniff: number): Promise<{ received: number; verdict: 'ok' | 'pending' | 'refused' }> {
  const file = await open(path, 'w');
  let received = 0;
  let verdict: 'ok' | 'pending' | 'refused' = sniff > 0 ? 'pending' : 'ok';
  const head: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (verdict === 'refused') continue;
      if (verdict === 'pending') {
        head.push(chunk);
        const start = Buffer.concat(head);
        if (start.length >= sniff) verdict = sniffFormat(start) ? 'ok' : 'refused';
        if (verdict === 'refused') continue;
      }
      await file.write(chunk);
      received += chunk.length;
    }
  } catch (error) {
    // A body longer than the upload's rest (tus's limiter stops it) keeps nothing: it is refused.
    if (isTooLong(error)) throw error;
    // The connection dropped: what arrived so far still counts.
  } finally {
    await file.close();
  }
  return { received, verdict };
}

function isTooLong(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status_code?: unknown }).status_code === 413;
}

/**
 * Unfinished uploads are gone a day after they began (tus expiration): rows and parts. For the
 * job runner (index.ts lists it with the module's other jobs); tus itself already answers 410 for
 * them in the meantime.
 */
export function uploadExpiryJob(deps: { db: Database; files: FileStorage; now: () => Date; log: FastifyBaseLogger }): ScheduledJob {
  const cleanUp = { uploads: createUploadsRepository(deps.db), deletions: createFileDeletions(deps) };
  return {
    name: 'upload-expiry',
    // Every hour at minute 17, away from the other jobs' minutes.
    cron: '17 * * * *',
    run: async () => {
      const deleted = await deleteExpiredUploads(cleanUp, deps.now());
      if (deleted > 0) deps.log.info({ deleted }, 'expired uploads removed');
      const strays = await removeStrayTemporaryFiles(deps.now());
      if (strays > 0) deps.log.info({ strays }, 'temporary upload files left by a crash removed');
    },
  };
}
