import type {
  CompletionRequest,
  CourseTrackingResponse,
  DashboardResponse,
  TrackedCourseBrief,
  TrackedCoursesResponse,
} from '@app/core/learning-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from './api-client';
import { useSession } from './session';
import { toast } from './toast';

/**
 * The signed-in user's learning: the dashboard and the courses they track. Shared by the course
 * cards (Save), the course page (the full tracking controls) and the dashboard.
 */

export const learningKeys = {
  all: ['learning'] as const,
  dashboard: ['learning', 'dashboard'] as const,
  tracked: ['learning', 'tracked'] as const,
  course: (id: string) => ['learning', 'course', id] as const,
};

const coursePath = (id: string) => `/me/courses/${encodeURIComponent(id)}`;

export function fetchDashboard(signal?: AbortSignal) {
  return api.get<DashboardResponse>('/me/dashboard', { signal });
}

/** Dashboard queries run only when a user is present (spec section 7). */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.dashboard,
    queryFn: ({ signal }) => fetchDashboard(signal),
    enabled,
  });
}

/** Tracked courses by id, for signed-in users; an empty map for visitors. */
export function useTrackedCourses(): ReadonlyMap<string, TrackedCourseBrief> {
  const { user } = useSession();
  const query = useQuery({
    queryKey: learningKeys.tracked,
    queryFn: ({ signal }) => api.get<TrackedCoursesResponse>('/me/courses', { signal }),
    enabled: Boolean(user),
    staleTime: 60_000,
    select: byCourseId,
  });
  return (user && query.data) || EMPTY;
}
// One stable function: React Query then builds the map once per answer, not once per render of each card.
const byCourseId = (data: TrackedCoursesResponse) => new Map(data.courses.map((c) => [c.courseId, c]));
const EMPTY: ReadonlyMap<string, TrackedCourseBrief> = new Map();

export function useCourseTracking(id: string, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.course(id),
    queryFn: ({ signal }) => api.get<CourseTrackingResponse>(coursePath(id), { signal }),
    enabled,
  });
}

export type TrackingChange =
  | { kind: 'track'; status: 'enrolled' | 'in_progress' }
  | { kind: 'progress'; progress: number }
  | { kind: 'session'; minutes: number }
  | { kind: 'deleteSession'; sessionId: number }
  | { kind: 'complete'; completion: CompletionRequest }
  | { kind: 'reopen' }
  | { kind: 'untrack' };

async function sendChange(id: string, change: TrackingChange): Promise<CourseTrackingResponse> {
  const path = coursePath(id);
  switch (change.kind) {
    case 'track':
      return api.put(path, { status: change.status });
    case 'progress':
      return api.put(`${path}/progress`, { progress: change.progress });
    case 'session':
      return api.post(`${path}/sessions`, { minutes: change.minutes });
    case 'deleteSession':
      return api.delete(`${path}/sessions/${change.sessionId}`);
    case 'complete':
      return api.put(`${path}/completion`, change.completion);
    case 'reopen':
      return api.delete(`${path}/completion`);
    case 'untrack':
      return api.delete(path);
  }
}

function refreshLearning(queryClient: QueryClient, id: string, result: CourseTrackingResponse) {
  queryClient.setQueryData(learningKeys.course(id), { tracking: result.tracking });
  void queryClient.invalidateQueries({ queryKey: learningKeys.tracked });
  void queryClient.invalidateQueries({ queryKey: learningKeys.dashboard });
}

/**
 * Changes the tracking of one course. On success every view of it is refreshed and
 * `onSuccess` may raise its own toast; a failure shows the server's message.
 */
export function useTrackingChange(id: string, onSuccess?: (change: TrackingChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TrackingChange) => sendChange(id, change),
    onSuccess: (result, change) => {
      refreshLearning(queryClient, id, result);
      onSuccess?.(change);
    },
    onError: (error) => toast.error('Error', errorMessage(error)),
  });
}
