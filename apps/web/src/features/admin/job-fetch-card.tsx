import { jobFetchProblemText } from '@app/core/admin-console';
import { formatCount } from '@app/core/format-count';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { jobKeys, runJobFetch } from '@/lib/jobs-api';
import { toast } from '@/lib/toast';
import { adminConsoleKeys } from './admin-console-api';
import { adminJobsKeys } from './admin-jobs-api';

/**
 * Fetches every configured job board now (`POST /api/admin/jobs/fetch`). Boards that fail are
 * summed up in one short toast ("12 of 15 boards could not be reached"); the sync history names
 * each board and its reason.
 */
export function JobFetchCard() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function fetchNow() {
    setBusy(true);
    try {
      const result = await runJobFetch();
      const problem = jobFetchProblemText(result);
      const summary = result.summary;
      if (result.success && summary) {
        const boards = Object.keys(summary.sources).length;
        const text = `Fetched ${formatCount(summary.total_fetched)} postings from ${formatCount(boards)} ${boards === 1 ? 'board' : 'boards'}: ${formatCount(summary.new_jobs)} added, ${formatCount(summary.updated_jobs)} updated, ${formatCount(summary.deactivated_jobs)} closed.`;
        if (problem) toast.info('Jobs partly fetched', problem);
        else toast.success('Jobs fetched', text);
      } else {
        toast.error('Fetch Failed', problem ?? 'Failed to fetch jobs');
      }
    } catch (error) {
      toast.error('Fetch Failed', errorMessage(error, 'An unexpected error occurred'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: adminConsoleKeys.history });
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.runs });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    }
  }

  return (
    <Card aria-labelledby="job-fetch-card-title" data-job-fetch-card>
      <CardHeader>
        <CardTitle as="h3" id="job-fetch-card-title" className="text-xl">
          Fetch job boards
        </CardTitle>
        <CardDescription>
          Reads every configured Greenhouse, Lever and Ashby board now and updates the jobs page.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button onClick={() => void fetchNow()} disabled={busy}>
          <RefreshCw aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
          {busy ? 'Fetching...' : 'Fetch jobs now'}
        </Button>
      </CardFooter>
    </Card>
  );
}
