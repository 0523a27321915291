import { UPLOAD_MESSAGES } from '@eb/api-contract';
import type { Database } from '../../db/client';
import { ConflictError } from '../../lib/domain-errors';
import type { FileDeletions } from './file-deletions';
import { photoNotFound } from './photo-access';
import { photoKeys } from './photo-keys';
import { photoInUse } from './photo-use';
import type { PhotosRepository } from './photos-repository';

/**
 * Removes a person's photo, unless a book uses it. Only the owner removes: whoever else may see a
 * photo (a shared book) gets the same 404 as a stranger. The trigger of migration 0014 queues the
 * files in the deleting transaction; they are removed at once as well, so the person sees them gone.
 */
export async function removePhoto(deps: { db: Database; photos: PhotosRepository; deletions: FileDeletions }, userId: string, photoId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const photo = await deps.photos.findById(photoId, tx);
    if (!photo || photo.userId !== userId) throw photoNotFound();
    if (await photoInUse(deps.photos, tx, photoId)) throw new ConflictError('PHOTO_IN_USE', UPLOAD_MESSAGES.photoInUse);
    await deps.photos.deleteOwn(userId, photoId, tx);
  });
  await deps.deletions.removeNow(Object.values(photoKeys(photoId)));
}
