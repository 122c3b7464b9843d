import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { AppearanceSync } from '../appearance-sync';
import { PendingActions } from '../pending-actions';
import { toHeaderUser } from './header-user';
import { NavigationProgress } from './navigation-progress';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

export function AppLayout() {
  const { user, status } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <NavigationProgress />
      <ScrollManager />
      <AppearanceSync />
      <PendingActions />
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
