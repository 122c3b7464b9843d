import { JOB_MESSAGES } from '@app/core/job-options';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Download, KanbanSquare, List } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { APPLICATIONS_CSV_URL, fetchMyApplications, jobKeys } from '@/lib/jobs-api';
import { cn } from '@/lib/utils';
import { ApplicationBoard } from './application-board';
import { ApplicationList } from './application-list';
import { useApplicationChanges } from './use-application-changes';

type View = 'list' | 'board';

/**
 * My applications: the jobs the user applied to (on the employers' sites), each moved through
 * Saved, Applied, Interviewing, Offer, Rejected and Withdrawn with the date of each change, a
 * note and a follow-up day; as a list or a board, and as a CSV file.
 */
export function ApplicationTracker({ className }: { className?: string }) {
  const query = useQuery({
    queryKey: jobKeys.applications,
    queryFn: ({ signal }) => fetchMyApplications(signal),
  });
  const changes = useApplicationChanges();
  const [view, setView] = useState<View>('list');
  const applications = query.data?.applications ?? [];

  return (
    <section
      aria-labelledby="my-applications-heading"
      className={cn('min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-applications-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Briefcase aria-hidden="true" className="size-5 text-primary" />
          {JOB_MESSAGES.trackerTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {applications.length > 0 && (
            <>
              <div className="flex rounded-md border p-0.5">
                {(
                  [
                    ['list', 'List', List],
                    ['board', 'Board', KanbanSquare],
                  ] as const
                ).map(([value, label, Icon]) => (
                  <Button
                    key={value}
                    size="sm"
                    variant={view === value ? 'secondary' : 'ghost'}
                    aria-pressed={view === value}
                    onClick={() => setView(value)}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                  </Button>
                ))}
              </div>
              <Button asChild size="sm" variant="outline">
                <a href={APPLICATIONS_CSV_URL} download>
                  <Download aria-hidden="true" />
                  {JOB_MESSAGES.exportCsv}
                </a>
              </Button>
            </>
          )}
          <Button asChild variant="link" className="h-auto p-0">
            <Link to="/jobs">Browse jobs</Link>
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div className="space-y-3" data-testid="applications-loading">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load your applications.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">{JOB_MESSAGES.trackerEmpty}</p>
      ) : view === 'list' ? (
        <ApplicationList applications={applications} changes={changes} />
      ) : (
        <ApplicationBoard applications={applications} changes={changes} />
      )}
    </section>
  );
}
