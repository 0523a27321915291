import { UPLOAD_MESSAGES, type PhotoVariant } from '@eb/api-contract';
import { NotFoundError } from '../../lib/domain-errors';
import type { SignedInCaller } from '../auth/authentication';
import type { AccountFacts } from '../users/account-facts';
import type { PhotosRepository } from './photos-repository';
import type { PhotoRow } from './schema';

/** The one answer for a photo that does not exist, is not the caller's, or has no such file (any more). */
export function photoNotFound(): NotFoundError {
  return new NotFoundError('PHOTO_NOT_FOUND', UPLOAD_MESSAGES.photoNotFound);
}

/**
 * What the uploads module asks the books module about books and their photos (injected in app.ts:
 * modules never read each other's tables). `known`: the caller's account facts, read by the sign-in check.
 */
export interface PhotosOfBooks {
  /** The photo ids a book's current document shows; NotFoundError for a book the caller may not open. */
  photoIdsOfBook(userId: string, bookId: number, known?: AccountFacts): Promise<string[]>;
  /** Whether a book the caller may open (own, or the company's in its view) shows the photo. */
  showsPhoto(userId: string, photoId: string, known?: AccountFacts): Promise<boolean>;
}

/**
 * The one rule of who may see a photo and its files: its owner, and — preview and thumbnail only —
 * whoever may open a book that shows it (a colleague in a company book). The original stays the
 * owner's: the editor never shows originals, and the print reads them on the server (photo-files.ts).
 * Anyone else gets exactly the answer of a photo that does not exist, so an id reveals nothing.
 */
export async function viewablePhoto(
  photos: PhotosRepository,
  books: PhotosOfBooks,
  caller: SignedInCaller,
  photoId: string,
  variant: PhotoVariant,
): Promise<PhotoRow> {
  const photo = await photos.findById(photoId);
  if (!photo) throw photoNotFound();
  if (photo.userId === caller.userId) return photo;
  if (variant !== 'original' && (await books.showsPhoto(caller.userId, photoId, caller.account))) return photo;
  throw photoNotFound();
}
