import { formatMinutes, formatWeeksLeft } from '@app/core/learning';
import type { DashboardResponse } from '@app/core/learning-api';
import { timeAgo } from '@app/core/relative-time';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { CourseSummary } from './course-summary';
import { EmptyState } from './empty-state';

type Item = DashboardResponse['inProgress'][number];

/** Started courses, most recently active first, with progress and time left (saved ones have their own tab). */
export function InProgressTab({ items }: { items: Item[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BookOpen}
        title="No courses in progress"
        description="Start a course, from its page or your saved courses, to follow your progress here."
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.course.id}>
          <InProgressCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function InProgressCard({ item }: { item: Item }) {
  const progressLabel = useId();
  const now = new Date();
  return (
    <article
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
      data-course-id={item.course.id}
    >
      <div className="flex items-start justify-between gap-3">
        <CourseSummary course={item.course} />
        <Badge>In Progress</Badge>
      </div>
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span id={progressLabel}>Progress</span>
          <span className="font-medium tabular-nums">{item.progress}%</span>
        </div>
        <Progress value={item.progress} aria-labelledby={progressLabel} className="mt-1.5 h-2" />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Time left</dt>
          <dd className="font-medium">{formatWeeksLeft(item.weeksLeft)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Next Assignment</dt>
          <dd className="font-medium">Reach {item.nextMilestone}%</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Time logged</dt>
          <dd className="font-medium">{formatMinutes(item.minutesLogged)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last studied</dt>
          <dd className="font-medium">
            {item.lastStudiedAt ? timeAgo(new Date(item.lastStudiedAt), now) : 'Not yet'}
          </dd>
        </div>
      </dl>
      {item.course.available && (
        <Button asChild variant="outline" className="mt-auto self-start">
          <Link
            to={`/courses/${encodeURIComponent(item.course.id)}#track`}
            aria-label={`Update Progress: ${item.course.title}`}
          >
            Update Progress
          </Link>
        </Button>
      )}
    </article>
  );
}
