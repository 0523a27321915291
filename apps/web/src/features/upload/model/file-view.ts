/**
 * What the page says about each chosen file and about the whole batch, read from Uppy's file state
 * (and the few facts this page adds to a file's meta). Pure, so the words a person sees are tested.
 */
export type FileStatus = 'checking' | 'waiting' | 'uploading' | 'paused' | 'done' | 'known' | 'offline' | 'retrying' | 'refused' | 'failed' | 'missing';

/** Facts the page keeps on a file (Uppy meta; Golden Retriever keeps them across a closed tab). Never sent: tus sends only filename and sha256. */
export type PageMeta = {
  sha256?: string;
  /** uploaded: new on the server; duplicate: the server had these bytes; known: skipped, the server had them. */
  result?: 'uploaded' | 'duplicate' | 'known';
  failure?: 'refused' | 'connection' | 'failed';
};

export interface FileLike {
  id: string;
  name: string;
  size: number | null;
  isPaused?: boolean;
  isGhost: boolean;
  error?: string | null;
  meta: PageMeta;
  progress: {
    uploadStarted: number | null;
    bytesUploaded: number | false;
    bytesTotal: number | null;
    uploadComplete?: boolean;
    preprocess?: unknown;
  };
}

/** `recovering`: files of an earlier visit wait for the person to continue or discard them. */
export function fileStatus(file: FileLike, online: boolean, recovering = false): FileStatus {
  if (file.progress.uploadComplete) return file.meta.result === 'uploaded' ? 'done' : file.meta.result ? 'known' : 'done';
  if (file.isGhost) return 'missing';
  if (recovering) return 'waiting';
  if (file.error) {
    // No answer while the browser says it is online (server restarting, dead line): the page tries
    // again by itself, so the words must not claim the connection is down.
    if (file.meta.failure === 'connection') return online ? 'retrying' : 'offline';
    return file.meta.failure === 'refused' ? 'refused' : 'failed';
  }
  if (file.isPaused) return 'paused';
  if (file.progress.preprocess) return 'checking';
  if (file.progress.uploadStarted != null) {
    if (!online) return 'offline';
    // Uppy marks a whole batch started at once; a photo is on its way only once its bytes move.
    return file.progress.bytesUploaded ? 'uploading' : 'waiting';
  }
  return 'waiting';
}

export const isFinished = (status: FileStatus) => status === 'done' || status === 'known';
/**
 * Pausing is offered only while bytes move: a photo paused before its tus upload exists (still
 * checked or waiting its turn) would never start again and could hold a place in Uppy's queue.
 */
export const canPause = (status: FileStatus) => status === 'uploading';
/** Trying again helps what failed on the way; a photo refused for its content would be refused again. */
export const canRetry = (status: FileStatus) => status === 'failed' || status === 'retrying';

/** The paused files, for "Alle fortsetzen" (never Uppy's resumeAll, which also wipes the errors of failed files). */
export const pausedIds = (files: readonly FileLike[], online: boolean, recovering = false) =>
  files.filter((file) => fileStatus(file, online, recovering) === 'paused').map((file) => file.id);
/** The files "Alle erneut versuchen" sends again. */
export const retryIds = (files: readonly FileLike[], online: boolean, recovering = false) =>
  files.filter((file) => canRetry(fileStatus(file, online, recovering))).map((file) => file.id);
/** Files that stopped for want of an answer: the page tries them again by itself (back online, every minute, tab shown again). */
export const connectionFailureIds = (files: readonly FileLike[]) =>
  files.filter((file) => file.error && file.meta.failure === 'connection' && !file.progress.uploadComplete && !file.isGhost).map((file) => file.id);
/** Files that will not finish without the person doing something. */
export const needsAttention = (status: FileStatus) => status === 'refused' || status === 'failed' || status === 'missing';

export function filePercent(file: FileLike): number {
  if (file.progress.uploadComplete) return 100;
  const total = file.progress.bytesTotal ?? file.size ?? 0;
  const sent = file.progress.bytesUploaded || 0;
  return total > 0 ? Math.min(100, Math.floor((sent * 100) / total)) : 0;
}

export interface BatchView {
  total: number;
  finished: number;
  attention: number;
  /** Bytes of the files that can still finish, and of those how many are sent. */
  bytesTotal: number;
  bytesSent: number;
  /** Something is on its way (not all finished or waiting for the person). */
  running: boolean;
  percent: number;
}

export function batchView(files: readonly FileLike[], online: boolean, recovering = false): BatchView {
  let finished = 0;
  let attention = 0;
  let bytesTotal = 0;
  let bytesSent = 0;
  let running = false;
  for (const file of files) {
    const status = fileStatus(file, online, recovering);
    if (isFinished(status)) finished++;
    if (needsAttention(status)) {
      attention++;
      continue;
    }
    const size = file.progress.bytesTotal ?? file.size ?? 0;
    bytesTotal += size;
    bytesSent += isFinished(status) ? size : Math.min(size, file.progress.bytesUploaded || 0);
    if (!isFinished(status) && status !== 'paused' && !recovering) running = true;
  }
  const percent = bytesTotal > 0 ? Math.floor((bytesSent * 100) / bytesTotal) : finished > 0 ? 100 : 0;
  return { total: files.length, finished, attention, bytesTotal, bytesSent, running, percent };
}
