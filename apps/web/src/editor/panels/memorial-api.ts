import type { MemorialEntry, MemorialPageData } from '@eb/api-contract';
import { apiGet } from '../../lib/api/api-client';
import type { MemorialData } from './memorial-items';

/**
 * SPEC.md section 7 'Memorial data', read through the book (orderPk = the book's id): the page's
 * data, its candles, condolences and gifts, and the quotes. Failures yield empty lists, and a book
 * without a memorial page (404) has no page data — the panel still offers the quotes.
 */
export async function getMemorialData(bookId: number, signal?: AbortSignal): Promise<MemorialData> {
  const list = <T,>(path: string) => apiGet<T[]>(path, signal).then((items) => (Array.isArray(items) ? items : [])).catch(() => [] as T[]);
  const [page, candles, condolences, gifts, quotes] = await Promise.all([
    apiGet<MemorialPageData>(`/api/memorialpages/${bookId}`, signal).catch(() => null),
    list<MemorialEntry>(`/api/memorialpages/${bookId}/candles`),
    list<MemorialEntry>(`/api/memorialpages/${bookId}/condolences`),
    list<MemorialEntry>(`/api/memorialpages/${bookId}/gifts`),
    list<MemorialData['quotes'][number]>(`/api/assets/quotesbyorder/${bookId}`),
  ]);
  return { page, candles, condolences, gifts, quotes };
}
