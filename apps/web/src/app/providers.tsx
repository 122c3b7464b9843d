import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

// Toasts are never needed for the first paint; keep their library out of the entry chunk.
const ToasterHost = lazy(async () => ({ default: (await import('./toaster-host')).ToasterHost }));

/** `queryClient` comes from main.tsx, which starts the session request before the first render. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </QueryClientProvider>
  );
}
