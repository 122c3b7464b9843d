import { lazy, Suspense, useRef } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { useFirstInteraction } from '@/lib/use-first-interaction';
import { cn } from '@/lib/utils';
import type { AccountMenuIntent } from './account-menu-dropdown';
import type { HeaderUser } from './header-user';

// Like the header's other menus, Radix's dropdown arrives on the first interaction with the page;
// until then this look-alike button stands in and remembers a click, which the real menu then honours.
const AccountMenuDropdown = lazy(async () => ({
  default: (await import('./account-menu-dropdown')).AccountMenuDropdown,
}));

const triggerClass =
  'inline-flex size-10 items-center justify-center rounded-full outline-none transition-shadow hover:ring-2 hover:ring-ring/40 focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** The avatar button and its menu: name, e-mail, Dashboard, Settings and Log out. */
export function AccountMenu({ user, className }: { user: HeaderUser; className?: string }) {
  const interacted = useFirstInteraction();
  const intent = useRef<AccountMenuIntent>({ open: false, focused: false });
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={cn(triggerClass, className)}
      onClick={() => {
        intent.current.open = true;
      }}
      onFocus={() => {
        intent.current.focused = true;
      }}
      onBlur={() => {
        intent.current.focused = false;
      }}
    >
      <UserAvatar name={user.name} avatarUrl={user.avatarUrl} className="size-9" />
      <span className="sr-only">Account menu</span>
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {interacted ? (
        <AccountMenuDropdown user={user} intent={intent} triggerClassName={cn(triggerClass, className)} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
