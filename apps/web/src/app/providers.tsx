import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from './query-client';

// Toasts are never needed for the first paint; keep their library out of the entry chunk.
const ToasterHost = lazy(async () => ({ default: (await import('./toaster-host')).ToasterHost }));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </QueryClientProvider>
  );
}
