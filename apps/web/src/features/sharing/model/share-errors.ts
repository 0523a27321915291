import { SHARING_MESSAGES, type Book } from '@eb/api-contract';
import { ApiRequestError } from '../../../lib/api/api-client';
import { serverMessageOf } from '../../../lib/api/server-message';

const isUnusableLink = (error: unknown) => error instanceof ApiRequestError && (error.status === 400 || error.status === 404);

/** SPEC.md section 8 'Share send': 404 names the book, explained refusals keep the server's words, else the general sentence. */
export function shareErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) return SHARING_MESSAGES.bookNotFound;
  return serverMessageOf(error) ?? SHARING_MESSAGES.failed;
}

/** Share info 400/404: the link is no longer valid (SPEC.md section 8), whatever the server added. */
export function landingErrorText(error: unknown): string {
  return isUnusableLink(error) ? SHARING_MESSAGES.linkInvalid : (serverMessageOf(error) ?? SHARING_MESSAGES.failed);
}

/** Confirm share 400/404: the same, pointing to the book list; a refusal (a full photo archive) in the server's words. */
export function confirmErrorText(error: unknown): string {
  return isUnusableLink(error) ? SHARING_MESSAGES.confirmLinkInvalid : (serverMessageOf(error) ?? SHARING_MESSAGES.failed);
}

/** Why this book cannot be shared (the server refuses the same on sending, SPEC.md sections 5 and 9); null when it can. */
export function whyNotShareable(book: Pick<Book, 'isTemplate' | 'isEditable' | 'shareableUntil'>, now: Date): string | null {
  if (book.isTemplate) return SHARING_MESSAGES.templateNotShared;
  if (!book.isEditable) return SHARING_MESSAGES.notEditable;
  if (book.shareableUntil != null && Date.parse(book.shareableUntil) <= now.getTime()) return SHARING_MESSAGES.tooOld;
  return null;
}
