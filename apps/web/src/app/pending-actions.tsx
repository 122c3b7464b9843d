import { ALREADY_APPLIED, JOB_MESSAGES } from '@app/core/job-options';
import type { CourseTrackingResponse } from '@app/core/learning-api';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorMessage, isApiError } from '@/lib/api-client';
import { applyToJob, jobKeys } from '@/lib/jobs-api';
import { learningKeys } from '@/lib/learning-api';
import {
  decodePendingAction,
  type PendingAction,
  THEN_PARAM,
  takeRememberedAction,
} from '@/lib/pending-action';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * Finishes what a visitor asked for before signing in (lib/pending-action.ts): once the page they
 * came back to has a signed-in user, the action named in `?then=` runs once (if this tab asked for
 * it) and the marker leaves the address, so a reload or a shared link does not repeat it.
 */
export function PendingActions() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const raw = params.get(THEN_PARAM);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!raw || !user || done.current === raw) return;
    done.current = raw;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(THEN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const action = takeRememberedAction(raw) ? decodePendingAction(raw) : null;
    if (action) void finish(action, queryClient);
  }, [raw, user, setParams, queryClient]);

  return null;
}

async function finish(action: PendingAction, queryClient: QueryClient): Promise<void> {
  try {
    if (action.kind === 'apply-job') {
      try {
        await applyToJob(action.id);
        toast.success(JOB_MESSAGES.appliedTitle, companyNote(queryClient, action.id));
      } catch (error) {
        // Tracked already (say, from another tab): that is what the visitor wanted.
        if (!(isApiError(error) && error.code === ALREADY_APPLIED)) throw error;
      }
      await queryClient.invalidateQueries({ queryKey: jobKeys.applications });
      return;
    }
    const path = `/me/courses/${encodeURIComponent(action.id)}`;
    // A course the account tracks already keeps its state (a saved course is not started again,
    // a started one not set back to saved).
    const { tracking } = await api.get<CourseTrackingResponse>(path);
    if (!tracking) {
      const status = action.kind === 'save-course' ? 'enrolled' : 'in_progress';
      await api.put<CourseTrackingResponse>(path, { status });
      if (status === 'enrolled') toast.success('Course saved', 'Find it under Saved on your dashboard.');
      else toast.success('Course started', 'Log your study time here as you go.');
    }
    await queryClient.invalidateQueries({ queryKey: learningKeys.all });
  } catch (error) {
    toast.error('Error', errorMessage(error));
  }
}

/** The spec's "finish on the company's site" line, when the job's details are at hand. */
function companyNote(queryClient: QueryClient, id: number): string | undefined {
  const job = queryClient.getQueryData<{ company: string }>(jobKeys.job(id));
  return job ? JOB_MESSAGES.appliedText(job.company) : undefined;
}
