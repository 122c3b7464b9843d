import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * What a user sees instead of a blank page when rendering fails. Uses a plain <a> for
 * Home because it may render outside the router.
 */
export function ErrorFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="alert"
      className={
        fullScreen
          ? 'flex min-h-dvh items-center justify-center bg-background p-6 text-foreground'
          : 'flex min-h-[50vh] items-center justify-center p-6'
      }
    >
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          An unexpected problem stopped this page from loading. Reloading usually fixes it; if it keeps
          happening, please let our support team know.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
          <Button variant="outline" asChild>
            <a href="/">Go to Home</a>
          </Button>
        </div>
      </div>
    </div>
  );
}
