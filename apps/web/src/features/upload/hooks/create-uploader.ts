import { finishedUploadSchema, UPLOAD_LIMITS, UPLOAD_METADATA_KEYS, UPLOADS_PATH, type Photo } from '@eb/api-contract';
import Uppy, { type UppyFile } from '@uppy/core';
import GoldenRetriever, { type GoldenRetrieverOptions } from '@uppy/golden-retriever';
import Tus, { type TusBody, type TusDetailedError } from '@uppy/tus';
import { freshAccessToken } from '../../../lib/auth/fresh-token';
import type { PageMeta } from '../model/file-view';
import { recoveryStoreOptions } from '../model/recovery-budget';
import { shouldRetry } from '../model/retry-policy';
import { failureText, uploadFailureOf, type UploadFailure } from '../model/upload-refusal';
import { settleRestoredFiles, skipKnownPhotos } from './known-photos';

/** tus metadata is filename and sha256 only (UPLOAD_METADATA_KEYS); the page's own facts stay in the browser. */
export type PhotoMeta = PageMeta & { [UPLOAD_METADATA_KEYS.fileName]?: string };
export type PhotoUppy = Uppy<PhotoMeta, TusBody>;
export type PhotoFile = UppyFile<PhotoMeta, TusBody>;

/** A dropped connection costs at most one chunk; small enough for a phone on the move (decision 021). */
export const CHUNK_BYTES = 5 * 1024 * 1024;
/** Files on their way at once: enough to fill a home connection, few enough to keep each one moving. */
export const PARALLEL_UPLOADS = 3;
/**
 * tus-js-client tries again after these pauses (ms); the count starts over whenever bytes went
 * through. Offline, Uppy's queue also waits for the browser's 'online' event before it tries.
 */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000];

export interface UploaderEvents {
  finished: (file: PhotoFile, photo: Photo | null, duplicate: boolean) => void;
  failed: (file: PhotoFile, failure: UploadFailure) => void;
}

/**
 * Golden Retriever's IndexedDB store takes `maxFileSize` and `maxTotalSize` (IndexedDBStore.js;
 * its options type names only `name` and `version`, but it passes the whole object on).
 */
type RecoveryStoreOptions = NonNullable<GoldenRetrieverOptions['indexedDB']> & ReturnType<typeof recoveryStoreOptions>;

/**
 * One Uppy for one visit of the upload page, headless: the page draws everything itself. Golden
 * Retriever keeps the chosen files (IndexedDB) under the person's own key, so another person on the
 * same computer is never offered them; `recoveryBytes` is how much of them it may keep in all.
 */
export function createUploader(personKey: string, events: UploaderEvents, failedText: string, recoveryBytes: number): PhotoUppy {
  const uppy: PhotoUppy = new Uppy<PhotoMeta, TusBody>({
    id: `photos-${personKey}`,
    autoProceed: true,
    restrictions: {
      // The page checks first (model/choose-files.ts); these stop anything that slips past.
      maxFileSize: UPLOAD_LIMITS.maxBytes,
      allowedFileTypes: ['image/*', '.heic', '.heif', '.jpg', '.jpeg', '.png', '.webp'],
    },
    onBeforeFileAdded: (file) => ({ ...file, meta: { ...file.meta, [UPLOAD_METADATA_KEYS.fileName]: file.name } }),
  });

  uppy.use(Tus, {
    endpoint: UPLOADS_PATH,
    chunkSize: CHUNK_BYTES,
    limit: PARALLEL_UPLOADS,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    allowedMetaFields: [UPLOAD_METADATA_KEYS.fileName, UPLOAD_METADATA_KEYS.contentHash],
    // Every request gets a token that is fresh at that moment: a long batch outlives one token.
    onBeforeRequest: async (request) => {
      const token = await freshAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    // 401 (a token that ran out while the request waited its turn) and 429 are tried again too.
    onShouldRetry: (error, _attempt, _options, next) => shouldRetry(error.originalResponse?.getStatus(), () => next(error)),
  });
  const store: RecoveryStoreOptions = recoveryStoreOptions(recoveryBytes);
  uppy.use(GoldenRetriever, { indexedDB: store });
  uppy.addPreProcessor((fileIDs) => skipKnownPhotos(uppy, fileIDs, events));
  // Golden Retriever drops a finished photo's bytes at once but saves "finished" a moment later: a
  // tab closed in between brings the photo back as lost. The server knows it by its hash.
  uppy.on('restored', () => void settleRestoredFiles(uppy, events));

  uppy.on('upload-success', (file, response) => {
    if (!file || file.meta.result === 'known') return;
    const finished = finishedUploadSchema.safeParse(parseJson(response.body?.xhr?.responseText));
    const duplicate = finished.success && finished.data.duplicate;
    uppy.setFileMeta(file.id, { result: duplicate ? 'duplicate' : 'uploaded' });
    events.finished(uppy.getFile(file.id), finished.success ? finished.data.photo : null, duplicate);
  });

  uppy.on('upload-error', (file, error, response) => {
    if (!file || !uppy.getFile(file.id)) return;
    const detailed = error as Partial<TusDetailedError>;
    const xhr = response?.body?.xhr;
    const status = xhr?.status || detailed.originalResponse?.getStatus();
    const body = xhr?.responseText || detailed.originalResponse?.getBody();
    const failure = uploadFailureOf(status, body);
    uppy.setFileMeta(file.id, { failure: failure.kind });
    uppy.setFileState(file.id, { error: failureText(failure, failedText) });
    events.failed(uppy.getFile(file.id), failure);
  });
  return uppy;
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ends this page's Uppy without forgetting: Golden Retriever stops first (so the emptied list is
 * not saved over what it keeps), and the running tus uploads are only stopped, not terminated on
 * the server, so a later visit resumes them where they stopped.
 */
export function closeKeepingRecovery(uppy: PhotoUppy): void {
  const retriever = uppy.getPlugin('GoldenRetriever');
  if (retriever) uppy.removePlugin(retriever);
  const tus = uppy.getPlugin('Tus');
  if (tus) {
    for (const id of Object.keys(tus.uploaders)) {
      tus.uploaders[id]?.abort(false).catch(() => undefined);
      tus.uploaders[id] = null;
    }
  }
  uppy.destroy();
}
