import type {
  ApplicationsResponse,
  ApplicationUpdate,
  FetchJobsResponse,
  JobApplication,
  JobDetail,
  JobListParams,
  JobListResponse,
} from '@app/core/jobs-api';
import { api } from '@/lib/api-client';

/** Reads and writes of the jobs API, with their query keys. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  job: (id: number) => ['jobs', 'job', id] as const,
  applications: ['jobs', 'applications'] as const,
};

export function fetchJobList(params: JobListParams, signal?: AbortSignal): Promise<JobListResponse> {
  return api.get<JobListResponse>('/jobs', { query: { ...params }, signal });
}

export function fetchJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return api.get<JobDetail>(`/jobs/${id}`, { signal });
}

export function applyToJob(id: number): Promise<JobApplication> {
  return api.post<JobApplication>(`/jobs/${id}/applications`);
}

/** The spec's fetch-jobs function (admins). */
export function runJobFetch(): Promise<FetchJobsResponse> {
  return api.post<FetchJobsResponse>('/admin/jobs/fetch', { trigger: 'manual' });
}

export function fetchMyApplications(signal?: AbortSignal): Promise<ApplicationsResponse> {
  return api.get<ApplicationsResponse>('/me/applications', { signal });
}

/** Removes one application from the tracker. */
export function removeApplication(id: number): Promise<void> {
  return api.delete<void>(`/me/applications/${id}`);
}

export function updateApplication(id: number, change: ApplicationUpdate): Promise<JobApplication> {
  return api.patch<JobApplication>(`/me/applications/${id}`, change);
}

/** The tracker as a CSV file (the browser downloads it: the answer is an attachment). */
export const APPLICATIONS_CSV_URL = '/api/me/applications.csv';
