import {
  adminNavItem,
  aiToolItems,
  comingSoonItems,
  contactNavItem,
  courseMenuItems,
  memberNavItems,
  type NavItem,
  signInItem,
  signUpItem,
  visitorNavItems,
} from '@app/core/navigation';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import type { HeaderUser } from './header-user';

export interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: HeaderUser | null;
  /** The menu button, which gets focus back when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

function MenuGroup({
  title,
  items,
  soon = false,
}: {
  title: string;
  items: readonly NavItem[];
  soon?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul className="flex flex-col">
        {items.map((item) => (
          <li key={item.to}>
            {/* Closing on click (rather than on route change) also closes the sheet when the
                chosen link is the page already shown. */}
            <SheetClose asChild>
              <NavLink
                to={item.to}
                className="flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-primary"
              >
                {item.label}
                {soon && <Badge variant="soon">Soon</Badge>}
              </NavLink>
            </SheetClose>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The small-screen menu: a sheet grouping Navigation, Courses, Tools and Coming Soon. */
export function MobileNavSheet({ open, onOpenChange, user, triggerRef }: MobileNavSheetProps) {
  const navigationItems = user
    ? [...memberNavItems, ...(user.isAdmin ? [adminNavItem] : []), contactNavItem]
    : [...visitorNavItems, contactNavItem];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        side="right"
        aria-describedby="mobile-nav-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription id="mobile-nav-description" className="sr-only">
            Site navigation
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-6 px-2 pb-4">
          <MenuGroup title="Navigation" items={navigationItems} />
          {user && <MenuGroup title="Courses" items={courseMenuItems} />}
          <MenuGroup title="Tools" items={aiToolItems} />
          {!user && <MenuGroup title="Coming Soon" items={comingSoonItems} soon />}
        </nav>
        {!user && (
          <div className="mt-auto flex flex-col gap-2 border-t p-4">
            <SheetClose asChild>
              <Button asChild variant="outline">
                <Link to={signInItem.to}>{signInItem.label}</Link>
              </Button>
            </SheetClose>
            <SheetClose asChild>
              <Button asChild>
                <Link to={signUpItem.to}>{signUpItem.label}</Link>
              </Button>
            </SheetClose>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
