import { formatCount } from '@app/core/format-count';
import { LIVE_SOURCE_INFO, type LiveSource, type SyncStatusResponse } from '@app/core/live-sync';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Clock, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-api';
import { toast } from '@/lib/toast';
import { adminConsoleKeys } from './admin-console-api';
import { adminSyncKeys, downloadSnapshot, runSync } from './admin-sync-api';
import { formatSyncTime } from './format';
import { DOWNLOADED_TEXT, SYNC_CARD_TEXTS, syncFailedText } from './sync-texts';

type SourceStatus = SyncStatusResponse['sources'][number];
type Outcome = { kind: 'success'; at: string; total: number } | { kind: 'error'; reason: string };

/**
 * One sync card (spec section 4, "Sync card"): idle, then 'Fetching...' or 'Syncing...' while the
 * sync runs, then the last-sync time and a count badge, or 'Sync failed: ' and the reason.
 * 'Download as File' runs the sync again and saves the courses as a TypeScript module.
 */
export function SyncCard({ source, status }: { source: LiveSource; status: SourceStatus | undefined }) {
  const texts = SYNC_CARD_TEXTS[source];
  const info = LIVE_SOURCE_INFO[source];
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'sync' | 'download' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Until this page syncs, the card shows how the last run ended, else what the catalogue holds now.
  const lastRun = status?.lastRun;
  const shown: Outcome | null =
    outcome ??
    (lastRun?.status === 'failed'
      ? { kind: 'error', reason: lastRun.error ?? texts.fallbackError }
      : status?.active
        ? { kind: 'success', at: status.active.fetchedAt, total: status.active.courses }
        : null);
  const running = busy !== null || status?.running === true;
  const titleId = `sync-card-${source}`;

  async function sync(andDownload: boolean) {
    setBusy(andDownload ? 'download' : 'sync');
    try {
      const body = await runSync(source);
      if (!body.success) {
        setOutcome({ kind: 'error', reason: body.error || texts.fallbackError });
        toast.error('Error', body.error || texts.fallbackError);
        return;
      }
      setOutcome({ kind: 'success', at: body.fetchedAt ?? new Date().toISOString(), total: body.total });
      if (andDownload) {
        await downloadSnapshot(source, body.snapshotId, info.fileName);
        toast.success('Success!', DOWNLOADED_TEXT);
      } else {
        toast.success('Success!', texts.success(body.total));
      }
    } catch (error) {
      const reason = errorMessage(error);
      setOutcome({ kind: 'error', reason });
      toast.error('Error', texts.failure(reason));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: adminSyncKeys.status });
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.history });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    }
  }

  return (
    <Card aria-labelledby={titleId} data-sync-card={source} className="h-full">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="text-xl">
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.subtitle}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 text-sm">
        <p>{texts.description}</p>
        {texts.claims.map((claim) => (
          <p key={claim} className="flex items-center gap-2 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {claim}
          </p>
        ))}
        {status && !status.configured && (
          <p className="text-muted-foreground">No catalogue feed is configured on this server yet.</p>
        )}
        <div role="status" aria-live="polite" className="mt-auto min-h-6" data-testid="sync-state">
          {running ? null : shown?.kind === 'success' ? (
            <p className="flex flex-wrap items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
              <span>Last synced: {formatSyncTime(shown.at)}</span>
              <Badge variant="secondary" data-testid="sync-count">
                {formatCount(shown.total)} courses
              </Badge>
            </p>
          ) : shown?.kind === 'error' ? (
            <p className="flex items-start gap-2 text-destructive">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{syncFailedText(shown.reason)}</span>
            </p>
          ) : (
            <p className="text-muted-foreground">Not synced yet.</p>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button onClick={() => sync(false)} disabled={running}>
          <RefreshCw aria-hidden="true" className={running ? 'animate-spin' : undefined} />
          {running ? texts.busy : texts.action}
        </Button>
        <Button variant="outline" onClick={() => sync(true)} disabled={running}>
          <Download aria-hidden="true" />
          Download as File
        </Button>
      </CardFooter>
    </Card>
  );
}
