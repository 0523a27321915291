import type { Format } from '@eb/api-contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';

export const getFormats = (signal?: AbortSignal) => apiGet<Format[]>('/api/products/formats', signal);

export const formatsQuery = () =>
  queryOptions({ queryKey: ['products', 'formats'], queryFn: ({ signal }) => getFormats(signal) });

export const useFormats = () => useSuspenseQuery(formatsQuery()).data;
