import { describe, expect, it } from 'vitest';
import { bookmarksKey, isBookmarked, loadBookmarks, toggleBookmark } from './bookmarks';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('bookmarks', () => {
  it('keeps a list of pk and type per book, across loads', () => {
    const storage = memoryStorage();
    let list = toggleBookmark(storage, 7, loadBookmarks(storage, 7), { pk: 3, type: 'condolence' });
    list = toggleBookmark(storage, 7, list, { pk: 3, type: 'candle' });
    expect(JSON.parse(storage.values.get(bookmarksKey(7))!)).toEqual([
      { pk: 3, type: 'condolence' },
      { pk: 3, type: 'candle' },
    ]);
    expect(loadBookmarks(storage, 7)).toEqual(list);
    // Another book has its own list.
    expect(loadBookmarks(storage, 8)).toEqual([]);
  });

  it('removes a bookmark toggled twice, telling items of the same pk but another type apart', () => {
    const storage = memoryStorage();
    let list = toggleBookmark(storage, 1, [], { pk: 5, type: 'quote' });
    list = toggleBookmark(storage, 1, list, { pk: 5, type: 'gift' });
    list = toggleBookmark(storage, 1, list, { pk: 5, type: 'quote' });
    expect(list).toEqual([{ pk: 5, type: 'gift' }]);
    expect(isBookmarked(list, { pk: 5, type: 'quote' })).toBe(false);
    expect(isBookmarked(loadBookmarks(storage, 1), { pk: 5, type: 'gift' })).toBe(true);
  });

  it('reads broken or foreign values as no bookmarks, and skips malformed entries', () => {
    expect(loadBookmarks(memoryStorage({ [bookmarksKey(1)]: '{kaputt' }), 1)).toEqual([]);
    expect(loadBookmarks(memoryStorage({ [bookmarksKey(1)]: '{"pk":1}' }), 1)).toEqual([]);
    expect(loadBookmarks(memoryStorage({ [bookmarksKey(1)]: '[{"pk":1,"type":"gift"},{"pk":"x","type":"gift"},null]' }), 1)).toEqual([{ pk: 1, type: 'gift' }]);
    expect(loadBookmarks(undefined, 1)).toEqual([]);
  });

  it('keeps the list for the visit when storage refuses to write', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(toggleBookmark(refusing, 1, [], { pk: 2, type: 'candle' })).toEqual([{ pk: 2, type: 'candle' }]);
  });
});
