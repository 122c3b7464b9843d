import { lazy, Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { THEN_PARAM } from '@/lib/pending-action';
import { useSession } from '@/lib/session';
import { AppearanceSync } from '../appearance-sync';
import { toHeaderUser } from './header-user';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

// Fetched only on the page a visitor comes back to after signing in (?then=...): what it needs
// (the job and tracking calls, the toasts) is no part of any page's first screen.
const PendingActions = lazy(async () => ({ default: (await import('../pending-actions')).PendingActions }));

export function AppLayout() {
  const { user, status } = useSession();
  const [params] = useSearchParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <NavigationProgress />
      <ScrollManager />
      <AppearanceSync />
      {params.has(THEN_PARAM) && (
        <Suspense fallback={null}>
          <PendingActions />
        </Suspense>
      )}
      <SiteHeader user={toHeaderUser(user)} sessionPending={status === 'loading'} />
      {/* At least a screen tall, so the footer starts below the fold: while a page's code or data
          loads, the footer would otherwise sit on screen and jump down (layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
