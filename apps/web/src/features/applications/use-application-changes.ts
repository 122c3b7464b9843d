import { JOB_MESSAGES } from '@app/core/job-options';
import type { ApplicationsResponse, ApplicationUpdate, JobApplication } from '@app/core/jobs-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { jobKeys, removeApplication, updateApplication } from '@/lib/jobs-api';
import { toast } from '@/lib/toast';

type Change = { application: JobApplication; change: ApplicationUpdate };

/**
 * Moving, noting and removing applications. A change shows at once and is undone, with a toast,
 * when the server refuses it; the server's answer (with the dated history) replaces it after.
 */
export function useApplicationChanges() {
  const queryClient = useQueryClient();
  const replace = (map: (list: JobApplication[]) => JobApplication[]) =>
    queryClient.setQueryData<ApplicationsResponse>(jobKeys.applications, (current) =>
      current ? { applications: map(current.applications) } : current,
    );

  const update = useMutation({
    mutationFn: ({ application, change }: Change) => updateApplication(application.id, change),
    onMutate: async ({ application, change }: Change) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.applications });
      const before = queryClient.getQueryData<ApplicationsResponse>(jobKeys.applications);
      replace((list) => list.map((a) => (a.id === application.id ? { ...a, ...change } : a)));
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(jobKeys.applications, context.before);
      toast.error(JOB_MESSAGES.errorTitle, errorMessage(error, JOB_MESSAGES.error));
    },
    onSuccess: (saved) => replace((list) => list.map((a) => (a.id === saved.id ? saved : a))),
  });

  const remove = useMutation({
    mutationFn: (application: JobApplication) => removeApplication(application.id),
    onSuccess: (_, application) => {
      replace((list) => list.filter((a) => a.id !== application.id));
      toast.success(JOB_MESSAGES.removedTitle, `${application.job.title} at ${application.job.company}.`);
    },
    onError: (error) => toast.error(JOB_MESSAGES.errorTitle, errorMessage(error, JOB_MESSAGES.error)),
  });

  return { update, remove };
}
