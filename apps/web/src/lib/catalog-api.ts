import type {
  CatalogStatsResponse,
  CourseDetailResponse,
  CourseFacetsResponse,
  CourseListParams,
  CourseListResponse,
  FeaturedCoursesResponse,
  ProvidersResponse,
} from '@app/core/catalog-api';
import type { LiveSourcesResponse } from '@app/core/live-sync';
import { api } from './api-client';

/**
 * Reads of the course catalogue API, shared by the home, courses and providers pages. Query keys
 * live here too so that pages reading the same data share one cache entry.
 */
export const catalogKeys = {
  /** Every catalogue query: invalidated when a sync changes the catalogue. */
  all: ['catalog'] as const,
  courses: (params: CourseListParams) => ['catalog', 'courses', params] as const,
  facets: ['catalog', 'facets'] as const,
  course: (id: string) => ['catalog', 'course', id] as const,
  featured: ['catalog', 'featured'] as const,
  providers: ['catalog', 'providers'] as const,
  stats: ['catalog', 'stats'] as const,
  liveSources: ['catalog', 'live-sources'] as const,
};

export function fetchCourses(params: CourseListParams, signal?: AbortSignal): Promise<CourseListResponse> {
  return api.get<CourseListResponse>('/courses', { query: { ...params }, signal });
}

/** The options of the catalogue page's dropdowns, over the whole catalogue. */
export function fetchCourseFacets(signal?: AbortSignal): Promise<CourseFacetsResponse> {
  return api.get<CourseFacetsResponse>('/courses/facets', { signal });
}

export function fetchCourse(id: string, signal?: AbortSignal): Promise<CourseDetailResponse> {
  return api.get<CourseDetailResponse>(`/courses/${encodeURIComponent(id)}`, { signal });
}

export function fetchFeaturedCourses(signal?: AbortSignal): Promise<FeaturedCoursesResponse> {
  return api.get<FeaturedCoursesResponse>('/courses/featured', { signal });
}

export function fetchProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.get<ProvidersResponse>('/providers', { signal });
}

export function fetchCatalogStats(signal?: AbortSignal): Promise<CatalogStatsResponse> {
  return api.get<CatalogStatsResponse>('/catalog/stats', { signal });
}

/** Per live source: still loading into the catalogue, and how many of its courses it lists. */
export function fetchLiveSources(signal?: AbortSignal): Promise<LiveSourcesResponse> {
  return api.get<LiveSourcesResponse>('/catalog/sources', { signal });
}
