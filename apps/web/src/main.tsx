import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { applyAppearance, storedAppearance } from '@/lib/appearance';

// Before the first render, so the page never flashes in the wrong theme.
applyAppearance(storedAppearance(), { persist: false });

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
