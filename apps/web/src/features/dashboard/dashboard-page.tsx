import { LogIn } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AccessNotice } from '@/components/access-notice';
import { PageLoader } from '@/components/page-loader';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApplicationTracker } from '@/features/applications/application-tracker';
import { MyPlans } from '@/features/plan/my-plans';
import { useDashboard } from '@/lib/learning-api';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompletedTab } from './completed-tab';
import { GoalsCard } from './goals-card';
import { InProgressTab } from './in-progress-tab';
import { RecentActivityCard } from './recent-activity-card';
import { RecommendedTab } from './recommended-tab';
import { SavedTab } from './saved-tab';
import { StatsGrid } from './stats-grid';

/**
 * /dashboard (behind the sign-in guard). Without a user, e.g. when the session ended while the
 * page was open, it asks to sign in.
 */
export function DashboardPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoader label="Loading your dashboard..." />;
  if (!user) {
    return (
      <AccessNotice
        icon={LogIn}
        title="Please Sign In"
        description="You need to be logged in to see your learning dashboard."
      >
        <SignInLink />
      </AccessNotice>
    );
  }
  return <Dashboard />;
}

/** Spec section 4: the dashboard's tab values, and Saved: a course only saved is not in progress. */
const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'progress', label: 'In Progress' },
  { value: 'saved', label: 'Saved' },
  { value: 'completed', label: 'Completed' },
  { value: 'recommendations', label: 'Recommended' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

function Dashboard() {
  useDocumentTitle(
    'My Learning Dashboard',
    'Your SkillBridge learning dashboard: courses in progress, completed courses, goals and recommendations.',
  );
  const query = useDashboard(true);
  // The tab lives in the address (?tab=completed), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Learning Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Your progress, goals and what to learn next.</p>

      {query.isPending ? (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
          <Spinner className="size-8" label="Loading your dashboard..." />
          <p aria-hidden="true">Loading your dashboard...</p>
        </div>
      ) : query.isError ? (
        <div role="alert" className="mt-10 rounded-xl border bg-card p-8 text-center">
          <h2 className="text-xl font-semibold">Your dashboard could not be loaded</h2>
          <p className="mt-2 text-muted-foreground">{query.error.message}</p>
          <Button className="mt-5" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={selectTab} className="mt-8 gap-6">
          <TabsList className="grid h-auto w-full grid-cols-3 sm:w-fit sm:grid-cols-5">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="py-2">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-6">
            <h2 className="sr-only">Overview</h2>
            <StatsGrid stats={query.data.stats} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <GoalsCard goals={query.data.goals} />
              <RecentActivityCard activity={query.data.recentActivity} />
            </div>
            <MyPlans />
            <ApplicationTracker />
          </TabsContent>
          <TabsContent value="progress">
            <h2 className="sr-only">In Progress</h2>
            <InProgressTab items={query.data.inProgress} />
          </TabsContent>
          <TabsContent value="saved">
            <h2 className="sr-only">Saved</h2>
            <SavedTab items={query.data.saved} />
          </TabsContent>
          <TabsContent value="completed">
            <h2 className="sr-only">Completed</h2>
            <CompletedTab items={query.data.completed} />
          </TabsContent>
          <TabsContent value="recommendations">
            <h2 className="sr-only">Recommended</h2>
            <RecommendedTab items={query.data.recommendations} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
