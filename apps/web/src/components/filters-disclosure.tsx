import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FiltersDisclosureProps {
  /** Filters set to something other than their 'All …' option, shown on the button. */
  activeCount: number;
  children: ReactNode;
}

/**
 * On a phone the filter dropdowns wait behind a 'Filters' button, so the results start on the
 * first screen; from the tablet width up they always show and the button does not. The panel is
 * `display: contents`, so the dropdowns stay cells of the filter bar's own grid.
 */
export function FiltersDisclosure({ activeCount, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="h-11 justify-between md:hidden"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {activeCount > 0 && (
            <>
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 justify-center rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground"
              >
                {activeCount}
              </span>
              <span className="sr-only"> ({activeCount} active)</span>
            </>
          )}
        </span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panelId} className={open ? 'contents' : 'hidden md:contents'}>
        {children}
      </div>
    </>
  );
}
