import { LIVE_SOURCES } from '@app/core/live-sync';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminSyncKeys, fetchSyncStatus } from './admin-sync-api';
import { CatalogueHealthSection } from './catalogue-health-section';
import { JobBoardsSection } from './job-boards-section';
import { MailSection } from './mail-section';
import { SyncCard } from './sync-card';
import { SyncHistory } from './sync-history';
import { UniversitySyncCard } from './university-sync-card';
import { UsersSection } from './users-section';
import { WaitlistsSection } from './waitlists-section';

const TABS = [
  { value: 'syncs', label: 'Syncs' },
  { value: 'catalogue', label: 'Catalogue' },
  { value: 'users', label: 'Users' },
  { value: 'waitlists', label: 'Waitlists' },
  { value: 'mail', label: 'Mail' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/**
 * The admin console: syncs, catalogue health, users and roles, waitlists and mail, one tab each
 * (`?tab=` in the URL).
 */
export function AdminTools() {
  useDocumentTitle('Admin Panel');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'syncs';

  function changeTab(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'syncs') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Panel</h1>
      <Tabs value={tab} onValueChange={changeTab} className="mt-6">
        <TabsList aria-label="Admin tools" className="w-full max-w-xl">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="syncs" className="mt-6">
          <SyncTools />
        </TabsContent>
        <TabsContent value="catalogue" className="mt-6">
          <CatalogueHealthSection />
        </TabsContent>
        <TabsContent value="users" className="mt-6">
          <UsersSection />
        </TabsContent>
        <TabsContent value="waitlists" className="mt-6">
          <WaitlistsSection />
        </TabsContent>
        <TabsContent value="mail" className="mt-6">
          <MailSection />
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The sync cards of the course catalogues and university courses, the job boards, and the history. */
function SyncTools() {
  const status = useQuery({
    queryKey: adminSyncKeys.status,
    queryFn: ({ signal }) => fetchSyncStatus(signal),
    // A sync started elsewhere (the schedule, another admin) is followed until it ends.
    refetchInterval: (query) => (query.state.data?.sources.some((s) => s.running) ? 3_000 : false),
  });
  const polling = status.data?.sources.some((s) => s.running) ?? false;

  return (
    <>
      <p className="text-muted-foreground">
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
      <JobBoardsSection />
      <SyncHistory polling={polling} />
    </>
  );
}
