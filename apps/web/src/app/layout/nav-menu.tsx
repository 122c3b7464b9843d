import type { NavItem } from '@app/core/navigation';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import type { MenuIntent } from './nav-menu-dropdown';

// Radix's menu and its positioning engine are a fifth of the shell's JavaScript, so they
// load right after first paint instead of delaying it. Until then a look-alike button
// stands in and remembers a click or focus, which the real menu then honours.
const NavMenuDropdown = lazy(async () => ({
  default: (await import('./nav-menu-dropdown')).NavMenuDropdown,
}));

interface NavMenuProps {
  label: string;
  items: readonly NavItem[];
  /** Marks every item with a 'Soon' tag (features not open yet). */
  soon?: boolean;
  triggerClassName?: string;
}

/** A header dropdown of links. */
export function NavMenu({ label, items, soon = false, triggerClassName }: NavMenuProps) {
  const intent = useRef<MenuIntent>({ open: false, focused: false });
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={triggerClassName}
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
      {label}
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <NavMenuDropdown
        label={label}
        items={items}
        soon={soon}
        triggerClassName={triggerClassName}
        intent={intent}
      />
    </Suspense>
  );
}
