import { activityLabel } from '@app/core/learning';
import type { DashboardResponse } from '@app/core/learning-api';
import { timeAgo } from '@app/core/relative-time';
import { Award, Bookmark, BookOpen, CircleCheck, Clock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Activity = DashboardResponse['recentActivity'][number];

const icons: Record<Activity['type'], LucideIcon> = {
  saved: Bookmark,
  started: BookOpen,
  studied: Clock,
  completed: CircleCheck,
  certificate: Award,
};

/** The three latest things the user did: saved, started, studied, completed, earned a certificate. */
export function RecentActivityCard({ activity }: { activity: Activity[] }) {
  const now = new Date();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Recent Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No activity yet.{' '}
            <Link to="/courses" className="font-medium text-primary hover:underline">
              Browse courses
            </Link>{' '}
            and save one to start tracking your learning.
          </p>
        ) : (
          <ul className="grid gap-4">
            {activity.map((item) => {
              const Icon = icons[item.type];
              return (
                <li key={`${item.type}-${item.course.id}-${item.at}`} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{activityLabel(item)}</p>
                    <p className="line-clamp-2 text-sm break-words">
                      <Link
                        to={`/courses/${encodeURIComponent(item.course.id)}`}
                        className="text-muted-foreground hover:text-primary hover:underline"
                      >
                        {item.course.title}
                      </Link>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.at}>{timeAgo(new Date(item.at), now)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
