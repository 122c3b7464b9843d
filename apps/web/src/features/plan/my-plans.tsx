import { countOf } from '@app/core/format-count';
import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { fetchSavedPlans, formatHours, percent, planKeys, savedPlanPath } from './plan-api';

/** The dashboard's My plans: each saved plan's title, readiness, missing skills and hours, linked. */
export function MyPlans({ className }: { className?: string }) {
  const query = useQuery({ queryKey: planKeys.saved, queryFn: ({ signal }) => fetchSavedPlans(signal) });
  const plans = query.data?.plans ?? [];

  return (
    <section
      aria-labelledby="my-plans-heading"
      className={cn('min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-plans-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Target aria-hidden="true" className="size-5 text-primary" />
          My plans
        </h2>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/plan">New plan</Link>
        </Button>
      </div>
      {query.isPending ? (
        <div className="space-y-3" data-testid="plans-loading">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load your plans.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : plans.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No saved plans yet.{' '}
          <Link to="/plan" className="font-medium text-primary underline-offset-4 hover:underline">
            Plan your way to a job
          </Link>{' '}
          and save it to follow it here.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="my-plans">
          {plans.map((plan) => (
            <li key={plan.id} className="min-w-0 rounded-lg border p-4" data-plan-id={plan.id}>
              <Link
                to={savedPlanPath(plan.id)}
                className="font-semibold break-words text-primary underline-offset-4 hover:underline"
              >
                {plan.title}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">
                {percent(plan.readiness)} ready · {countOf(plan.missingCount, 'skill')} missing · about{' '}
                {formatHours(plan.totalHours)}
                {plan.shareToken && ' · shared'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
