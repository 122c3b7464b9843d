import { JOB_FETCH_TEXTS } from '@app/core/job-fetches';
import { JOB_MESSAGES } from '@app/core/job-options';
import type { JobSummary } from '@app/core/jobs-api';
import { useQuery } from '@tanstack/react-query';
import { Building2, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchJob, jobKeys } from '@/lib/jobs-api';
import { ApplyButton } from './apply-button';
import { JobDescription, requirementsNotInDescription } from './job-description';
import { JobBadges } from './job-labels';
import { JobMeta } from './job-meta';
import { ViewOriginalLink } from './view-original-link';

interface JobDetailsDialogProps {
  /** The job whose card was opened; null when closed. */
  job: JobSummary | null;
  onClose: () => void;
}

/**
 * The View Details dialog: the full description (plain text, as the server sends it), the
 * requirements, the required skills, Apply Now and View Original (the posting, in a new tab).
 */
export function JobDetailsDialog({ job, onClose }: JobDetailsDialogProps) {
  const detail = useQuery({
    queryKey: jobKeys.job(job?.id ?? 0),
    queryFn: ({ signal }) => fetchJob(job!.id, signal),
    enabled: job !== null,
  });
  const full = detail.data && detail.data.id === job?.id ? detail.data : undefined;
  // Shown once: where the description lists them, and here only those it does not.
  const moreRequirements = full ? requirementsNotInDescription(full.description, full.requirements) : [];

  return (
    <Dialog open={job !== null} onOpenChange={(open) => !open && onClose()}>
      {job && (
        <DialogContent className="sm:max-w-3xl" data-job-dialog={job.id}>
          <DialogHeader className="pr-8">
            <DialogTitle className="text-2xl leading-tight">{job.title}</DialogTitle>
            <DialogDescription className="flex items-center gap-1.5 text-base">
              <Building2 aria-hidden="true" className="size-4" />
              {job.company}
            </DialogDescription>
          </DialogHeader>
          <JobBadges job={job} />
          <JobMeta job={job} />

          <section aria-labelledby="job-description-heading">
            <h3 id="job-description-heading" className="mb-2 text-lg font-semibold">
              Job Description
            </h3>
            {full ? (
              // Text, never markup: the server sends none, and React renders it as text nodes.
              <JobDescription text={full.description} requirements={full.requirements} />
            ) : detail.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {JOB_MESSAGES.loadError}{' '}
                <Button variant="link" className="h-auto p-0" onClick={() => void detail.refetch()}>
                  Try again
                </Button>
              </p>
            ) : (
              <div className="space-y-2" data-testid="job-description-loading">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            )}
          </section>

          {moreRequirements.length > 0 && (
            <section aria-labelledby="job-requirements-heading">
              <h3 id="job-requirements-heading" className="mb-2 text-lg font-semibold">
                Requirements
              </h3>
              <ul className="list-disc space-y-1 pl-5 text-sm" data-job-requirements>
                {moreRequirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}

          {job.skills.length > 0 && (
            <section aria-labelledby="job-skills-heading">
              <h3 id="job-skills-heading" className="mb-2 text-lg font-semibold">
                Required Skills
              </h3>
              <ul className="flex flex-wrap gap-1.5" data-job-dialog-skills>
                {job.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-accent px-2.5 py-0.5 text-sm text-accent-foreground"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <DialogFooter className="border-t pt-4">
            <Button asChild variant="outline">
              <Link to={`/plan?job=${job.id}`}>Am I ready?</Link>
            </Button>
            {job.externalUrl && <ViewOriginalLink url={job.externalUrl} />}
            {job.isSample ? (
              // A sample has no employer to apply to: it says so where Apply would be.
              <p
                className="flex flex-1 gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm"
                data-job-sample-notice
              >
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">{JOB_FETCH_TEXTS.sampleTitle}.</span>{' '}
                  {JOB_FETCH_TEXTS.sampleText}
                </span>
              </p>
            ) : (
              <ApplyButton key={job.id} job={job} />
            )}
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
