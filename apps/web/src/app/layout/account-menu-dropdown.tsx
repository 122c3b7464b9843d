import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import { signOut } from '@/lib/session';
import type { HeaderUser } from './header-user';

/** What the user did to the stand-in button before this component arrived. */
export interface AccountMenuIntent {
  open: boolean;
  focused: boolean;
}

export interface AccountMenuDropdownProps {
  user: HeaderUser;
  intent: RefObject<AccountMenuIntent>;
  triggerClassName?: string;
}

export function AccountMenuDropdown({ user, intent, triggerClassName }: AccountMenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Read at commit: a click on the stand-in opens the real menu, focus on it moves across.
  useLayoutEffect(() => {
    if (intent.current.open) setOpen(true);
    else if (intent.current.focused) triggerRef.current?.focus();
  }, [intent]);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={triggerClassName}>
        <UserAvatar name={user.name} avatarUrl={user.avatarUrl} className="size-9" />
        {/* Named by text rather than aria-label, so the initials shown never contradict the name. */}
        <span className="sr-only">Account menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1 font-normal">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-muted-foreground text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
