import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { endSession } from '@/lib/session';

// main.tsx starts the session request right after making the client: one import for both.
export { prefetchSession } from '@/lib/session';

const signedOut = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * One failed request is retried once; switching browser tabs does not refetch. A 401 from any
 * request means the session ended (signed out elsewhere, expired): the cached session follows,
 * so pages show their sign-in state instead of failing one request at a time.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (signedOut(error)) endSession(client);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (signedOut(error)) endSession(client);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
  return client;
}
