import { randomUUID } from 'node:crypto';
import { SHARING_MESSAGES, UPLOAD_LIMITS } from '@eb/api-contract';
import { photoIdsOf, rewritePhotoIds, type BookDocument } from '@eb/book-model';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { FileStorage } from '../lib/file-storage';
import { ConflictError } from '../lib/domain-errors';
import { bookDocumentWrites } from '../modules/books';
import { storedDocument } from '../modules/books/document/document-writes';
import { BOOK_STATE, deriveBookFields, shareableUntil, type BookState } from '../modules/books/lifecycle';
import { createBooksRepository } from '../modules/books/repository';
import type { BookRow } from '../modules/books/schema';
import type { ShareableBook, ShareCopier } from '../modules/sharing';
import { photoKeys } from '../modules/uploads/photo-keys';
import { createPhotosRepository } from '../modules/uploads/photos-repository';
import { usedBytes } from '../modules/uploads/quota';
import { createUploadsRepository } from '../modules/uploads/uploads-repository';
import type { BookActor } from '../modules/users/account-service';
import { createUsersRepository } from '../modules/users/repository';
import { createShareBookRepository, type PhotoCopy } from './share-book-repository';

/** A copy made ready before its transaction: the original as read, and the recipient's photos for its photos. */
export interface PreparedCopy {
  original: BookRow;
  /** The recipient's company while they act for it (a funeral director's staff), else null: where they see their books. */
  companyId: string | null;
  document: BookDocument;
  /** Original photo id → the recipient's photo id (their own one with the same content, or a new copy). */
  idFor: Map<string, string>;
  /** New photo rows to write, their files already copied. */
  newPhotos: PhotoCopy[];
  /** Every file copied for the new photos: removed again when the copy is not written (or not needed). */
  copiedKeys: string[];
  /** Copies not needed after all (the recipient kept the same content meanwhile): their files go after the commit. */
  unneededKeys: string[];
}

interface Deps {
  db: Database;
  files: FileStorage;
  now: () => Date;
  actorOf: (userId: string) => Promise<BookActor>;
  /** The print module's renderings of a new document version (app.ts); its failure never fails the copy. */
  onDocumentSaved?: (bookId: number, version: number) => void | Promise<void>;
  log: FastifyBaseLogger;
  /** The recipient's photo allowance (tests set a small one). */
  quotaBytes?: number;
}

const VARIANTS = ['original', 'preview', 'thumbnail'] as const;
// Photo ids are UUIDs; any other text in a document names no photo (and must not reach a uuid column as a query error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sharing a book (issue 14) spans books, photos and accounts, hence a workflow: who may share, and
 * the recipient's copy — a new book of their own with the document at confirm time, showing photos
 * of their own: photos are shared by content (a photo they already have is used, else a copy of the
 * row and its files under a new id), never by access to the sharer's library.
 */
export function createShareBookWorkflow(deps: Deps) {
  const books = createBooksRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const photos = createPhotosRepository(deps.db);
  const uploads = createUploadsRepository(deps.db);
  const repository = createShareBookRepository(deps.db);
  const documents = bookDocumentWrites(deps.db, deps.now);
  const quotaBytes = deps.quotaBytes ?? UPLOAD_LIMITS.quotaBytes;

  /** Copies a photo's files under the new id; the keys written so far are pushed to `copied` as they go. */
  async function copyFiles(fromId: string, toId: string, copied: string[]): Promise<boolean> {
    for (const variant of VARIANTS) {
      const stored = await deps.files.get(photoKeys(fromId)[variant]);
      if (!stored) {
        // Without its original a photo cannot be printed: such a photo is left out; a missing thumbnail is made again by nobody, but is not needed for print.
        if (variant === 'original') return false;
        continue;
      }
      const key = photoKeys(toId)[variant];
      copied.push(key);
      await deps.files.put(key, stored.body, { contentType: stored.contentType, contentLength: stored.contentLength });
    }
    return true;
  }

  const copier: ShareCopier<PreparedCopy> = {
    async prepare(bookId, recipientUserId) {
      const original = await repository.book(bookId);
      if (!original) return undefined;
      // Read before the transaction (on PGlite a query beside an open transaction waits for it).
      const { actingForCompanyId } = await deps.actorOf(recipientUserId);
      const document = storedDocument(original);
      // Only photos that are kept and processed: one still processing has no files to copy yet.
      const shown = await photos.findReadyAmong([...photoIdsOf(document)].filter((id) => UUID.test(id)));
      const own = await photos.findOwnByHashes(recipientUserId, shown.map((photo) => photo.contentHash));
      const ownByHash = new Map(own.map((photo) => [photo.contentHash, photo.id]));
      const prepared: PreparedCopy = { original, companyId: actingForCompanyId, document, idFor: new Map(), newPhotos: [], copiedKeys: [], unneededKeys: [] };
      try {
        for (const photo of shown) {
          const mine = photo.userId === recipientUserId ? photo.id : ownByHash.get(photo.contentHash);
          if (mine) {
            prepared.idFor.set(photo.id, mine);
            continue;
          }
          const id = randomUUID();
          if (!(await copyFiles(photo.id, id, prepared.copiedKeys))) continue;
          const { contentHash, byteSize, fileName, format, width, height, takenAt, placeholder } = photo;
          prepared.newPhotos.push({ id, userId: recipientUserId, contentHash, byteSize, fileName, format, width, height, takenAt, placeholder });
          prepared.idFor.set(photo.id, id);
        }
      } catch (error) {
        await copier.discard(prepared);
        throw error;
      }
      return prepared;
    },

    async commit(prepared, recipientUserId, tx) {
      const at = deps.now();
      // Holding the person's row: an upload begun at the same moment is counted after this copy (uploads/quota.ts).
      await uploads.lockOwner(recipientUserId, tx);
      const adding = prepared.newPhotos.reduce((sum, photo) => sum + photo.byteSize, 0);
      if (adding > 0 && (await usedBytes({ photos, uploads }, recipientUserId, tx)) + adding > quotaBytes) {
        throw new ConflictError('SHARE_PHOTOS_FULL', SHARING_MESSAGES.photosFull);
      }
      const idFor = new Map(prepared.idFor);
      for (const copy of prepared.newPhotos) {
        // A refused upload of the same bytes keeps only its row: it gives way to the working copy.
        await photos.deleteRejectedByHash(recipientUserId, copy.contentHash, tx);
        const written = await repository.insertPhotoCopy(copy, at, tx);
        if (!written.created) {
          for (const [from, to] of idFor) if (to === copy.id) idFor.set(from, written.id);
          prepared.unneededKeys.push(...VARIANTS.map((variant) => photoKeys(copy.id)[variant]));
        }
      }
      const { original } = prepared;
      const row = await documents.insertBook(
        {
          ownerUserId: recipientUserId,
          // The recipient's book where they see their books now (like a book they start): never the
          // sharer's company, a company's only when the recipient is its staff acting for it.
          companyId: prepared.companyId,
          description: original.description,
          formatId: original.formatId,
          paperId: original.paperId,
          themeId: original.themeId,
          coverFinish: original.coverFinish,
          pagesFinish: original.pagesFinish,
          memorialPageId: original.memorialPageId,
          document: rewritePhotoIds(prepared.document, idFor) as unknown as Record<string, unknown>,
          // A rendered cover (/api/books/<id>/preview.jpg) is the original's, private to its owner: the copy gets its own.
          previewImageUrl: original.previewImageUrl?.startsWith('/api/') ? null : original.previewImageUrl,
          state: BOOK_STATE.begun,
          isTemplate: false,
        },
        recipientUserId,
        tx,
      );
      return row.id;
    },

    async discard(prepared) {
      await removeQuietly(prepared.copiedKeys);
    },

    async committed(prepared, bookId) {
      await removeQuietly(prepared.unneededKeys);
      try {
        await deps.onDocumentSaved?.(bookId, 1);
      } catch (error) {
        deps.log.error({ err: error, bookId }, 'after-save hook of a shared copy failed');
      }
    },
  };

  async function removeQuietly(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await deps.files.deleteMany(keys);
    } catch (error) {
      // Left behind: files without a row, never a row without files.
      deps.log.error({ err: error, count: keys.length }, 'removing copied photo files failed');
    }
  }

  return {
    copier,

    async sharer(userId: string) {
      const user = await users.findById(userId);
      return { isTemporary: user?.isTemporary ?? true, isConfirmed: user?.emailConfirmedAt != null };
    },

    /** The book when the caller may edit it: the rule of saving its document (owner, or staff of its company in the company's view). */
    async bookToShare(userId: string, bookId: number): Promise<ShareableBook | undefined> {
      const actor = await deps.actorOf(userId);
      const book = await books.find({ userId: actor.userId, companyId: actor.actingForCompanyId }, bookId);
      if (!book) return undefined;
      const dates = { state: book.state as BookState, isTemplate: book.isTemplate, lastEdit: book.lastEdit, finishedAt: book.finishedAt, lastOrdered: book.lastOrdered };
      return {
        id: book.id,
        description: book.description,
        isTemplate: book.isTemplate,
        isEditable: book.state === BOOK_STATE.begun && deriveBookFields(dates, deps.now()).isEditable,
        shareableUntil: shareableUntil(book.createdAt),
      };
    },

    bookName: (bookId: number) => repository.bookName(bookId),
  };
}

export type ShareBookWorkflow = ReturnType<typeof createShareBookWorkflow>;
