import { QueryClient } from '@tanstack/react-query';

/** One failed request is retried once; switching browser tabs does not refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}
