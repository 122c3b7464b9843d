import { formatCount } from '@app/core/format-count';
import type { UniversitySyncResponse, UniversitySyncStatusResponse } from '@app/core/university-api';
import { UNIVERSITY_TEXTS } from '@app/core/university-options';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Clock, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { api, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminConsoleKeys } from './admin-console-api';
import { formatSyncTime } from './format';

const statusKey = ['admin', 'sync', 'universities'] as const;
const SOURCE_LABELS: Record<string, string> = { seed: 'Built-in', coursera: 'Coursera', edx: 'edX' };

/**
 * The admin card of the university courses: what is active per source, the last fetch, and a
 * button that fetches Coursera and edX now (`POST /api/admin/sync/universities`).
 */
export function UniversitySyncCard() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<UniversitySyncStatusResponse>('/admin/sync/universities', { signal }),
    // A fetch started elsewhere (the schedule, a visitor's page) is followed until it ends.
    refetchInterval: (query) => (query.state.data?.running ? 3_000 : false),
  });
  const running = busy || status.data?.running === true;
  const last = status.data?.lastRun ?? null;

  async function fetchNow() {
    setBusy(true);
    try {
      const body = await api.post<UniversitySyncResponse>('/admin/sync/universities');
      if (body.success) {
        toast.success('Success!', `Fetched ${body.saved} university courses; ${body.total} are active.`);
      } else {
        toast.error('Error', body.error || UNIVERSITY_TEXTS.errorFallback);
      }
    } catch (error) {
      toast.error('Error', errorMessage(error, UNIVERSITY_TEXTS.errorFallback));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: statusKey });
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.history });
      void queryClient.invalidateQueries({ queryKey: ['university-courses'] });
    }
  }

  return (
    <Card aria-labelledby="sync-card-universities" data-university-sync-card className="h-full">
      <CardHeader>
        <CardTitle as="h2" id="sync-card-universities" className="text-xl">
          University Courses
        </CardTitle>
        <CardDescription>Coursera and edX university catalogues</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4 text-sm">
        <p>
          Courses taught by universities on Coursera and edX, added to the built-in university courses.
          Courses a source no longer lists are hidden; a source that fails changes nothing.
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          University courses are fetched automatically daily at 9 AM UTC.
        </p>
        {status.data && (
          <ul className="grid grid-cols-3 gap-2" aria-label="Active courses by source">
            {Object.entries(status.data.bySource).map(([source, count]) => (
              <li key={source} className="flex flex-col rounded-md border px-2 py-1">
                <span className="text-xs text-muted-foreground">{SOURCE_LABELS[source] ?? source}</span>
                <span className="font-medium tabular-nums">{formatCount(count)}</span>
              </li>
            ))}
          </ul>
        )}
        <div role="status" aria-live="polite" className="mt-auto min-h-6" data-testid="university-sync-state">
          {running ? null : status.isError ? (
            <p className="text-destructive">The fetch status could not be loaded.</p>
          ) : last && last.status !== 'failed' ? (
            <p className="flex flex-wrap items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
              <span>Last fetched: {formatSyncTime(last.finishedAt ?? last.startedAt)}</span>
              <Badge variant="secondary">{formatCount(status.data?.active ?? 0)} courses</Badge>
            </p>
          ) : last ? (
            <p className="flex items-start gap-2 text-destructive">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{last.error ?? UNIVERSITY_TEXTS.errorFallback}</span>
            </p>
          ) : (
            <p className="text-muted-foreground">
              Not fetched yet: {formatCount(status.data?.active ?? 0)} built-in courses are shown.
            </p>
          )}
        </div>
      </CardContent>
      <CardFooter>
        <Button onClick={fetchNow} disabled={running}>
          <RefreshCw aria-hidden="true" className={running ? 'animate-spin' : undefined} />
          {running ? 'Fetching...' : 'Fetch University Courses'}
        </Button>
      </CardFooter>
    </Card>
  );
}
