import { SITE_NAME } from '@app/core/site';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NEXT_PARAM, safeNextPath } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthTab = 'signin' | 'signup';

/**
 * /auth: Sign In and Sign Up. The tab lives in the URL's fragment (#signup), so 'Get Started'
 * links open Sign Up and switching tabs can be bookmarked. A visitor sent here by a guard has
 * the page they wanted in ?next= and goes back there after signing in.
 */
export function AuthPage() {
  const { status } = useSession();
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: AuthTab = hash === '#signup' ? 'signup' : 'signin';
  useDocumentTitle(
    tab === 'signup' ? 'Sign Up' : 'Sign In',
    'Sign in to SkillBridge or create a free account to save courses, track your learning and use the AI career tools.',
  );

  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'signed-in') return <Navigate to="/" replace />;

  const next = safeNextPath(searchParams.get(NEXT_PARAM)) ?? '/';

  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-accent to-background px-4 py-12 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Welcome to {SITE_NAME}</h1>
          <p className="mt-2 text-muted-foreground">
            Sign in to your account or create a new one to track your learning.
          </p>
        </div>
        <Card className="py-0">
          <CardContent className="p-6">
            <Tabs
              value={tab}
              onValueChange={(value) =>
                navigate(
                  { search: searchParams.toString(), hash: value === 'signup' ? 'signup' : '' },
                  { replace: true, preventScrollReset: true },
                )
              }
              className="gap-6"
            >
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm next={next} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm next={next} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
