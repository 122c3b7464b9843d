import type { DashboardResponse } from '@app/core/learning-api';
import { Award, BookOpen, Clock, GraduationCap, Star, Target } from 'lucide-react';

const items = [
  { key: 'coursesCompleted', label: 'Courses Completed', icon: GraduationCap },
  { key: 'certificatesEarned', label: 'Certificates Earned', icon: Award },
  { key: 'coursesInProgress', label: 'Courses In Progress', icon: BookOpen },
  { key: 'totalLearningHours', label: 'Learning Hours', icon: Clock },
  { key: 'skillsAcquired', label: 'Skills Acquired', icon: Target },
  { key: 'averageRating', label: 'Average Rating', icon: Star },
] as const;

/** The six statistics of spec section 3, each a labelled figure. */
export function StatsGrid({ stats }: { stats: DashboardResponse['stats'] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
      {items.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-xl border bg-card p-4 shadow-sm" data-stat={key}>
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden="true" className="size-4 text-primary" />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold tabular-nums">
            {key === 'averageRating' ? stats.averageRating.toFixed(1) : stats[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
