import type { Paper } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** Papers of a format, sorted by sortOrder on the server. */
export const getPapers = (formatId: number, signal?: AbortSignal) =>
  apiGet<Paper[]>(`/api/products/papers/${formatId}`, signal);

export const papersQuery = (formatId: number) =>
  queryOptions({ queryKey: ['products', 'papers', formatId], queryFn: ({ signal }) => getPapers(formatId, signal) });

export const usePapers = (formatId: number) => useSuspenseQuery(papersQuery(formatId)).data;
