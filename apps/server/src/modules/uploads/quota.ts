import { UPLOAD_LIMITS } from '@eb/api-contract';
import type { PhotosRepository } from './photos-repository';
import { refusals } from './upload-content-check';
import type { UploadsRepository } from './uploads-repository';

/** What a person's photos use: the kept ones and the uploads still in progress (by their announced size). */
export async function usedBytes(deps: { photos: PhotosRepository; uploads: UploadsRepository }, userId: string): Promise<number> {
  const [kept, announced] = await Promise.all([deps.photos.keptBytes(userId), deps.uploads.announcedBytes(userId)]);
  return kept + announced;
}

/**
 * Refuses a new upload of `size` bytes that would take the person over their quota. Checked when
 * the upload is created, before a byte is sent; two uploads begun at the same moment may together
 * pass it by one photo, which is fine for a limit of this kind.
 */
export async function assertWithinQuota(
  deps: { photos: PhotosRepository; uploads: UploadsRepository },
  userId: string,
  size: number,
  quotaBytes: number = UPLOAD_LIMITS.quotaBytes,
): Promise<void> {
  if ((await usedBytes(deps, userId)) + size > quotaBytes) throw refusals.quotaExceeded();
}
