import { JOB_FETCH_TEXTS } from '@app/core/job-fetches';
import { JOB_MESSAGES } from '@app/core/job-options';
import { jobPageHead } from '@app/core/public-pages';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, Info } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { fetchJob, jobKeys } from '@/lib/jobs-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApplyButton } from './apply-button';
import { JobDescription, requirementsNotInDescription } from './job-description';
import { JobBadges } from './job-labels';
import { JobMeta } from './job-meta';
import { ViewOriginalLink } from './view-original-link';

/**
 * /jobs/{id}: one posting on a page of its own, the address the sitemap lists and a signed-out
 * Apply returns to. The same parts as the jobs page's View Details dialog.
 */
export function JobPage() {
  const raw = useParams().id ?? '';
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: jobKeys.job(id ?? 0),
    queryFn: ({ signal }) => fetchJob(id!, signal),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
  const job = query.data;
  const missing = id === null || (isApiError(query.error) && query.error.status === 404);
  const head = job && jobPageHead(job);
  useDocumentTitle(head ? head.title : missing ? 'Job not found' : 'Job Details', head?.description);

  if (missing || query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{missing ? 'Job not found' : JOB_MESSAGES.loadErrorTitle}</h1>
        <p className="mt-3 text-muted-foreground">
          {missing
            ? 'This job is not on the board. It may have been filled, or its link may be wrong.'
            : JOB_MESSAGES.loadError}
        </p>
        <div className="mt-8 flex gap-3">
          {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button asChild variant={missing ? 'default' : 'outline'}>
            <Link to="/jobs">Browse All Jobs</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!job) return <PageLoader label="Loading job" />;
  // Shown once: where the description lists them, and below only those it does not.
  const moreRequirements = requirementsNotInDescription(job.description, job.requirements);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6" data-job-page={job.id}>
      <Link
        to="/jobs"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All jobs
      </Link>
      <article className="mt-6 grid gap-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{job.title}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-lg text-muted-foreground">
            <Building2 aria-hidden="true" className="size-5" />
            {job.company}
          </p>
        </header>
        <JobBadges job={job} listed={job.isActive} />
        <JobMeta job={job} />

        <div className="flex flex-wrap items-center gap-3 border-y py-4">
          <Button asChild variant="outline">
            <Link to={`/plan?job=${job.id}`}>Am I ready?</Link>
          </Button>
          {job.externalUrl && <ViewOriginalLink url={job.externalUrl} />}
          {job.isSample ? (
            <p className="flex flex-1 gap-2 rounded-lg border border-dashed bg-muted/40 px-4 py-3 text-sm">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{JOB_FETCH_TEXTS.sampleTitle}.</span>{' '}
                {JOB_FETCH_TEXTS.sampleText}
              </span>
            </p>
          ) : (
            job.isActive && <ApplyButton job={job} />
          )}
        </div>

        <section aria-labelledby="job-description-heading">
          <h2 id="job-description-heading" className="mb-2 text-xl font-semibold">
            Job Description
          </h2>
          {/* Text, never markup: the server sends none, and React renders it as text nodes. */}
          <JobDescription text={job.description} requirements={job.requirements} />
        </section>

        {moreRequirements.length > 0 && (
          <section aria-labelledby="job-requirements-heading">
            <h2 id="job-requirements-heading" className="mb-2 text-xl font-semibold">
              Requirements
            </h2>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {moreRequirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}

        {job.skills.length > 0 && (
          <section aria-labelledby="job-skills-heading">
            <h2 id="job-skills-heading" className="mb-2 text-xl font-semibold">
              Required Skills
            </h2>
            <ul className="flex flex-wrap gap-1.5">
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
      </article>
    </div>
  );
}
