import type { NavItem } from '@app/core/navigation';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { useFirstInteraction } from '@/lib/use-first-interaction';
import type { MenuIntent } from './nav-menu-dropdown';

// Radix's menu and its positioning engine are a fifth of the shell's JavaScript, so they load
// on the visitor's first interaction with the page (useFirstInteraction), not with the page.
// Until then a look-alike button stands in and remembers a click or focus, which the real menu
// then honours.
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
  const interacted = useFirstInteraction();
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
      {interacted ? (
        <NavMenuDropdown
          label={label}
          items={items}
          soon={soon}
          triggerClassName={triggerClassName}
          intent={intent}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
