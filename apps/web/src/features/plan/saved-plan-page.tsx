import type { SavedPlanResponse } from '@app/core/plan-api';
import { jobPagePath } from '@app/core/public-pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Link2, LogIn, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccessNotice } from '@/components/access-notice';
import { CopyButton } from '@/components/copy-button';
import { PageLoader } from '@/components/page-loader';
import { SignInLink } from '@/components/sign-in-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  deleteSavedPlan,
  fetchSavedPlan,
  planKeys,
  sharedPlanPath,
  sharePlan,
  stopSharingPlan,
} from './plan-api';
import { PlanResult } from './plan-result';

/**
 * /plans/{id} (behind the sign-in guard): a saved plan, worked out again now (readiness follows the
 * courses completed since), the job's status when the target is a job, sharing by link, deleting.
 */
export function SavedPlanPage() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoader label="Loading your plan..." />;
  if (!user) {
    return (
      <AccessNotice
        icon={LogIn}
        title="Please Sign In"
        description="You need to be logged in to see your plans."
      >
        <SignInLink />
      </AccessNotice>
    );
  }
  return <SavedPlan />;
}

function SavedPlan() {
  const raw = useParams().id ?? '';
  const id = /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: planKeys.savedPlan(id ?? 0),
    queryFn: ({ signal }) => fetchSavedPlan(id!, signal),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });
  const missing = id === null || (isApiError(query.error) && query.error.status === 404);
  const plan = query.data?.plan;
  useDocumentTitle(plan ? plan.title : missing ? 'Plan not found' : 'My plan');

  if (missing || query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{missing ? 'Plan not found' : 'Your plan could not be loaded'}</h1>
        <p className="mt-3 text-muted-foreground">
          {missing
            ? 'This plan is not among your saved plans. It may have been deleted.'
            : errorMessage(query.error)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
          <Button asChild variant={missing ? 'default' : 'outline'}>
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!plan) return <PageLoader label="Loading your plan..." />;
  const target = plan.result.target;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6" data-saved-plan={plan.id}>
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">{plan.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
          {target.kind === 'job' ? (
            <>
              A job on our board:{' '}
              <Link to={jobPagePath(Number(target.id))} className="text-primary hover:underline">
                {target.title}
              </Link>
              <Badge variant={target.open === false ? 'outline' : 'secondary'} data-job-status>
                {target.open === false ? 'Closed' : 'Open'}
              </Badge>
            </>
          ) : target.kind === 'path' ? (
            <>
              A career path:{' '}
              <Link
                to={`/career-paths/${encodeURIComponent(String(target.id))}`}
                className="text-primary hover:underline"
              >
                {target.title}
              </Link>
            </>
          ) : (
            <>A role: {target.title}</>
          )}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Worked out again each time you open it, so it follows the courses you complete.
        </p>
      </div>

      <SharePanel plan={plan} />
      <PlanResult result={plan.result} />
      <div className="flex justify-end">
        <DeletePlan id={plan.id} title={plan.title} />
      </div>
    </div>
  );
}

function SharePanel({ plan }: { plan: SavedPlanResponse['plan'] }) {
  const urlId = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: planKeys.all });
  const share = useMutation({
    mutationFn: () => sharePlan(plan.id),
    onSuccess: async () => {
      await refresh();
      toast.success('Share link created', 'Anyone with the link sees the plan, never your skills.');
    },
    onError: (error) => toast.error('Not shared', errorMessage(error)),
  });
  const stop = useMutation({
    mutationFn: () => stopSharingPlan(plan.id),
    onSuccess: async () => {
      await refresh();
      toast.success('Sharing stopped', 'The link no longer opens the plan.');
    },
    onError: (error) => toast.error('Still shared', errorMessage(error)),
  });
  const url = plan.shareToken ? `${window.location.origin}${sharedPlanPath(plan.shareToken)}` : null;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <Share2 aria-hidden="true" className="size-5 text-primary" />
          Share
        </CardTitle>
        <CardDescription>
          A link shows the target, your readiness, the missing skills and the courses, never the skills you
          have or where they came from.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {url ? (
          <div className="grid gap-3">
            <div className="grid gap-1">
              <Label htmlFor={urlId}>Share link</Label>
              <Input
                id={urlId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                data-share-url
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={url} label="Copy link" />
              <Button variant="outline" size="sm" onClick={() => stop.mutate()} disabled={stop.isPending}>
                {stop.isPending ? 'Stopping...' : 'Stop sharing'}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => share.mutate()} disabled={share.isPending}>
            <Link2 aria-hidden="true" />
            {share.isPending ? 'Creating link...' : 'Share'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function DeletePlan({ id, title }: { id: number; title: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSavedPlan(id),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: planKeys.savedPlan(id) });
      await queryClient.invalidateQueries({ queryKey: planKeys.saved });
      toast.success('Plan deleted');
      navigate('/dashboard');
    },
    onError: (error) => toast.error('Plan not deleted', errorMessage(error)),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete plan
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this plan?</DialogTitle>
          <DialogDescription>
            “{title}” goes from My plans, and its share link stops working. Your courses stay as they are.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete plan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
