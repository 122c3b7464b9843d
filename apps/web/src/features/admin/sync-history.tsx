import { formatCount } from '@app/core/format-count';
import { LIVE_SOURCE_INFO, type SyncRun } from '@app/core/live-sync';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSyncKeys, fetchSyncRuns } from './admin-sync-api';
import { formatSyncTime } from './format';
import { HistoryTable } from './history-table';

const TRIGGER_LABEL: Record<SyncRun['trigger'], string> = {
  manual: 'Admin panel',
  schedule: 'Schedule',
  cli: 'Command line',
  import: 'File import',
};

/** The sync history from sync_runs, newest first: who started each run and what it did. */
export function SyncHistory({ polling }: { polling: boolean }) {
  const runs = useQuery({
    queryKey: adminSyncKeys.runs,
    queryFn: ({ signal }) => fetchSyncRuns(signal),
    refetchInterval: polling ? 3_000 : false,
  });

  return (
    <section aria-labelledby="sync-history-title" className="mt-12">
      <h2 id="sync-history-title" className="text-2xl font-semibold tracking-tight">
        Sync history
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">The last 30 syncs of all three sources.</p>
      {runs.isPending ? (
        <Skeleton className="mt-4 h-40 w-full" />
      ) : runs.isError ? (
        <div className="mt-4 flex items-center gap-3 text-sm">
          <p className="text-destructive">The sync history could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => runs.refetch()}>
            Try again
          </Button>
        </div>
      ) : runs.data.runs.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No sync has run yet.</p>
      ) : (
        <HistoryTable
          label="Sync history"
          testId="sync-history"
          columns={['Source', 'Started', 'Started by', 'Result']}
        >
          {runs.data.runs.map((run) => (
            <tr key={run.id} className="border-t align-top" data-run-status={run.status}>
              <td className="px-4 py-2 whitespace-nowrap">{LIVE_SOURCE_INFO[run.source].label}</td>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={run.startedAt}>{formatSyncTime(run.startedAt)}</time>
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{TRIGGER_LABEL[run.trigger]}</td>
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

function RunResult({ run }: { run: SyncRun }) {
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
