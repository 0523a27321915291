import { layoutSpread, type DisplayList, type LayoutResources } from '@eb/book-layout';
import { pageCount, type BookDocument } from '@eb/book-model';

/**
 * Display lists of the layout function, kept per spread object: commands copy only the path to what
 * they change (structural sharing), so an unchanged spread is the same object and is not laid out
 * again. An inner spread's list depends on the spread, its index (page numbers) and the photos; the
 * cover's on the cover and the page count (the spine's width). Only the lists used last are kept (a
 * 96-page book's 49 lists of glyph runs are tens of MB): what is on screen and in the strip's view.
 */
const KEPT_LISTS = 40;

export interface DisplayListCache {
  get(document: BookDocument, spreadIndex: number): DisplayList;
}

export function createDisplayListCache(resources: LayoutResources): DisplayListCache {
  // A Map keeps insertion order: a hit is moved to the end, the oldest entry goes first.
  const cache = new Map<object, { key: string; list: DisplayList }>();
  return {
    get(document, spreadIndex) {
      const owner: object = spreadIndex === 0 ? document.cover : document.spreads[spreadIndex - 1]!;
      const key = spreadIndex === 0 ? `cover|${pageCount(document)}` : `inner|${spreadIndex}`;
      const hit = cache.get(owner);
      cache.delete(owner);
      if (hit && hit.key === key) {
        cache.set(owner, hit);
        return hit.list;
      }
      const list = layoutSpread(document, spreadIndex, resources);
      cache.set(owner, { key, list });
      if (cache.size > KEPT_LISTS) cache.delete(cache.keys().next().value!);
      return list;
    },
  };
}
