import type { CareerGrowth } from '@app/core/career-path';
import { TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const tone: Record<CareerGrowth, string> = {
  'Very High': 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  High: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  Moderate: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Stable: 'border-transparent bg-muted text-foreground',
};

/** The job-market growth of a career path, e.g. 'Very High growth'. */
export function GrowthBadge({ growth }: { growth: CareerGrowth }) {
  return (
    <Badge className={cn(tone[growth])}>
      <TrendingUp aria-hidden="true" />
      {growth} growth
    </Badge>
  );
}
