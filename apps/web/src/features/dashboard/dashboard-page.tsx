import { LogIn } from 'lucide-react';
import { AccessNotice } from '@/components/access-notice';
import { PageLoader } from '@/components/page-loader';
import { SignInLink } from '@/components/sign-in-link';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /dashboard (behind the sign-in guard). Without a user, e.g. when the session ended while the
 * page was open, it asks to sign in. The statistics, goals and tabs come with the dashboard itself.
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

function Dashboard() {
  useDocumentTitle('My Learning Dashboard');
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">My Learning Dashboard</h1>
      <p className="mt-3 text-muted-foreground">This page is being built.</p>
    </section>
  );
}
