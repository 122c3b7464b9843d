import type { Priority } from '@app/core/ai-api';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STYLES: Record<Priority, string> = {
  high: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  medium: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  low: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

/** A career path's priority, 'high', 'medium' or 'low', coloured by urgency. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge data-priority={priority} className={cn('capitalize', STYLES[priority])}>
      <span className="sr-only">Priority: </span>
      {priority}
    </Badge>
  );
}
