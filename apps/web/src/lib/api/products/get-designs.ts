import type { Design } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

export const getDesigns = (formatId: number, signal?: AbortSignal) =>
  apiGet<Design[]>(`/api/products/designs/${formatId}`, signal);

export const designsQuery = (formatId: number) =>
  queryOptions({ queryKey: ['products', 'designs', formatId], queryFn: ({ signal }) => getDesigns(formatId, signal) });

export const useDesigns = (formatId: number) => useSuspenseQuery(designsQuery(formatId)).data;
