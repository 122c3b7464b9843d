import { formatCount } from '@app/core/format-count';
import type { JobFetchRun } from '@app/core/job-fetches';
import { HELD_TEXTS } from '@app/core/job-shrink-guard';
import { Badge } from '@/components/ui/badge';

const boards = (n: number) => `${formatCount(n)} ${n === 1 ? 'board' : 'boards'}`;

/** What one job-board fetch (or import) did; each board that failed or was held, with its reason. */
export function JobRunResult({ run }: { run: JobFetchRun }) {
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
      {failed.length > 0 && run.boards > 1 && (
        <span>
          {formatCount(failed.length)} of {boards(run.boards)} could not be reached:
        </span>
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
