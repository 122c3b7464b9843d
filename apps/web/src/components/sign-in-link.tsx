import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { signInPath } from '@/lib/auth-redirect';

/** 'Sign In', to /auth, coming back to this page afterwards. */
export function SignInLink() {
  const { pathname, search, hash } = useLocation();
  return (
    <Button asChild>
      <Link to={signInPath(`${pathname}${search}${hash}`)}>Sign In</Link>
    </Button>
  );
}
