import type { Book, UserInfo } from '@eb/api-contract';

/**
 * The rules of SPEC.md sections 4 and 5 as the book list shows them. The server enforces each of
 * them again; here they decide which actions a book offers.
 */

export const DESCRIPTION_MAX_LENGTH = 150;

const isFuture = (iso: string | null, now: Date) => iso != null && Date.parse(iso) > now.getTime();

/** SPEC.md section 4: finished books (while kept), and ordered ones that can still be ordered again. */
export function isCartEligible(book: Book, now: Date): boolean {
  if (book.isTemplate) return false;
  if (book.state === 2) return book.orderableUntil == null || isFuture(book.orderableUntil, now);
  if (book.state === 3) return isFuture(book.orderableUntil, now);
  return false;
}

/** The person's own ticks and unticks, by book; a book without one follows its state (finished books start ticked). */
export type CartChoices = Readonly<Record<number, boolean>>;

export function isInCart(book: Book, choices: CartChoices, now: Date): boolean {
  if (!isCartEligible(book, now)) return false;
  return choices[book.pk] ?? book.state === 2;
}

export function cartBooks(books: readonly Book[], choices: CartChoices, now: Date): Book[] {
  return books.filter((book) => isInCart(book, choices, now));
}

// Shared with the checkout, which clears the ticks of ordered books.
export { parseCartChoices } from '../../../lib/basket-choices';

export const templateCount = (books: readonly Book[]) => books.filter((book) => book.isTemplate).length;

/** 'full' shows the action disabled with 'max. Vorlagenanzahl erreicht'. */
export type Availability = 'yes' | 'full' | 'no';

export type OpenMode = 'template' | 'edit' | 'view';

/** 'ended' shows 'Teilen' disabled: the 100 days after the book was made are over (SPEC.md section 9). */
export type ShareAvailability = 'yes' | 'ended' | 'no';

export interface BookActions {
  open: OpenMode;
  cart: boolean;
  rename: boolean;
  remove: boolean;
  copy: Availability;
  share: ShareAvailability;
  createTemplate: Availability;
  newFromTemplate: boolean;
}

type Person = Pick<UserInfo, 'isMortician' | 'isTemporary' | 'isEmailConfirmed' | 'maxTemplates'> | null;

export function bookActions(book: Book, user: Person, templates: number, now: Date): BookActions {
  const isMortician = user?.isMortician ?? false;
  const full = templates >= (user?.maxTemplates ?? 0);
  const ordered = book.state === 3;
  return {
    open: book.isTemplate ? 'template' : book.isEditable ? 'edit' : 'view',
    cart: isCartEligible(book, now),
    rename: !ordered,
    remove: !ordered,
    // SPEC.md section 5: a template's copy is a template and needs room; a book needs to be editable.
    copy: book.isTemplate ? (full ? 'full' : 'yes') : book.isEditable ? 'yes' : 'no',
    share: shareAvailability(book, user, now),
    createTemplate: isMortician && !book.isTemplate ? (full ? 'full' : 'yes') : 'no',
    newFromTemplate: book.isTemplate,
  };
}

/**
 * SPEC.md sections 5 and 9: sharing for non-template, editable books of registered, confirmed people
 * (the sharing page turns unconfirmed ones away, so the card does too), within 100 days of the book's creation.
 */
export function shareAvailability(book: Book, user: Person, now: Date): ShareAvailability {
  if (book.isTemplate || !book.isEditable || user == null || user.isTemporary || !user.isEmailConfirmed) return 'no';
  // The server names the day; without one (never for a book) it decides alone.
  return book.shareableUntil == null || isFuture(book.shareableUntil, now) ? 'yes' : 'ended';
}

export type NameProblem = 'required' | 'tooLong';

/** PRODUCT.md: a rename to an empty name or to more than 150 characters is refused. */
export function checkBookName(value: string): NameProblem | null {
  const name = value.trim();
  if (!name) return 'required';
  if (name.length > DESCRIPTION_MAX_LENGTH) return 'tooLong';
  return null;
}
