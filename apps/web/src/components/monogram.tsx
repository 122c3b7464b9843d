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
        'inline-flex size-10 shrink-0 select-none items-center justify-center overflow-hidden rounded-lg font-bold tracking-tight [container-type:size]',
        className,
      )}
      style={{ backgroundColor: background, color: foreground }}
    >
      {/* Sized to the tile (cqw: a hundredth of its width), so 'CNCF' fits a small tile as well as 'AB' a large one. */}
      <span style={{ fontSize: `${letterSize(letters.length)}cqw` }}>{letters}</span>
    </span>
  );
}

/** The letters' size in hundredths of the tile's width: four bold capitals fill about four fifths of it. */
function letterSize(count: number): number {
  if (count <= 2) return 36;
  return count === 3 ? 29 : 23;
}
