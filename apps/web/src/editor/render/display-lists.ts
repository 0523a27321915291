import { layoutSpread, type DisplayList, type LayoutResources } from '@eb/book-layout';
import { pageCount, type BookDocument } from '@eb/book-model';

/**
 * Display lists of the layout function, kept per spread object: commands copy only the path to what
 * they change (structural sharing), so an unchanged spread is the same object and is not laid out
 * again. An inner spread's list depends on the spread, its index (page numbers) and the photos; the
 * cover's on the cover and the page count (the spine's width).
 */
export interface DisplayListCache {
  get(document: BookDocument, spreadIndex: number): DisplayList;
}

export function createDisplayListCache(resources: LayoutResources): DisplayListCache {
  const cache = new WeakMap<object, { key: string; list: DisplayList }>();
  return {
    get(document, spreadIndex) {
      const owner: object = spreadIndex === 0 ? document.cover : document.spreads[spreadIndex - 1]!;
      const key = spreadIndex === 0 ? `cover|${pageCount(document)}` : `inner|${spreadIndex}`;
      const hit = cache.get(owner);
      if (hit && hit.key === key) return hit.list;
      const list = layoutSpread(document, spreadIndex, resources);
      cache.set(owner, { key, list });
      return list;
    },
  };
}
