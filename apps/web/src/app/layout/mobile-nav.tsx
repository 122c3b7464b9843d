import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { HeaderUser } from './header-user';

// The sheet (Radix Dialog, focus trap, scroll lock) is only needed once the button is
// used, so it is fetched on first intent rather than with the page.
const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(async () => ({ default: (await loadSheet()).MobileNavSheet }));

interface MobileNavProps {
  user: HeaderUser | null;
  triggerClassName?: string;
}

/** The hamburger button and, once opened, the small-screen menu. */
export function MobileNav({ user, triggerClassName }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className={triggerClassName}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav' : undefined}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} user={user} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
