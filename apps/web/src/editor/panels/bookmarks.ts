/**
 * SPEC.md section 3: bookmarks per order (book) kept locally as a list of pk and type. Kept in
 * localStorage under one key per book; anything unreadable there counts as no bookmarks.
 */
export interface Bookmark {
  pk: number;
  type: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export const bookmarksKey = (bookId: number) => `eb.editor.bookmarks.${bookId}`;

export function loadBookmarks(storage: Storage | undefined, bookId: number): Bookmark[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(bookmarksKey(bookId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Bookmark =>
        typeof entry === 'object' && entry !== null && Number.isInteger((entry as Bookmark).pk) && typeof (entry as Bookmark).type === 'string',
    );
  } catch {
    return [];
  }
}

export const isBookmarked = (bookmarks: readonly Bookmark[], item: Bookmark): boolean =>
  bookmarks.some((entry) => entry.pk === item.pk && entry.type === item.type);

/** Adds or removes one bookmark and stores the list; answers the new list. Storage that refuses (full, private mode) keeps it for this visit. */
export function toggleBookmark(storage: Storage | undefined, bookId: number, bookmarks: readonly Bookmark[], item: Bookmark): Bookmark[] {
  const next = isBookmarked(bookmarks, item)
    ? bookmarks.filter((entry) => !(entry.pk === item.pk && entry.type === item.type))
    : [...bookmarks, { pk: item.pk, type: item.type }];
  try {
    storage?.setItem(bookmarksKey(bookId), JSON.stringify(next));
  } catch {
    // Nothing to do: the list still holds for as long as the editor is open.
  }
  return next;
}
