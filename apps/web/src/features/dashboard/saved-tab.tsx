import type { DashboardResponse } from '@app/core/learning-api';
import { timeAgo } from '@app/core/relative-time';
import { Bookmark } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CourseSummary } from './course-summary';
import { EmptyState } from './empty-state';

type Item = DashboardResponse['saved'][number];

/** Courses saved for later and not started yet, most recently saved first. */
export function SavedTab({ items }: { items: Item[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title="No saved courses"
        description="Save a course from the catalogue to keep it here until you start it."
      />
    );
  }
  const now = new Date();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.course.id}>
          <article
            className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
            data-course-id={item.course.id}
          >
            <CourseSummary course={item.course} />
            <p className="text-sm text-muted-foreground">
              Saved <time dateTime={item.savedAt}>{timeAgo(new Date(item.savedAt), now)}</time>
            </p>
            {item.course.available && (
              <Button asChild variant="outline" className="mt-auto self-start">
                <Link
                  to={`/courses/${encodeURIComponent(item.course.id)}#track`}
                  aria-label={`Start Course: ${item.course.title}`}
                >
                  Start Course
                </Link>
              </Button>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
