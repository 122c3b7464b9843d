import {
  EXPERIENCE_LEVEL_LABELS,
  type ExperienceLevel,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  type JobType,
  REMOTE_TYPE_LABELS,
  type RemoteType,
} from '@app/core/job-options';
import type { JobSummary } from '@app/core/jobs-api';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// Spec: remote, hybrid and onsite, and the entry, mid, senior and lead levels, are coloured.
const REMOTE_COLOURS: Record<RemoteType, string> = {
  remote: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  hybrid: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  onsite: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

const LEVEL_COLOURS: Record<ExperienceLevel, string> = {
  intern: 'border-transparent bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  entry: 'border-transparent bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-100',
  mid: 'border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  senior: 'border-transparent bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  lead: 'border-transparent bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
};

export function RemoteTypeBadge({ value, className }: { value: RemoteType | null; className?: string }) {
  if (!value) return null;
  return (
    <Badge variant="outline" className={cn(REMOTE_COLOURS[value], className)} data-remote-type={value}>
      {REMOTE_TYPE_LABELS[value]}
    </Badge>
  );
}

export function ExperienceBadge({ value, className }: { value: ExperienceLevel | null; className?: string }) {
  if (!value) return null;
  return (
    <Badge variant="outline" className={cn(LEVEL_COLOURS[value], className)} data-experience-level={value}>
      {EXPERIENCE_LEVEL_LABELS[value]}
    </Badge>
  );
}

export function JobTypeBadge({ value }: { value: JobType | null }) {
  if (!value) return null;
  return (
    <Badge variant="outline" data-job-type={value}>
      {JOB_TYPE_LABELS[value]}
    </Badge>
  );
}

/**
 * The row of labels under a job's title (its page and its dialog): source, sample, and the
 * coloured work type, level and job type; `listed` false adds "No longer listed" (the job's page).
 */
export function JobBadges({ job, listed = true }: { job: JobSummary; listed?: boolean }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{job.provider}</Badge>
      {job.isSample && (
        <Badge variant="outline" className="border-dashed">
          {JOB_MESSAGES.sample}
        </Badge>
      )}
      {!listed && <Badge variant="outline">No longer listed</Badge>}
      <RemoteTypeBadge value={job.remoteType} />
      <ExperienceBadge value={job.experienceLevel} />
      <JobTypeBadge value={job.jobType} />
    </div>
  );
}
