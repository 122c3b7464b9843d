import type {
  UniversityCourseListParams,
  UniversityCourseListResponse,
  UniversityFetchTriggerResponse,
} from '@app/core/university-api';
import type { UniversityCourse } from '@app/core/university-course';
import { api } from '@/lib/api-client';

export const universityKeys = {
  all: ['university-courses'] as const,
  list: (params: UniversityCourseListParams) => ['university-courses', 'list', params] as const,
  course: (id: string) => ['university-courses', 'course', id] as const,
};

export function fetchUniversityCourse(id: string, signal?: AbortSignal): Promise<UniversityCourse> {
  return api.get<UniversityCourse>(`/university-courses/${encodeURIComponent(id)}`, { signal });
}

export function fetchUniversityCourses(
  params: UniversityCourseListParams,
  signal?: AbortSignal,
): Promise<UniversityCourseListResponse> {
  return api.get<UniversityCourseListResponse>('/university-courses', { query: { ...params }, signal });
}

/** The spec's fetch-university-courses trigger: starts a fetch when no course is active yet. */
export function triggerUniversityFetch(): Promise<UniversityFetchTriggerResponse> {
  return api.post<UniversityFetchTriggerResponse>('/university-courses/fetch');
}
