import type { CareerPathCoursesResponse } from '@app/core/career-path-api';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/catalog-api';

/** A related course's name to its catalogue course id (null: the catalogue has no such course). */
export type RelatedCourseIds = ReadonlyMap<string, string | null>;

function fetchRelatedCourseIds(pathIds: readonly string[], signal: AbortSignal): Promise<RelatedCourseIds> {
  return api
    .get<CareerPathCoursesResponse>('/career-paths/courses', { query: { id: pathIds }, signal })
    .then(
      ({ paths }) =>
        new Map(paths.flatMap((path) => path.courses.map((course) => [course.title, course.courseId]))),
    );
}

/**
 * The catalogue course ids of the related courses of these career paths, so their links open
 * the course page; undefined while loading or after a failure (the links then search by name).
 */
export function useRelatedCourseIds(pathIds: readonly string[]): RelatedCourseIds | undefined {
  const { data } = useQuery({
    // Under the catalogue's key: a sync that changes the catalogue refreshes it too.
    queryKey: [...catalogKeys.all, 'career-path-courses', pathIds] as const,
    queryFn: ({ signal }) => fetchRelatedCourseIds(pathIds, signal),
    enabled: pathIds.length > 0,
    staleTime: 5 * 60_000,
  });
  return data;
}
