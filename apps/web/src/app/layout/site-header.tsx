import {
  adminNavItem,
  aiToolItems,
  comingSoonItems,
  contactNavItem,
  courseMenuItems,
  memberNavItems,
  signInItem,
  signUpItem,
  visitorNavItems,
} from '@app/core/navigation';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import type { HeaderUser } from './header-user';
import { MobileNav } from './mobile-nav';
import { NavMenu } from './nav-menu';

/** True once the page has scrolled past `offset` pixels. */
function useScrolledPast(offset: number): boolean {
  // Read on the first render, while the page on screen is laid out already: read in an effect, it
  // made the browser lay out the whole newly committed page in React's commit task.
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

interface SiteHeaderProps {
  /** The signed-in user, or null for a visitor. */
  user?: HeaderUser | null;
  /** True while the session is still being fetched. */
  sessionPending?: boolean;
}

/**
 * On the home page the header floats transparently over the dark hero and turns solid
 * once the page scrolls; everywhere else it is a solid sticky bar.
 */
export function SiteHeader({ user = null, sessionPending = false }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(8);
  const isHome = pathname === '/';
  const overHero = isHome && !scrolled;

  // Labels stay on one line; between 1024 and 1280 px the links and buttons sit closer so all of
  // them fit, with the spec's words.
  const linkClass = cn(
    'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md px-1.5 text-sm font-medium transition-colors xl:px-3',
    overHero
      ? 'text-hero-foreground hover:bg-white/10 data-[state=open]:bg-white/10'
      : 'text-foreground/85 hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent aria-[current=page]:text-primary',
  );

  const [firstMemberItem, ...otherMemberItems] = memberNavItems;
  const primaryItems = user ? otherMemberItems : visitorNavItems;

  return (
    <header
      data-over-hero={overHero || undefined}
      className={cn(
        'top-0 z-40 w-full transition-colors duration-200',
        isHome ? 'fixed inset-x-0' : 'sticky',
        overHero
          ? 'bg-transparent text-hero-foreground'
          : 'border-b bg-background/95 text-foreground shadow-xs backdrop-blur supports-[backdrop-filter]:bg-background/85',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 xl:px-8">
        <Brand className="mr-2" />

        <nav aria-label="Main" className="hidden flex-1 items-center gap-0.5 lg:flex">
          {user && firstMemberItem && (
            <NavLink to={firstMemberItem.to} className={linkClass}>
              {firstMemberItem.label}
            </NavLink>
          )}
          {user && <NavMenu label="Courses" items={courseMenuItems} triggerClassName={linkClass} />}
          {primaryItems.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          {user?.isAdmin && (
            <NavLink to={adminNavItem.to} className={linkClass}>
              {adminNavItem.label}
            </NavLink>
          )}
          <NavMenu label="AI Tools" items={aiToolItems} triggerClassName={linkClass} />
          <NavLink to={contactNavItem.to} className={linkClass}>
            {contactNavItem.label}
          </NavLink>
          {!user && <NavMenu label="Coming Soon" items={comingSoonItems} soon triggerClassName={linkClass} />}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {user && <AccountMenu user={user} />}
          {/* Until the session is known, neither the account menu nor the sign-in buttons
              show, so a signed-in user never sees Sign In flash by. */}
          {sessionPending && <span aria-hidden="true" className="size-10" />}
          {!user && !sessionPending && (
            <>
              <Button
                asChild
                variant="ghost"
                className={cn(
                  'hidden px-3 sm:inline-flex xl:px-4',
                  overHero && 'text-hero-foreground hover:bg-white/10',
                )}
              >
                <Link to={signInItem.to}>{signInItem.label}</Link>
              </Button>
              <Button asChild className="px-3 xl:px-4">
                {/* The spec's short label on a phone; the full one from 640 px up. */}
                <Link to={signUpItem.to}>
                  <span className="sm:hidden">Join</span>
                  <span className="hidden sm:inline">{signUpItem.label}</span>
                </Link>
              </Button>
            </>
          )}
          <MobileNav
            user={user}
            triggerClassName={cn('lg:hidden', overHero && 'text-hero-foreground hover:bg-white/10')}
          />
        </div>
      </div>
    </header>
  );
}
