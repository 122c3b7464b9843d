import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '@/lib/utils';

interface ResultsSummaryProps {
  /** The result count as the page words it, e.g. '79 courses found'. */
  count: ReactNode;
  /** The search the server ran instead of the one typed, when it corrected a word. */
  correctedSearch?: string | null;
  /** The search as the user typed it. */
  typed: string;
  /** 'Search instead for …': the same page with `asTyped=1`. */
  asTypedTo: To;
  /** History state for that navigation. */
  asTypedState?: unknown;
  /** Beside the count and left out of the announcement: 'Clear filters', the updating spinner. */
  aside?: ReactNode;
  className?: string;
}

/**
 * The line above the results: the count and, when the server corrected a word of the search,
 * 'Showing results for {corrected}' with a link to search as typed. Count and notice sit in one
 * polite live region, so a screen reader hears them together whenever new results arrive.
 */
export function ResultsSummary({
  count,
  correctedSearch,
  typed,
  asTypedTo,
  asTypedState,
  aside,
  className,
}: ResultsSummaryProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="min-w-0"
        data-testid="results-status"
      >
        {count}
        {correctedSearch && typed && (
          <div className="mt-1 space-y-0.5 text-sm text-pretty" data-testid="corrected-search">
            <p>
              Showing results for <strong className="font-semibold">{correctedSearch}</strong>
            </p>
            <p>
              <Link
                to={asTypedTo}
                state={asTypedState}
                className="break-words text-primary underline underline-offset-4 hover:decoration-2"
              >
                Search instead for {typed}
              </Link>
            </p>
          </div>
        )}
      </div>
      {aside}
    </div>
  );
}
