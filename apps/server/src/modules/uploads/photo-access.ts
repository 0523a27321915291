import { UPLOAD_MESSAGES } from '@eb/api-contract';
import { NotFoundError } from '../../lib/domain-errors';
import type { SignedInCaller } from '../auth/authentication';
import type { PhotosRepository } from './photos-repository';
import type { PhotoRow } from './schema';

/** The one answer for a photo that does not exist, is not the caller's, or has no such file (any more). */
export function photoNotFound(): NotFoundError {
  return new NotFoundError('PHOTO_NOT_FOUND', UPLOAD_MESSAGES.photoNotFound);
}

/**
 * The one rule of who may see a photo and its files: its owner. (The people a book is shared with
 * and the operators printing it will be added here.) Anyone else gets exactly the answer of a photo
 * that does not exist, so an id reveals nothing.
 */
export async function viewablePhoto(photos: PhotosRepository, caller: SignedInCaller, photoId: string): Promise<PhotoRow> {
  const photo = await photos.findById(photoId);
  if (!photo || photo.userId !== caller.userId) throw photoNotFound();
  return photo;
}
