import type { SyncHistoryEntry } from '@app/core/admin-console';
import { formatCount } from '@app/core/format-count';
import { JOB_FETCH_TRIGGER_LABELS } from '@app/core/job-fetches';
import { LIVE_SOURCE_INFO, type SyncRun } from '@app/core/live-sync';
import type { UniversityFetchRun } from '@app/core/university-api';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminConsoleKeys, fetchSyncHistory } from './admin-console-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';
import { JobRunResult } from './job-run-result';

const TRIGGER_LABEL: Record<SyncRun['trigger'], string> = {
  manual: 'Admin panel',
  schedule: 'Schedule',
  cli: 'Command line',
  import: 'File import',
};

const UNIVERSITY_TRIGGER_LABEL: Record<UniversityFetchRun['trigger'], string> = {
  ...TRIGGER_LABEL,
  visitor: 'University courses page',
};

const UNIVERSITY_SOURCE_LABEL: Record<string, string> = { coursera: 'Coursera', edx: 'edX' };

function describe(entry: SyncHistoryEntry): { source: string; sourceLabel: string; trigger: string } {
  switch (entry.kind) {
    case 'course':
      return {
        source: entry.run.source,
        sourceLabel: LIVE_SOURCE_INFO[entry.run.source].label,
        trigger: TRIGGER_LABEL[entry.run.trigger],
      };
    case 'universities':
      return {
        source: 'universities',
        sourceLabel: 'University courses',
        trigger: UNIVERSITY_TRIGGER_LABEL[entry.run.trigger],
      };
    case 'jobs':
      return {
        source: 'jobs',
        sourceLabel: 'Job boards',
        trigger: JOB_FETCH_TRIGGER_LABELS[entry.run.trigger],
      };
  }
}

const entryKey = (entry: SyncHistoryEntry) => `${entry.kind}:${entry.run.id}`;

/**
 * One history of every source, newest first (`GET /api/admin/sync/history`): the live course
 * syncs, the university course fetches and the job-board fetches, who started each and what it
 * did. A failure names its reason here, and each board or source that failed.
 */
export function SyncHistory({ polling }: { polling: boolean }) {
  const history = useQuery({
    queryKey: adminConsoleKeys.history,
    queryFn: ({ signal }) => fetchSyncHistory(signal),
    // A run under way (the schedule, another admin) is followed until it ends.
    refetchInterval: (query) =>
      polling || query.state.data?.entries.some((e) => e.run.status === 'running') ? 3_000 : false,
  });

  return (
    <section aria-labelledby="sync-history-title" className="mt-12">
      <h2 id="sync-history-title" className="text-2xl font-semibold tracking-tight">
        Sync history
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The last 30 syncs of every source: course catalogues, university courses and job boards.
      </p>
      {history.isPending ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : history.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">The sync history could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => history.refetch()}>
            Try again
          </Button>
        </div>
      ) : history.data.entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No sync has run yet.</p>
      ) : (
        <HistoryTable
          label="Sync history"
          testId="sync-history"
          columns={['Source', 'Started', 'Started by', 'Result']}
        >
          {history.data.entries.map((entry) => {
            const { source, sourceLabel, trigger } = describe(entry);
            return (
              <tr
                key={entryKey(entry)}
                className="border-t align-top"
                data-source={source}
                data-run-status={entry.run.status}
              >
                <td className="px-4 py-2 whitespace-nowrap">{sourceLabel}</td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <time dateTime={entry.startedAt}>{formatSyncTime(entry.startedAt)}</time>
                </td>
                <td className="px-4 py-2 whitespace-nowrap">{trigger}</td>
                <td className="px-4 py-2">
                  {entry.kind === 'course' ? (
                    <CourseRunResult run={entry.run} />
                  ) : entry.kind === 'universities' ? (
                    <UniversityRunResult run={entry.run} />
                  ) : (
                    <JobRunResult run={entry.run} />
                  )}
                </td>
              </tr>
            );
          })}
        </HistoryTable>
      )}
    </section>
  );
}

function CourseRunResult({ run }: { run: SyncRun }) {
  if (run.status === 'running') return <Badge variant="outline">Running</Badge>;
  if (run.status === 'failed') {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">Failed</Badge>
        <span>{run.error}</span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary">Succeeded</Badge>
      <span>
        {formatCount(run.saved)} courses saved
        {run.skipped ? `, ${formatCount(run.skipped)} invalid records skipped` : ''}
      </span>
    </span>
  );
}

function UniversityRunResult({ run }: { run: UniversityFetchRun }) {
  if (run.status === 'running') return <Badge variant="outline">Running</Badge>;
  const failed = run.sources.filter((s) => s.status === 'failed');
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        {run.status === 'failed' ? (
          <Badge variant="destructive">Failed</Badge>
        ) : run.status === 'partial' ? (
          <Badge variant="outline">Partly failed</Badge>
        ) : (
          <Badge variant="secondary">Succeeded</Badge>
        )}
        {run.status !== 'failed' && (
          <span>
            {formatCount(run.saved)} courses saved, {formatCount(run.deactivated)} no longer listed
            {run.skipped ? `, ${formatCount(run.skipped)} skipped` : ''}
          </span>
        )}
      </span>
      {failed.length > 0 ? (
        <ul className="text-muted-foreground">
          {failed.map((s) => (
            <li key={s.source}>
              {UNIVERSITY_SOURCE_LABEL[s.source] ?? s.source}: {s.error ?? 'failed'}
            </li>
          ))}
        </ul>
      ) : (
        run.error && <p className="text-muted-foreground">{run.error}</p>
      )}
    </div>
  );
}
