import { JOB_FETCH_TEXTS, type JobsFetchStatus } from '@app/core/job-fetches';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';

const statusKey = ['jobs-fetch-status'] as const;
/** How often the page asks while a fetch runs. */
const POLL_MS = 2_000;

/**
 * While the server fetches the job boards (the first fetch of a new install, the daily one, an
 * admin's), says so with its progress, and reloads the list when it ends. The status is public
 * and the same from every instance (GET /api/jobs/status).
 */
export function JobFetchNotice() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<JobsFetchStatus>('/jobs/status', { signal }),
    refetchInterval: (query) => (query.state.data?.fetching ? POLL_MS : false),
  });
  const fetching = status.data?.fetching ?? null;

  // The answer that says the fetch ended comes once this server's list holds its jobs.
  const wasFetching = useRef(false);
  useEffect(() => {
    if (fetching) wasFetching.current = true;
    else if (wasFetching.current && status.data) {
      wasFetching.current = false;
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    }
  }, [fetching, status.data, queryClient]);

  return (
    // Always in the page, so the polite announcements are read when its text changes.
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="jobs-fetch-status">
      {fetching && (
        <p className="mt-4 flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          <span>
            <span className="font-medium" data-testid="jobs-fetch-progress">
              {JOB_FETCH_TEXTS.progress(fetching.boards, Math.min(fetching.done, fetching.boards))}
            </span>{' '}
            <span className="text-muted-foreground">{JOB_FETCH_TEXTS.progressNote}</span>
          </span>
        </p>
      )}
    </div>
  );
}
