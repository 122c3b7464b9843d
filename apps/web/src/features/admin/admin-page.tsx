import { CloudOff, ShieldAlert, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { AccessNotice } from '@/components/access-notice';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRole } from '@/lib/use-role';
import { AdminTools } from './admin-tools';

/**
 * /admin: the spec's three access states, then the admin tools. The server checks the role on
 * every admin call; this page only mirrors it.
 */
export function AdminPage() {
  const { status, isAdmin, retry } = useRole();

  if (status === 'loading') return <CheckingPermissions />;
  if (status === 'error') {
    return (
      <AccessNotice
        icon={CloudOff}
        title="We could not check your permissions"
        description="The server did not answer. Check your connection and try again."
      >
        <Button onClick={retry}>Try again</Button>
      </AccessNotice>
    );
  }
  if (status !== 'signed-in') {
    return (
      <AccessNotice
        icon={ShieldAlert}
        title="Authentication Required"
        description="You must be logged in to access the admin panel."
      >
        <SignInLink />
      </AccessNotice>
    );
  }
  if (!isAdmin) {
    return (
      <AccessNotice
        icon={ShieldX}
        title="Access Denied"
        description="You don't have permission to access the admin panel."
      >
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </AccessNotice>
    );
  }
  return <AdminTools />;
}

function CheckingPermissions() {
  useDocumentTitle('Admin Panel');
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 p-8">
      <Spinner className="size-8" label="Checking permissions..." />
      <p aria-hidden="true" className="text-muted-foreground">
        Checking permissions...
      </p>
    </div>
  );
}
