import { JOB_CARD_SKILLS, JOB_MESSAGES } from '@app/core/job-options';
import type { JobSummary } from '@app/core/jobs-api';
import { Building2, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ExperienceBadge, JobTypeBadge, RemoteTypeBadge } from './job-labels';
import { JobMeta } from './job-meta';

interface JobCardProps {
  job: JobSummary;
  onViewDetails: (job: JobSummary) => void;
}

/**
 * One job (spec: title, company, provider badge, remote type, experience level, job type,
 * location, salary range, 'Posted' date, description preview, the first 3 skills plus '+N more',
 * an external link) and the button that opens its details.
 */
export function JobCard({ job, onViewDetails }: JobCardProps) {
  const more = job.skills.length - JOB_CARD_SKILLS;
  return (
    <article
      data-job-id={job.id}
      aria-labelledby={`job-${job.id}-title`}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`job-${job.id}-title`} className="line-clamp-2 text-lg leading-snug font-semibold">
            {job.title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate" data-job-company>
              {job.company}
            </span>
          </p>
        </div>
        {job.externalUrl && (
          <Button asChild variant="ghost" size="icon" className="-mt-1 -mr-2 size-9">
            <a href={job.externalUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">
                {job.title} at {job.company} on {job.provider} (opens in a new tab)
              </span>
            </a>
          </Button>
        )}
      </div>

      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary" data-job-provider>
          {job.provider}
        </Badge>
        {job.isSample && (
          <Badge variant="outline" className="border-dashed" data-job-sample>
            {JOB_MESSAGES.sample}
          </Badge>
        )}
        <RemoteTypeBadge value={job.remoteType} />
        <ExperienceBadge value={job.experienceLevel} />
        <JobTypeBadge value={job.jobType} />
      </div>

      <JobMeta job={job} />

      <p className="line-clamp-3 text-sm text-muted-foreground" data-job-preview>
        {job.preview}
      </p>

      {job.skills.length > 0 && (
        <ul aria-label="Skills" className="flex flex-wrap gap-1.5" data-job-skills>
          {job.skills.slice(0, JOB_CARD_SKILLS).map((skill) => (
            <li key={skill} className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground">
              {skill}
            </li>
          ))}
          {more > 0 && (
            <li
              className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground"
              data-job-more-skills
            >
              +{more} more
            </li>
          )}
        </ul>
      )}

      <div className="mt-auto pt-2">
        <Button variant="outline" className="w-full" onClick={() => onViewDetails(job)}>
          {JOB_MESSAGES.viewDetails}
          <span className="sr-only">: {job.title}</span>
        </Button>
      </div>
    </article>
  );
}
