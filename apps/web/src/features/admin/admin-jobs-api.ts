import type { JobFetchRunsResponse } from '@app/core/job-fetches';
import type { FetchJobsResponse, ImportJobsRequest } from '@app/core/jobs-api';
import { api } from '@/lib/api-client';

export const adminJobsKeys = {
  runs: ['admin', 'jobs', 'runs'] as const,
};

/** The job-board fetch history: the last fetches and imports, newest first. */
export function fetchJobFetchRuns(signal?: AbortSignal): Promise<JobFetchRunsResponse> {
  return api.get<JobFetchRunsResponse>('/admin/jobs/runs', { signal });
}

/** Imports one saved board answer, as the CLI's `--from-file` does. */
export function importJobBoard(body: ImportJobsRequest): Promise<FetchJobsResponse> {
  return api.post<FetchJobsResponse>('/admin/jobs/import', body);
}
