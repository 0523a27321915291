import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the whole app. It is imported only by routes that load data, so TanStack Query
 * stays out of the landing page's script.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
