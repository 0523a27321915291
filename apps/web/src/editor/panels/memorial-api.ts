import type { MemorialEntry, MemorialPageData } from '@eb/api-contract';
import { apiGet } from '../../lib/api/api-client';
import type { MemorialData } from './memorial-items';

/**
 * SPEC.md section 7 'Memorial data', read through the book (orderPk = the book's id): the page's
 * data, its candles, condolences and gifts, and the quotes. Failures yield empty lists. A book known
 * to have no memorial page (`linked` false) asks only for the quotes: its page would be a 404 (an
 * error line in the browser's console) and its lists are empty anyway. Unknown (`linked` undefined):
 * everything is asked, and a 404 means no page data.
 */
export async function getMemorialData(bookId: number, signal?: AbortSignal, linked?: boolean): Promise<MemorialData> {
  const list = <T,>(path: string) => apiGet<T[]>(path, signal).then((items) => (Array.isArray(items) ? items : [])).catch(() => [] as T[]);
  const none = <T,>(): Promise<T[]> => Promise.resolve([]);
  const ask = linked !== false;
  const [page, candles, condolences, gifts, quotes] = await Promise.all([
    ask ? apiGet<MemorialPageData>(`/api/memorialpages/${bookId}`, signal).catch(() => null) : null,
    ask ? list<MemorialEntry>(`/api/memorialpages/${bookId}/candles`) : none<MemorialEntry>(),
    ask ? list<MemorialEntry>(`/api/memorialpages/${bookId}/condolences`) : none<MemorialEntry>(),
    ask ? list<MemorialEntry>(`/api/memorialpages/${bookId}/gifts`) : none<MemorialEntry>(),
    list<MemorialData['quotes'][number]>(`/api/assets/quotesbyorder/${bookId}`),
  ]);
  return { page, candles, condolences, gifts, quotes };
}
