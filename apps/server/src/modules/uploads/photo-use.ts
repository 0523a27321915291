import type { Executor } from '../../db/client';

/**
 * Whether a book uses the photo: such a photo cannot be removed. Book documents name photos from
 * issue 11 on, which fills these two in (a look into the books' documents); until then no book
 * uses any photo.
 */
export async function photoInUse(photoId: string, tx?: Executor): Promise<boolean> {
  return (await photosInUse([photoId], tx)).has(photoId);
}

/** The photos among these that a book uses (one question for a whole list). */
export async function photosInUse(_photoIds: readonly string[], _tx?: Executor): Promise<Set<string>> {
  return new Set();
}
