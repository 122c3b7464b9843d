import { monogramInitials, monogramStyle } from '@app/core/monogram';
import { cn } from '@/lib/utils';

interface MonogramProps {
  /** The company or university name; the tile shows its initials. */
  name: string;
  /** The provider directory's colour class, when the name has a directory entry. */
  colorClass?: string;
  /** Letters to show instead of the ones derived from the name. */
  initials?: string;
  className?: string;
}

/**
 * A drawn logo: a coloured tile with initials. Decorative, since the name is always shown next
 * to it; the product never loads other companies' logo files.
 */
export function Monogram({ name, colorClass, initials, className }: MonogramProps) {
  const letters = initials ?? monogramInitials(name);
  const { background, foreground } = monogramStyle(name, colorClass);
  return (
    <span
      aria-hidden="true"
      data-monogram={letters}
      className={cn(
        'inline-flex size-10 shrink-0 select-none items-center justify-center rounded-lg font-bold tracking-tight',
        letters.length > 2 ? 'text-xs' : 'text-sm',
        className,
      )}
      style={{ backgroundColor: background, color: foreground }}
    >
      {letters}
    </span>
  );
}
