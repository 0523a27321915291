import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import type { ScheduledJob } from '../jobs/job-runner';
import type { UploadPart, UploadRow } from './schema';
import { refusals, SNIFF_BYTES, sniffFormat } from './upload-content-check';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';

/** Unfinished uploads are gone after this long (tus expiration extension). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A new upload's id: 128 random bits, the last segment of its address. */
export const newUploadId = () => randomBytes(16).toString('hex');
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Where a received part lives: named by its start and a random tail, so two racing requests never write one key. */
const partKey = (uploadId: string, offset: number) => `uploads/${uploadId}/${offset}-${randomBytes(4).toString('hex')}`;

/**
 * The tus store of photo uploads (docs/decisions/019-tus-uploads.md). The state of an upload is its
 * row in `uploads`; its bytes are parts in the one file storage (local folder or S3), one per
 * request body — or per piece of one, when the connection dropped. The offset moves only by
 * compare-and-set, so any server process can serve any request of any upload.
 */
export class StoragePartsStore extends DataStore {
  private readonly owners = new WeakMap<Upload, string>();

  constructor(private readonly deps: { uploads: UploadsRepository; files: FileStorage }) {
    super();
    // No creation-defer-length (the size is checked up front) and no concatenation.
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  /** Who creates `upload` (the signed-in caller, checked by the route); `create` stores it with the row. */
  assignOwner(upload: Upload, userId: string): void {
    this.owners.set(upload, userId);
  }

  override async create(upload: Upload): Promise<Upload> {
    const userId = this.owners.get(upload);
    if (!userId || upload.size === undefined) throw new Error('an upload needs its owner and its size');
    const row = await this.deps.uploads.insert({ id: upload.id, userId, size: upload.size, metadata: upload.metadata ?? {} });
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
   * At offset 0 the first bytes must announce an image format, else the upload ends here.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.deps.uploads.find(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.offset !== offset) throw ERRORS.INVALID_OFFSET;
    const temporary = join(tmpdir(), `eb-upload-${id}-${randomBytes(6).toString('hex')}`);
    try {
      const { received, verdict } = await receiveToFile(stream, temporary, offset === 0 ? Math.min(SNIFF_BYTES, row.size) : 0);
      if (verdict === 'refused') {
        await this.discard(id);
        throw refusals.unreadableFormat();
      }
      // Too few bytes to judge the format: nothing is kept, the client starts again at 0.
      if (verdict === 'pending' || received === 0) return offset;
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

  /** Termination (DELETE): the upload and its parts go. */
  override async remove(id: string): Promise<void> {
    if (!(await this.discard(id))) throw ERRORS.FILE_NOT_FOUND;
  }

  /** Removes an upload and its parts; false when it was gone already. */
  async discard(id: string): Promise<boolean> {
    const parts = await this.deps.uploads.delete(id);
    if (parts === undefined) return false;
    await this.deps.files.deleteMany(parts.map((part) => part.key));
    return true;
  }

  override getExpiration(): number {
    return UPLOAD_EXPIRY_MS;
  }

  /** Uploads begun more than a day ago, with their parts; in batches, so each statement stays short. */
  override async deleteExpired(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
    let deleted = 0;
    for (;;) {
      const batch = await this.deps.uploads.deleteStartedBefore(cutoff, EXPIRY_BATCH);
      await this.deps.files.deleteMany(batch.flat().map((part) => part.key));
      deleted += batch.length;
      if (batch.length < EXPIRY_BATCH) return deleted;
    }
  }
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
  } catch {
    // The connection dropped (or the body ran over its length): what arrived so far still counts.
  } finally {
    await file.close();
  }
  return { received, verdict };
}

/**
 * Unfinished uploads are gone a day after they began (tus expiration): rows and parts. For the
 * job runner (index.ts lists it with the module's other jobs); tus itself already answers 410 for
 * them in the meantime.
 */
export function uploadExpiryJob(deps: { db: Database; files: FileStorage; now: () => Date; log: FastifyBaseLogger }): ScheduledJob {
  const store = new StoragePartsStore({ uploads: createUploadsRepository(deps.db), files: deps.files });
  return {
    name: 'upload-expiry',
    // Every hour at minute 17, away from the other jobs' minutes.
    cron: '17 * * * *',
    run: async () => {
      const deleted = await store.deleteExpired(deps.now());
      if (deleted > 0) deps.log.info({ deleted }, 'expired uploads removed');
    },
  };
}
