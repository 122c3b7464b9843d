import type { DashboardResponse } from '@app/core/learning-api';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CourseSummary } from './course-summary';
import { EmptyState } from './empty-state';

type Item = DashboardResponse['recommendations'][number];

/** Catalogue courses matched to the user's tracked skills and career paths, best match first. */
export function RecommendedTab({ items }: { items: Item[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Sparkles}
        title="No recommendations yet"
        description="Save or complete a course and we will suggest what to learn next from the skills it teaches."
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.course.id}>
          <article
            className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
            data-course-id={item.course.id}
          >
            <div className="flex items-start justify-between gap-3">
              <CourseSummary course={item.course} />
              <Badge className="shrink-0">{item.matchPercent}% match</Badge>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{item.course.category}</Badge>
              <Badge variant="outline">{item.course.level}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {item.matchedSkills.length > 0 && <>Teaches {item.matchedSkills.slice(0, 3).join(', ')}. </>}
              {item.careerPath && <>On the path to {item.careerPath}.</>}
            </p>
            <Button asChild className="mt-auto self-start">
              <Link
                to={`/courses/${encodeURIComponent(item.course.id)}`}
                aria-label={`Start Learning: ${item.course.title}`}
              >
                Start Learning
              </Link>
            </Button>
          </article>
        </li>
      ))}
    </ul>
  );
}
