import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { AppearanceSync } from '../appearance-sync';
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
      <SiteHeader user={toHeaderUser(user)} sessionPending={status === 'loading'} />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
