import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, JOB_MESSAGES } from '@app/core/job-options';
import type { JobApplication } from '@app/core/jobs-api';
import { Badge } from '@/components/ui/badge';
import { StatusSelect } from './status-select';
import type { useApplicationChanges } from './use-application-changes';

type Changes = ReturnType<typeof useApplicationChanges>;

/**
 * The tracker as a board: a column per status. A card moves with its status select, which works
 * from the keyboard and on touch screens alike (no dragging needed).
 */
export function ApplicationBoard({
  applications,
  changes,
}: {
  applications: JobApplication[];
  changes: Changes;
}) {
  return (
    <div
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6"
      data-testid="applications-board"
    >
      {APPLICATION_STATUSES.map((status) => {
        const inLane = applications.filter((a) => a.status === status);
        const headingId = `applications-lane-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            className="min-w-0 rounded-lg bg-muted/40 p-2"
            data-application-lane={status}
          >
            <h3 id={headingId} className="flex items-center justify-between px-1 pb-2 text-sm font-semibold">
              {APPLICATION_STATUS_LABELS[status]}
              <span className="text-muted-foreground">{inLane.length}</span>
            </h3>
            <ul className="space-y-2">
              {inLane.map((application) => (
                <li
                  key={application.id}
                  data-application-id={application.id}
                  className="space-y-2 rounded-md border bg-card p-2 shadow-xs"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-medium break-words">{application.job.title}</p>
                    <p className="text-xs break-words text-muted-foreground">{application.job.company}</p>
                  </div>
                  {!application.job.isActive && <Badge variant="outline">{JOB_MESSAGES.closed}</Badge>}
                  <StatusSelect
                    application={application}
                    onMove={(next) => changes.update.mutate({ application, change: { status: next } })}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
