import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found', 'This page does not exist on SkillBridge.');
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-24 text-center">
      <div>
        <h1 className="text-7xl font-bold tracking-tight text-primary">404</h1>
        <p className="mt-4 text-2xl font-semibold">Oops! Page not found</p>
        <p className="mt-2 text-muted-foreground">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 text-sm break-all">{pathname}</code>.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
