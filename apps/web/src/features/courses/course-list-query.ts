import type { CourseListParams } from '@app/core/catalog-api';
import { COURSE_PAGE_DEFAULT } from '@app/core/course-options';
import { ALL } from '@app/core/course-search';
import { catalogKeys, fetchCourseFacets, fetchCourses } from '@/lib/catalog-api';

/** The catalogue's pages for `params`; shared by the courses page and main.tsx's prefetch. */
export function courseListQuery(params: CourseListParams) {
  return {
    queryKey: catalogKeys.courses(params),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      fetchCourses({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    // main.tsx asks for the first page before the page mounts; fresh for a while, the page takes
    // that answer instead of asking again on mount. A catalogue sync invalidates it regardless.
    staleTime: 10_000,
    getNextPageParam: (last: { nextOffset?: number | null }) => last.nextOffset ?? undefined,
  };
}

/**
 * The dropdowns' options: the whole catalogue's, whatever the search, so asked for once and kept
 * until a catalogue sync invalidates them. Shared by the courses page and main.tsx's prefetch.
 */
export const courseFacetsQuery = {
  queryKey: catalogKeys.facets,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCourseFacets(signal),
  staleTime: Number.POSITIVE_INFINITY,
};

/** What the courses page asks for at `/courses` without search or filters in the URL. */
export const unfilteredCourseListParams: CourseListParams = {
  search: '',
  category: ALL,
  provider: ALL,
  level: ALL,
  price: ALL,
  limit: COURSE_PAGE_DEFAULT,
};
