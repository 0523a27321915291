import { SHARE_LINK_VALID_DAYS, SHARING_MESSAGES, shareHashParamSchema, type ConfirmShareResponse, type ShareRequest, type SharedBookInfo, type ShareResponse } from '@eb/api-contract';
import type { Executor } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooManyRequestsError } from '../../lib/domain-errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import type { MailService } from '../mail/service';
import type { SharingRepository } from './repository';
import { shareMail } from './share-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Per 24 hours: shares by one person, and shares to one address from anyone (decision 037). */
export const SHARE_LIMITS = { bySharer: 20, forRecipient: 5 } as const;

/** A book as the sharing rules need it, when the caller may edit it (owner, or staff of its company). */
export interface ShareableBook {
  id: number;
  description: string;
  isTemplate: boolean;
  /** Begun and still kept for editing (books' lifecycle). */
  isEditable: boolean;
  /** created + 100 days (SPEC.md section 9). */
  shareableUntil: Date;
}

/**
 * The copy of a shared book for its recipient (workflows/share-book.ts): prepared before the
 * transaction (files copied), written inside it, its copied files removed again when that fails.
 */
export interface ShareCopier<Prepared> {
  /** undefined when the original is gone. */
  prepare(bookId: number, recipientUserId: string): Promise<Prepared | undefined>;
  /** Writes the copy (photo rows, book); 409 when the recipient's photo quota would be exceeded. Answers the new book's id. */
  commit(prepared: Prepared, recipientUserId: string, tx: Executor): Promise<number>;
  discard(prepared: Prepared): Promise<void>;
  /** After the commit: files not needed after all go, and the copy gets its own previews. Never fails. */
  committed(prepared: Prepared, bookId: number): Promise<void>;
}

export interface SharingDeps<Prepared> {
  repository: SharingRepository;
  transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
  /** Whether the person is registered (no trial) and has confirmed their address. */
  sharer: (userId: string) => Promise<{ isTemporary: boolean; isConfirmed: boolean }>;
  /** The book when the caller may edit it; undefined otherwise (not there, someone else's). */
  bookToShare: (userId: string, bookId: number) => Promise<ShareableBook | undefined>;
  /** The book's current name; null when it is gone. */
  bookName: (bookId: number) => Promise<string | null>;
  copier: ShareCopier<Prepared>;
}

// Control characters (a line break) in a name would break the mail's subject line.
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
const isWellFormed = (hash: string) => shareHashParamSchema.safeParse({ hash }).success;

/** SPEC.md section 4 'Sharing': the rules, whatever the browser sends. */
export function createSharingService<Prepared>(deps: SharingDeps<Prepared>) {
  const { repository, now } = deps;
  const linkInvalid = () => new NotFoundError('SHARE_LINK_INVALID', SHARING_MESSAGES.linkInvalid);
  const confirmLinkInvalid = () => new NotFoundError('SHARE_LINK_INVALID', SHARING_MESSAGES.confirmLinkInvalid);

  return {
    /**
     * Mails a single-use link to the address. The answer is the same whether or not the address
     * has an account: the sharer learns nothing about the recipient.
     */
    async share(userId: string, bookId: number, input: ShareRequest & { text: string | null }): Promise<ShareResponse> {
      const sharerName = oneLine(input.userName);
      // Only control characters (which the schema's trim keeps): no name to sign the mail with.
      if (sharerName === '') throw new InvalidInputError('SHARE_NAME_REQUIRED', SHARING_MESSAGES.nameRequired, { field: 'userName' });
      const who = await deps.sharer(userId);
      if (who.isTemporary || !who.isConfirmed) throw new ForbiddenError('SHARE_REGISTERED_ONLY', SHARING_MESSAGES.registeredOnly);
      const book = await deps.bookToShare(userId, bookId);
      if (!book) throw new NotFoundError('BOOK_NOT_FOUND', SHARING_MESSAGES.bookNotFound);
      if (book.isTemplate) throw new ConflictError('SHARE_TEMPLATE', SHARING_MESSAGES.templateNotShared);
      if (!book.isEditable) throw new ConflictError('SHARE_NOT_EDITABLE', SHARING_MESSAGES.notEditable);
      const at = now();
      if (at.getTime() >= book.shareableUntil.getTime()) throw new ConflictError('SHARE_TOO_OLD', SHARING_MESSAGES.tooOld);
      // Like every mailed link 7 days, and never after the share window.
      const validUntil = new Date(Math.min(at.getTime() + SHARE_LINK_VALID_DAYS * DAY_MS, book.shareableUntil.getTime()));
      const recipient = input.email.trim();
      const recipientKey = recipient.toLowerCase();
      const { token, hash } = newSecretToken();
      const dayAgo = new Date(at.getTime() - DAY_MS);
      await deps.transaction(async (tx) => {
        await repository.lockCounts(userId, recipientKey, tx);
        if ((await repository.countBySharerSince(userId, dayAgo, tx)) >= SHARE_LIMITS.bySharer) throw new TooManyRequestsError('SHARE_TOO_MANY_BY_SHARER', SHARING_MESSAGES.tooManyBySharer);
        if ((await repository.countForRecipientSince(recipientKey, dayAgo, tx)) >= SHARE_LIMITS.forRecipient) throw new TooManyRequestsError('SHARE_TOO_MANY_FOR_RECIPIENT', SHARING_MESSAGES.tooManyForRecipient);
        const inserted = await repository.insert(
          { bookId: book.id, sharerUserId: userId, recipientEmail: recipientKey, sharerName, message: input.text, tokenHash: hash, createdAt: at, expiresAt: validUntil },
          tx,
        );
        // Deleted since it was checked (another tab): as if it had never been there.
        if (!inserted) throw new NotFoundError('BOOK_NOT_FOUND', SHARING_MESSAGES.bookNotFound);
        // In the outbox with the share: the mail exists exactly when the share does.
        await deps.mail.enqueue(
          shareMail({ sharerName, bookName: book.description, message: input.text, url: `${deps.publicUrl}/geteiltes-buch/${token}`, validUntil }),
          { to: recipient },
          tx,
        );
      });
      return { linkValidUntil: validUntil.toISOString() };
    },

    /** What the landing page shows; 404 for a link that is malformed, unknown, used, expired or whose book is gone. */
    async info(token: string): Promise<SharedBookInfo> {
      if (!isWellFormed(token)) throw linkInvalid();
      const share = await repository.findValid(hashSecretToken(token), now());
      if (!share) throw linkInvalid();
      const bookDescription = await deps.bookName(share.bookId);
      if (bookDescription === null) throw linkInvalid();
      return { sharerName: share.sharerName, bookDescription, message: share.message, linkValidUntil: share.expiresAt.toISOString() };
    },

    /**
     * The caller's own, independent copy of the shared book, exactly once per link: the link is used
     * up by compare-and-set in the transaction that writes the copy, so of two confirmations at the
     * same moment one copies and the other finds the link used (404).
     */
    async confirm(userId: string, token: string): Promise<ConfirmShareResponse> {
      if (!isWellFormed(token)) throw confirmLinkInvalid();
      const share = await repository.findValid(hashSecretToken(token), now());
      if (!share) throw confirmLinkInvalid();
      const prepared = await deps.copier.prepare(share.bookId, userId);
      if (prepared === undefined) throw confirmLinkInvalid();
      let bookId: number;
      try {
        bookId = await deps.transaction(async (tx) => {
          if (!(await repository.claim(share.id, userId, now(), tx))) throw confirmLinkInvalid();
          const copyId = await deps.copier.commit(prepared, userId, tx);
          await repository.setCopy(share.id, copyId, tx);
          return copyId;
        });
      } catch (error) {
        // Nothing was written: the files copied for it go again.
        await deps.copier.discard(prepared);
        throw error;
      }
      await deps.copier.committed(prepared, bookId);
      return { bookId };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService<unknown>>;
