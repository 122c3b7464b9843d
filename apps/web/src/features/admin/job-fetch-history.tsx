import { formatCount } from '@app/core/format-count';
import { JOB_FETCH_TEXTS, JOB_FETCH_TRIGGER_LABELS, type JobFetchRun } from '@app/core/job-fetches';
import { HELD_TEXTS } from '@app/core/job-shrink-guard';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminJobsKeys, fetchJobFetchRuns } from './admin-jobs-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';

/** The job-board fetches and imports, newest first: who started each, and what it did. */
export function JobFetchHistory() {
  const runs = useQuery({
    queryKey: adminJobsKeys.runs,
    queryFn: ({ signal }) => fetchJobFetchRuns(signal),
    // A fetch under way (the schedule, the first start, another admin) is followed until it ends.
    refetchInterval: (query) => (query.state.data?.runs.some((r) => r.status === 'running') ? 3_000 : false),
  });

  return (
    <section aria-labelledby="job-fetch-history-title" className="mt-8">
      <h3 id="job-fetch-history-title" className="text-xl font-semibold tracking-tight">
        {JOB_FETCH_TEXTS.historyTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">The last 30 fetches and imports of the job boards.</p>
      {runs.isPending ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : runs.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">The job fetch history could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => runs.refetch()}>
            Try again
          </Button>
        </div>
      ) : runs.data.runs.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{JOB_FETCH_TEXTS.historyEmpty}</p>
      ) : (
        <HistoryTable
          label="Job fetches"
          testId="job-fetch-history"
          columns={['Started', 'Started by', 'Result']}
        >
          {runs.data.runs.map((run) => (
            <tr key={run.id} className="border-t align-top" data-run-status={run.status}>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={run.startedAt}>{formatSyncTime(run.startedAt)}</time>
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{JOB_FETCH_TRIGGER_LABELS[run.trigger]}</td>
              <td className="px-4 py-2">
                <RunResult run={run} />
              </td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </section>
  );
}

const boards = (n: number) => `${formatCount(n)} ${n === 1 ? 'board' : 'boards'}`;

function RunResult({ run }: { run: JobFetchRun }) {
  if (run.status === 'running') {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">Running</Badge>
        <span>
          {formatCount(run.done)} of {boards(run.boards)} done
        </span>
      </span>
    );
  }
  const failed = Object.entries(run.failed);
  const held = Object.entries(run.held);
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {run.status === 'held' ? (
          <Badge variant="outline">{HELD_TEXTS.badge}</Badge>
        ) : run.status === 'failed' ? (
          <Badge variant="destructive">Failed</Badge>
        ) : run.status === 'partial' ? (
          <Badge variant="outline">Partly failed</Badge>
        ) : (
          <Badge variant="secondary">Succeeded</Badge>
        )}
        {run.status !== 'failed' && (run.status !== 'held' || run.fetched > 0) && (
          <span>
            {formatCount(run.fetched)} postings from {boards(run.boards - failed.length - held.length)}:{' '}
            {formatCount(run.newJobs)} added, {formatCount(run.updatedJobs)} updated,{' '}
            {formatCount(run.closedJobs)} closed
            {run.skipped ? `, ${formatCount(run.skipped)} invalid skipped` : ''}
          </span>
        )}
      </span>
      {held.length > 0 && (
        <ul className="text-muted-foreground" data-testid="held-boards">
          {held.map(([board, reason]) => (
            <li key={board}>{reason}</li>
          ))}
        </ul>
      )}
      {failed.length > 0 ? (
        <ul className="text-muted-foreground">
          {failed.map(([board, reason]) => (
            <li key={board}>{reason}</li>
          ))}
        </ul>
      ) : (
        run.error && <p className="text-muted-foreground">{run.error}</p>
      )}
    </div>
  );
}
