import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fetchSharedPlan, planKeys, planPathFor } from './plan-api';
import { PlanResult } from './plan-result';

const KIND_LABELS = { job: 'A job on our board', path: 'A career path', role: 'A role' } as const;

/**
 * /shared-plans/{token} (public): a plan someone shared, without their data: the target, the
 * readiness, the missing skills and the courses. A link that was stopped or never existed says so.
 */
export function SharedPlanPage() {
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: planKeys.shared(token),
    queryFn: ({ signal }) => fetchSharedPlan(token, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
  const missing = isApiError(query.error) && query.error.status === 404;
  const plan = query.data?.plan;
  useDocumentTitle(plan ? `${plan.title} – shared plan` : missing ? 'Shared plan not found' : 'Shared plan');

  if (query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">
          {missing ? 'Shared plan not found' : 'This plan could not be loaded'}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {missing
            ? 'Its owner may have stopped sharing it, or the link may be mistyped.'
            : errorMessage(query.error)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button asChild variant={missing ? 'default' : 'outline'}>
            <Link to="/plan">Make your own plan</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!plan) return <PageLoader label="Loading the plan..." />;
  const target = plan.result.target;
  const ownPlan =
    target.kind === 'job'
      ? planPathFor({ job: Number(target.id) })
      : target.kind === 'path'
        ? planPathFor({ path: String(target.id) })
        : planPathFor({ role: target.title });

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6" data-shared-plan>
      <div>
        <p className="text-sm font-medium text-primary">A shared skill-gap plan</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">{plan.title}</h1>
        <p className="mt-2 text-muted-foreground">
          {KIND_LABELS[target.kind]}: <span className="font-medium text-foreground">{target.title}</span>
          {target.kind === 'job' && target.open === false && ' (no longer open)'}
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={ownPlan}>Plan this target for yourself</Link>
        </Button>
      </div>
      <PlanResult result={plan.result} />
    </div>
  );
}
