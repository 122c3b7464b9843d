import { formatCount } from '@app/core/format-count';
import { Button } from '@/components/ui/button';

/** Previous / Next through a long admin list, with where the page is ("26–50 of 1,204"). */
export function PageNav({
  label,
  offset,
  pageSize,
  total,
  onChange,
}: {
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      <span>
        {formatCount(offset + 1)}–{formatCount(Math.min(offset + pageSize, total))} of {formatCount(total)}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={offset + pageSize >= total}
        onClick={() => onChange(offset + pageSize)}
      >
        Next
      </Button>
    </nav>
  );
}
