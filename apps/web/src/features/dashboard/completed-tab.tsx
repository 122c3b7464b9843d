import type { DashboardResponse } from '@app/core/learning-api';
import { formatDay } from '@app/core/relative-time';
import { Award, ExternalLink, GraduationCap, Star } from 'lucide-react';
import { CourseSummary } from './course-summary';
import { EmptyState } from './empty-state';

type Item = DashboardResponse['completed'][number];

/** Completed courses, newest first, with the date, the user's rating and certificate link. */
export function CompletedTab({ items }: { items: Item[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={GraduationCap}
        title="No completed courses yet"
        description="When you finish a course, mark it completed on its page to record your certificate and skills."
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.course.id}>
          <article
            className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
            data-course-id={item.course.id}
          >
            <CourseSummary course={item.course} />
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <span className="text-muted-foreground">
                Completed <time dateTime={item.completedAt}>{formatDay(new Date(item.completedAt))}</time>
              </span>
              <Rating value={item.rating} />
            </div>
            {item.skills.length > 0 && (
              <ul aria-label="Skills acquired" className="flex flex-wrap gap-1.5">
                {item.skills.slice(0, 6).map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto">
              {item.certificate ? (
                <a
                  href={item.certificate.credentialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                >
                  <Award aria-hidden="true" className="size-4" />
                  View Certificate
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">
                    : {item.course.title}, issued{' '}
                    {formatDay(new Date(`${item.certificate.issuedOn}T00:00:00Z`))} (opens in a new tab)
                  </span>
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">No certificate added</p>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

function Rating({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">Not rated</span>;
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={i}
          aria-hidden="true"
          className={i < value ? 'size-4 fill-amber-500 text-amber-500' : 'size-4 text-muted-foreground/40'}
        />
      ))}
    </span>
  );
}
