import { postedDateLabel } from '@app/core/job-dates';
import type { JobSummary } from '@app/core/jobs-api';
import { Banknote, CalendarDays, MapPin } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Location, salary range and the 'Posted' date of a job, each on its own line with an icon. */
export function JobMeta({ job, className }: { job: JobSummary; className?: string }) {
  return (
    <ul className={cn('space-y-1 text-sm text-muted-foreground', className)}>
      {job.location && (
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Location: </span>
          <span className="truncate" data-job-location>
            {job.location}
          </span>
        </li>
      )}
      {job.salaryRange && (
        <li className="flex items-center gap-1.5">
          <Banknote aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Salary: </span>
          <span className="truncate" data-job-salary>
            {job.salaryRange}
          </span>
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={job.postedDate} data-job-posted>
          Posted {postedDateLabel(job.postedDate)}
        </time>
      </li>
    </ul>
  );
}
