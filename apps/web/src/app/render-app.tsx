import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { carryTypedInput } from './prerendered-input';
import { AppProviders } from './providers';

/**
 * Marks `<html data-app-ready>` once React has committed its first render, i.e. the prerendered
 * copy is gone and every control on screen has its handlers (browser tests wait for it), after
 * `onReady` has run.
 */
function AppReady({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
    document.documentElement.setAttribute('data-app-ready', '');
  }, [onReady]);
  return null;
}

/** Renders the app into `container`, over the prerendered first screen it holds. */
export function renderApp(
  container: HTMLElement,
  queryClient: QueryClient,
  router: ReturnType<typeof createBrowserRouter>,
): void {
  const carryInput = carryTypedInput(container);
  const copy = container.firstElementChild;
  // What was typed into the copy first, then its taps and Enter presses (which may submit it). The
  // replay's code is fetched only when the copy was tapped before the app was up.
  const onReady = () => {
    carryInput();
    if (window.__prerenderedInteractions?.length)
      void import('./prerendered-interactions').then(({ replayInteractions }) =>
        replayInteractions(container, copy)(),
      );
  };
  // As a transition, React renders the page in small slices, yielding to the browser between them,
  // instead of one long task; the prerendered screen stays up until the result is committed.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <ErrorBoundary>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
            <AppReady onReady={onReady} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}
