import { isGap, pagerItems } from '@app/core/pager';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
}

/**
 * Spec: Previous and Next (disabled at the ends), page 1, the last page and two pages either side
 * of the current one, with ellipses for the gaps.
 */
export function CareerPathPager({ page, totalPages, onPageChange }: PagerProps) {
  return (
    <nav aria-label="Career paths pages" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="outline"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <ul className="flex flex-wrap items-center gap-1">
        {pagerItems(page, totalPages).map((item) =>
          isGap(item) ? (
            <li key={item.key} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'ghost'}
                className={cn('min-w-10 px-3', item === page && 'pointer-events-none')}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => item !== page && onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Next page"
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
