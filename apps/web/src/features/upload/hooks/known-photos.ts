import type { Photo } from '@eb/api-contract';
import type { TusBody } from '@uppy/tus';
import { findKnownPhotos } from '../api/find-known-photos';
import { hashesOf, sha256Hex } from '../model/content-hash';
import type { PhotoFile, PhotoUppy, UploaderEvents } from './create-uploader';

/**
 * Before sending: the SHA-256 of each new file (one at a time, files are up to 50 MB), then one
 * question to the server which of them it already has. Those are marked done without a byte sent.
 * When the question cannot be asked, everything is sent: the server keeps one copy anyway.
 */
export async function skipKnownPhotos(uppy: PhotoUppy, fileIDs: string[], events: UploaderEvents): Promise<void> {
  const present = () => fileIDs.map((id) => uppy.getFile(id)).filter((file): file is PhotoFile => file != null && !file.progress.uploadComplete);
  for (const file of present()) {
    if (file.meta.sha256 || !file.data || file.isRemote) continue;
    uppy.emit('preprocess-progress', file, { mode: 'indeterminate' });
    const hash = await sha256Hex(file.data);
    if (hash && uppy.getFile(file.id)) uppy.setFileMeta(file.id, { sha256: hash });
  }
  const waiting = present();
  const hashes = hashesOf(waiting);
  let known: Photo[] = [];
  try {
    if (hashes.length > 0) known = await findKnownPhotos(hashes);
  } catch {
    // Asking is an optimisation only.
  }
  for (const file of waiting) {
    if (uppy.getFile(file.id)) uppy.emit('preprocess-complete', uppy.getFile(file.id));
  }
  markKnown(uppy, waiting, known, events);
}

/**
 * Files of an earlier visit that the server already keeps are done: a photo that finished just
 * before the tab went may come back as unfinished, with or without its bytes (Golden Retriever
 * drops them and writes down "finished" a moment apart). What the server does not know goes on as usual.
 */
export async function settleRestoredFiles(uppy: PhotoUppy, events: UploaderEvents): Promise<void> {
  const unfinished = uppy.getFiles().filter((file) => !file.progress.uploadComplete && file.meta.sha256);
  if (unfinished.length === 0) return;
  try {
    markKnown(uppy, unfinished, await findKnownPhotos(hashesOf(unfinished)), events);
  } catch {
    // Unanswered, they stay as they came back: sent again, or asked for again if their bytes are gone.
  }
}

/** Marks the files whose content the server already keeps as done, without a byte sent. */
function markKnown(uppy: PhotoUppy, files: readonly PhotoFile[], known: readonly Photo[], events: UploaderEvents): void {
  const byHash = new Map(known.map((photo) => [photo.contentHash, photo]));
  for (const file of files) {
    const photo = file.meta.sha256 ? byHash.get(file.meta.sha256) : undefined;
    if (!photo || !uppy.getFile(file.id)) continue;
    uppy.setFileMeta(file.id, { result: 'known' });
    // Uppy's own way of marking a file done: Golden Retriever drops its bytes and the uploader skips it.
    uppy.emit('upload-success', uppy.getFile(file.id), { status: 200, body: {} as TusBody });
    events.finished(uppy.getFile(file.id), photo, true);
  }
}
