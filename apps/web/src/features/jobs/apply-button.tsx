import { ALREADY_APPLIED, JOB_CLOSED, JOB_MESSAGES } from '@app/core/job-options';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { applyToJob, jobKeys } from '@/lib/jobs-api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

type ApplyState = 'idle' | 'applying' | 'applied';

/**
 * Spec section 4: idle ('Apply Now'), then 'Applying...', then 'Applied' (disabled) on success;
 * on a duplicate it returns to idle. A visitor, or a user whose session ended meanwhile, is told
 * to log in.
 */
export function ApplyButton({ jobId }: { jobId: number }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ApplyState>('idle');

  async function apply() {
    if (!user) {
      toast.error(JOB_MESSAGES.loginRequiredTitle, JOB_MESSAGES.loginRequired);
      return;
    }
    setState('applying');
    try {
      await applyToJob(jobId);
      setState('applied');
      toast.success(JOB_MESSAGES.appliedTitle, JOB_MESSAGES.appliedText);
      void queryClient.invalidateQueries({ queryKey: jobKeys.applications });
    } catch (error) {
      setState('idle');
      if (isApiError(error) && error.status === 401) {
        toast.error(JOB_MESSAGES.loginRequiredTitle, JOB_MESSAGES.loginRequired);
      } else if (isApiError(error) && error.code === ALREADY_APPLIED) {
        toast.error(JOB_MESSAGES.alreadyAppliedTitle, JOB_MESSAGES.alreadyApplied);
      } else if (isApiError(error) && error.code === JOB_CLOSED) {
        toast.error(JOB_MESSAGES.applyFailedTitle, error.message);
      } else {
        toast.error(JOB_MESSAGES.applyFailedTitle, JOB_MESSAGES.applyFailed);
      }
    }
  }

  return (
    <Button onClick={() => void apply()} disabled={state !== 'idle'} aria-live="polite">
      {state === 'applying' ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : state === 'applied' ? (
        <Check aria-hidden="true" />
      ) : (
        <Send aria-hidden="true" />
      )}
      {state === 'applying'
        ? JOB_MESSAGES.applying
        : state === 'applied'
          ? JOB_MESSAGES.applied
          : JOB_MESSAGES.applyNow}
    </Button>
  );
}
