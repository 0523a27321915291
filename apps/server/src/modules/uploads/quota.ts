import { UPLOAD_LIMITS } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import type { PhotosRepository } from './photos-repository';
import { refusals } from './upload-content-check';
import type { UploadsRepository } from './uploads-repository';

/** What a person's photos use: the kept ones and the uploads still in progress (by their announced size). */
export async function usedBytes(deps: { photos: PhotosRepository; uploads: UploadsRepository }, userId: string, tx?: Executor): Promise<number> {
  const kept = await deps.photos.keptBytes(userId, tx);
  const announced = await deps.uploads.announcedBytes(userId, tx);
  return kept + announced;
}

/**
 * Refuses a new upload of `size` bytes that would take the person over their quota. Checked when
 * the upload is created, before a byte is sent. The caller runs it in the transaction that inserts
 * the upload, holding the person's row (uploads-repository lockOwner): so two uploads begun at the
 * same moment, in one process or two, are counted one after the other and cannot pass it together.
 */
export async function assertWithinQuota(
  deps: { photos: PhotosRepository; uploads: UploadsRepository },
  userId: string,
  size: number,
  quotaBytes: number = UPLOAD_LIMITS.quotaBytes,
  tx?: Executor,
): Promise<void> {
  if ((await usedBytes(deps, userId, tx)) + size > quotaBytes) throw refusals.quotaExceeded();
}
