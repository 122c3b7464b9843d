import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessNotice } from '@/components/access-notice';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { signInPath } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';

/**
 * Route guard for pages that need an account. A visitor is sent to /auth with the history entry
 * replaced (Back does not bounce them into the guard again) and returns here after signing in.
 *
 * Only the way in is guarded: when the session ends while the page is open, the page stays and
 * shows its own sign-in state, rather than vanishing under the user's hands.
 */
export function RequireSignIn() {
  const { user, status, retry } = useSession();
  const { pathname, search, hash } = useLocation();
  const [admitted, setAdmitted] = useState(false);

  useEffect(() => {
    if (user) setAdmitted(true);
  }, [user]);

  if (user || admitted) return <Outlet />;
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'error') {
    return (
      <AccessNotice
        icon={CloudOff}
        title="We could not check your sign-in"
        description="The server did not answer. Check your connection and try again."
      >
        <Button onClick={retry}>Try again</Button>
      </AccessNotice>
    );
  }
  return <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />;
}
