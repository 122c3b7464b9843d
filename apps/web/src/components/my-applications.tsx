import { postedDateLabel } from '@app/core/job-dates';
import { JOB_MESSAGES } from '@app/core/job-options';
import type { ApplicationsResponse, JobApplication } from '@app/core/jobs-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, ExternalLink, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { fetchMyApplications, jobKeys, withdrawApplication } from '@/lib/jobs-api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/**
 * The signed-in user's job applications with their status, newest first, each withdrawable.
 * Self-contained (its own query and mutation), for the dashboard or any signed-in page.
 */
export function MyApplications({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.applications,
    queryFn: ({ signal }) => fetchMyApplications(signal),
  });
  const withdraw = useMutation({
    mutationFn: (application: JobApplication) => withdrawApplication(application.id),
    onSuccess: (_, application) => {
      queryClient.setQueryData<ApplicationsResponse>(jobKeys.applications, (current) =>
        current ? { applications: current.applications.filter((a) => a.id !== application.id) } : current,
      );
      toast.success(
        JOB_MESSAGES.withdrawnTitle,
        `Your application to ${application.job.title} at ${application.job.company} was withdrawn.`,
      );
    },
    onError: (error) => toast.error(JOB_MESSAGES.errorTitle, errorMessage(error, JOB_MESSAGES.error)),
  });

  return (
    <section
      aria-labelledby="my-applications-heading"
      className={cn('rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="my-applications-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Briefcase aria-hidden="true" className="size-5 text-primary" />
          My Job Applications
        </h2>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/jobs">Browse jobs</Link>
        </Button>
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
      ) : query.data.applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">You haven't applied to any jobs yet.</p>
      ) : (
        <ul className="divide-y" data-testid="my-applications">
          {query.data.applications.map((application) => {
            const { job } = application;
            const busy = withdraw.isPending && withdraw.variables?.id === application.id;
            return (
              <li
                key={application.id}
                data-application-id={application.id}
                className="flex flex-wrap items-center gap-3 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{job.title}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {job.company}
                    {job.location ? ` · ${job.location}` : ''} · Applied{' '}
                    {postedDateLabel(application.appliedAt).toLowerCase()}
                  </p>
                </div>
                <Badge variant="secondary" className="capitalize" data-application-status>
                  {application.status}
                </Badge>
                {!job.isActive && <Badge variant="outline">No longer listed</Badge>}
                {job.externalUrl && (
                  <Button asChild variant="ghost" size="icon" className="size-9">
                    <a href={job.externalUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" />
                      <span className="sr-only">
                        {job.title} at {job.company} (opens in a new tab)
                      </span>
                    </a>
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => withdraw.mutate(application)}
                >
                  {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
                  Withdraw
                  <span className="sr-only">: {job.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
