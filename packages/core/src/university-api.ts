import { z } from 'zod';
import { asTypedSchema, type CourseSort, courseSortSchema, facetOptionSchema } from './catalog-api.ts';
import { COURSE_PAGE_DEFAULT, COURSE_PAGE_MAX, SEARCH_MAX_LENGTH } from './course-options.ts';
import { ALL } from './course-search.ts';
import { UNIVERSITY_FETCH_SOURCES, universityCourseSchema } from './university-course.ts';

/**
 * Contracts of the university courses API (`/api/university-courses…`,
 * `/api/admin/sync/universities`), shared by the server, which parses requests with them, and
 * the web app.
 */

const filterName = z.string().trim().min(1).max(120);

/** Query of `GET /api/university-courses`. Absent filters mean 'all'. */
export const universityCourseListQuerySchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).default(''),
  country: filterName.default(ALL),
  category: filterName.default(ALL),
  level: filterName.default(ALL),
  /** Absent: relevance. */
  sort: courseSortSchema.optional(),
  asTyped: asTypedSchema.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(COURSE_PAGE_MAX).default(COURSE_PAGE_DEFAULT),
});
export type UniversityCourseListQuery = z.infer<typeof universityCourseListQuerySchema>;
/** What a client may send: every field optional. */
export interface UniversityCourseListParams {
  search?: string;
  country?: string;
  category?: string;
  level?: string;
  sort?: CourseSort;
  asTyped?: '1';
  offset?: number;
  limit?: number;
}

/** The three dropdowns' options over every active course (not narrowed by the search). */
export const universityFacetsSchema = z.object({
  /** Alphabetical. */
  countries: z.array(facetOptionSchema),
  /** Alphabetical. */
  categories: z.array(facetOptionSchema),
  /** Beginner, Intermediate, Advanced (those that occur), then any others alphabetically. */
  levels: z.array(facetOptionSchema),
});
export type UniversityFacets = z.infer<typeof universityFacetsSchema>;

export const universityCourseListResponseSchema = z.object({
  courses: z.array(universityCourseSchema),
  /** Courses matching the search and filters. */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** Offset of the next page, or null on the last page. */
  nextOffset: z.number().int().nonnegative().nullable(),
  /** Every active university course, whatever the search: the page heading's count. */
  catalogueTotal: z.number().int().nonnegative(),
  facets: universityFacetsSchema,
  /** A fetch from the outside sources is running now. */
  fetching: z.boolean(),
  /** The search actually run when a query word was corrected to the catalogue's nearest word, else null. */
  correctedSearch: z.string().nullable(),
});
export type UniversityCourseListResponse = z.infer<typeof universityCourseListResponseSchema>;

/**
 * Answer of `POST /api/university-courses/fetch`, the page's "no active courses yet" trigger
 * (spec section 4). It never waits for the fetch:
 * - `started`: this call started one;
 * - `running`: one is already running (here or on another instance);
 * - `not_needed`: active courses exist, nothing to do;
 * - `cooldown`: a visitor-triggered fetch ran recently; try again after `retryAfterSeconds`.
 */
export const universityFetchTriggerResponseSchema = z.object({
  status: z.enum(['started', 'running', 'not_needed', 'cooldown']),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
});
export type UniversityFetchTriggerResponse = z.infer<typeof universityFetchTriggerResponseSchema>;

export const universityFetchSourceSchema = z.enum(UNIVERSITY_FETCH_SOURCES);

/**
 * Body of `POST /api/admin/sync/universities`; no body (or `{}`) fetches every source. `force`
 * accepts a result that would deactivate more than half of a source's active courses (otherwise
 * taken as a partial answer from the source).
 */
export const universitySyncRequestSchema = z
  .object({
    sources: z.array(universityFetchSourceSchema).min(1).max(UNIVERSITY_FETCH_SOURCES.length),
    force: z.boolean(),
  })
  .partial()
  .strict();
export type UniversitySyncRequest = z.infer<typeof universitySyncRequestSchema>;

export const UNIVERSITY_FETCH_TRIGGERS = ['manual', 'visitor', 'schedule', 'cli', 'import'] as const;
export type UniversityFetchTrigger = (typeof UNIVERSITY_FETCH_TRIGGERS)[number];
export const UNIVERSITY_FETCH_STATUSES = ['running', 'succeeded', 'partial', 'failed'] as const;

/** What one source gave in one fetch. */
export const universitySourceResultSchema = z.object({
  source: universityFetchSourceSchema,
  status: z.enum(['succeeded', 'failed']),
  /** Records the source returned. */
  fetched: z.number().int().nonnegative(),
  /** Records left out: broken, or not from a university we can place in a country. */
  skipped: z.number().int().nonnegative(),
  /** Courses written active by this fetch. */
  saved: z.number().int().nonnegative(),
  /** Courses of this source that were active before and are no longer listed: now inactive. */
  deactivated: z.number().int().nonnegative(),
  error: z.string().optional(),
});
export type UniversitySourceResult = z.infer<typeof universitySourceResultSchema>;

/**
 * Answer of `POST /api/admin/sync/universities`, shaped like the live syncs' answer (success,
 * total, error, fetched, skipped, fetchedAt) so the admin panel can show it the same way.
 * `success` is true when every source succeeded; a failed source changes none of its courses.
 */
export const universitySyncResponseSchema = z.object({
  success: z.boolean(),
  /** Active university courses after the fetch (all sources, the seed included). */
  total: z.number().int().nonnegative(),
  fetched: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  saved: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  fetchedAt: z.iso.datetime({ offset: true }),
  error: z.string().optional(),
  sources: z.array(universitySourceResultSchema),
});
export type UniversitySyncResponse = z.infer<typeof universitySyncResponseSchema>;

export const universityFetchRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(UNIVERSITY_FETCH_TRIGGERS),
  status: z.enum(UNIVERSITY_FETCH_STATUSES),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  fetched: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  saved: z.number().int().nonnegative(),
  deactivated: z.number().int().nonnegative(),
  error: z.string().nullable(),
  sources: z.array(universitySourceResultSchema),
});
export type UniversityFetchRun = z.infer<typeof universityFetchRunSchema>;

/** `GET /api/admin/sync/universities`: what the admin card shows. */
export const universitySyncStatusResponseSchema = z.object({
  /** Active university courses now. */
  active: z.number().int().nonnegative(),
  /** Active courses per source ('seed', 'coursera', 'edx'). */
  bySource: z.record(z.string(), z.number().int().nonnegative()),
  running: z.boolean(),
  lastRun: universityFetchRunSchema.nullable(),
  /** The latest runs, newest first. */
  runs: z.array(universityFetchRunSchema),
});
export type UniversitySyncStatusResponse = z.infer<typeof universitySyncStatusResponseSchema>;
