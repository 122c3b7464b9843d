import { LIVE_SOURCES } from '@app/core/live-sync';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminSyncKeys, fetchSyncStatus } from './admin-sync-api';
import { JobBoardsSection } from './job-boards-section';
import { SyncCard } from './sync-card';
import { SyncHistory } from './sync-history';
import { UniversitySyncCard } from './university-sync-card';

/** The admin tools: the three sync cards and the sync history. */
export function AdminTools() {
  useDocumentTitle('Admin Panel');
  const status = useQuery({
    queryKey: adminSyncKeys.status,
    queryFn: ({ signal }) => fetchSyncStatus(signal),
    // A sync started elsewhere (the schedule, another admin) is followed until it ends.
    refetchInterval: (query) => (query.state.data?.sources.some((s) => s.running) ? 3_000 : false),
  });
  const polling = status.data?.sources.some((s) => s.running) ?? false;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Panel</h1>
      <p className="mt-3 text-muted-foreground">
        Sync the live course catalogues. Synced courses replace the built-in ones of that provider on the
        courses page.
      </p>
      {status.isError && (
        <div className="mt-6 flex items-center gap-3 text-sm">
          <p className="text-destructive">The sync status could not be loaded.</p>
          <Button size="sm" variant="outline" onClick={() => status.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {LIVE_SOURCES.map((source) => (
          <SyncCard
            key={source}
            source={source}
            status={status.data?.sources.find((s) => s.source === source)}
          />
        ))}
        <UniversitySyncCard />
      </div>
      <SyncHistory polling={polling} />
      <JobBoardsSection />
    </section>
  );
}
