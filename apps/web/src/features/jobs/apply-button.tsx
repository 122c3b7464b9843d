import { ALREADY_APPLIED, JOB_CLOSED, JOB_MESSAGES } from '@app/core/job-options';
import type { JobSummary } from '@app/core/jobs-api';
import { jobPagePath } from '@app/core/public-pages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { applyToJob, fetchMyApplications, jobKeys } from '@/lib/jobs-api';
import { rememberPendingAction, signInThen } from '@/lib/pending-action';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

type ApplyState = 'idle' | 'applying' | 'applied';

/**
 * Apply where the employer is: opens the employer's own posting in a new tab and saves the job to
 * My applications. The spec's states stay ('Apply Now', 'Applying...', 'Applied'), the applied
 * state comes from the user's applications (so it survives a reload), and a second apply still
 * says 'Already Applied'. A visitor signs in first; a user whose session ended meanwhile is told to log in.
 */
export function ApplyButton({ job }: { job: Pick<JobSummary, 'id' | 'company' | 'externalUrl'> }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>('idle');
  const applications = useQuery({
    queryKey: jobKeys.applications,
    queryFn: ({ signal }) => fetchMyApplications(signal),
    enabled: Boolean(user),
  });
  const alreadyTracked = applications.data?.applications.some((a) => a.job.id === job.id) ?? false;
  const shown: ApplyState = state === 'idle' && alreadyTracked ? 'applied' : state;

  function markApplied() {
    setState('applied');
    void queryClient.invalidateQueries({ queryKey: jobKeys.applications });
  }

  async function apply() {
    if (!user) {
      toast.error(JOB_MESSAGES.loginRequiredTitle, JOB_MESSAGES.loginRequired);
      return;
    }
    // Opened in the click itself, before any await, so that pop-up blockers let it through.
    if (job.externalUrl) window.open(job.externalUrl, '_blank', 'noopener,noreferrer');
    setState('applying');
    try {
      await applyToJob(job.id);
      markApplied();
      toast.success(JOB_MESSAGES.appliedTitle, JOB_MESSAGES.appliedText(job.company));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setState('idle');
        toast.error(JOB_MESSAGES.loginRequiredTitle, JOB_MESSAGES.loginRequired);
      } else if (isApiError(error) && error.code === ALREADY_APPLIED) {
        markApplied();
        toast.error(JOB_MESSAGES.alreadyAppliedTitle, JOB_MESSAGES.alreadyApplied);
      } else if (isApiError(error) && error.code === JOB_CLOSED) {
        setState('idle');
        toast.error(JOB_MESSAGES.applyFailedTitle, error.message);
      } else {
        setState('idle');
        toast.error(JOB_MESSAGES.applyFailedTitle, JOB_MESSAGES.applyFailed);
      }
    }
  }

  if (!user) {
    // A visitor signs in first and comes back to the job's page, where the job is then saved to
    // My applications (a new tab can only open from a click, so the posting is theirs to open).
    const action = { kind: 'apply-job', id: job.id } as const;
    return (
      <Button asChild>
        <Link
          to={signInThen({ pathname: jobPagePath(job.id) }, action)}
          onClick={() => rememberPendingAction(action)}
        >
          <ExternalLink aria-hidden="true" />
          {JOB_MESSAGES.applyNow}
          <span className="sr-only"> (sign in first)</span>
        </Link>
      </Button>
    );
  }

  return (
    <Button
      onClick={() => void apply()}
      disabled={shown !== 'idle'}
      aria-live="polite"
      data-apply-state={shown}
    >
      {shown === 'applying' ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : shown === 'applied' ? (
        <Check aria-hidden="true" />
      ) : (
        <ExternalLink aria-hidden="true" />
      )}
      {shown === 'applying'
        ? JOB_MESSAGES.applying
        : shown === 'applied'
          ? JOB_MESSAGES.applied
          : JOB_MESSAGES.applyNow}
      {shown === 'idle' && job.externalUrl && (
        <span className="sr-only"> (opens the posting in a new tab)</span>
      )}
    </Button>
  );
}
