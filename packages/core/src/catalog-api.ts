import { z } from 'zod';
import { courseSchema } from './course.ts';
import { STATUS_FILTERS, type StatusFilter } from './course-lifecycle.ts';
import {
  COURSE_PAGE_DEFAULT,
  COURSE_PAGE_MAX,
  LEVELS,
  PRICE_FILTERS,
  SEARCH_MAX_LENGTH,
} from './course-options.ts';
import { ALL, COURSE_SORTS, type CourseSort } from './course-search.ts';

/**
 * Contracts of the catalogue API (`/api/courses…`, `/api/providers`, `/api/catalog/stats`),
 * shared by the server, which parses requests with them, and the web app.
 */

export { COURSE_PAGE_DEFAULT, COURSE_PAGE_MAX, SEARCH_MAX_LENGTH } from './course-options.ts';
export { COURSE_SORTS, type CourseSort } from './course-search.ts';

const filterName = z.string().trim().min(1).max(120);

/**
 * `sort` of the course searches (`GET /api/courses`, `GET /api/university-courses`): relevance
 * ('Best match', the default) or title A-Z. With an empty search the order is by title whatever
 * the sort.
 */
export const courseSortSchema = z.enum(COURSE_SORTS);
/** `asTyped=1` runs the search as typed: no query word is corrected to a catalogue word. */
export const asTypedSchema = z.literal('1');

/** Query of `GET /api/courses`. Values arrive as strings; absent filters mean 'all'. */
export const courseListQuerySchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).default(''),
  category: filterName.default(ALL),
  provider: filterName.default(ALL),
  level: z.enum([ALL, ...LEVELS]).default(ALL),
  price: z.enum([ALL, ...PRICE_FILTERS]).default(ALL),
  /** Absent: the courses still offered; 'retired': only the retired ones. */
  status: z.enum(STATUS_FILTERS).optional(),
  /** Absent: relevance. */
  sort: courseSortSchema.optional(),
  asTyped: asTypedSchema.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(COURSE_PAGE_MAX).default(COURSE_PAGE_DEFAULT),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
/** What a client may send: every field optional (level 'Beginner'…, price 'Free' or 'Paid', or 'all'). */
export interface CourseListParams {
  search?: string;
  category?: string;
  provider?: string;
  level?: string;
  price?: string;
  status?: StatusFilter;
  sort?: CourseSort;
  asTyped?: '1';
  offset?: number;
  limit?: number;
}

export const facetOptionSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

/** The options of the four dropdowns, over the whole catalogue (not narrowed by the current search). */
export const courseFacetsSchema = z.object({
  /** In the catalogue's category order; only categories that have courses. */
  categories: z.array(facetOptionSchema),
  /** Alphabetical; only providers that have courses. */
  providers: z.array(facetOptionSchema),
  levels: z.array(facetOptionSchema),
  prices: z.array(facetOptionSchema),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

export const courseListResponseSchema = z.object({
  courses: z.array(courseSchema),
  /** Courses matching the search and filters. */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** Offset of the next page, or null on the last page. */
  nextOffset: z.number().int().nonnegative().nullable(),
  /** Every course the catalogue offers (retired ones aside), whatever the search. */
  catalogueTotal: z.number().int().nonnegative(),
  /**
   * The search actually run when a query word that matches nothing was corrected to the
   * catalogue's nearest word (e.g. 'kubernetes administrator' for 'kubernets administrator'),
   * else null.
   */
  correctedSearch: z.string().nullable(),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;

/**
 * `GET /api/courses/facets`: the same for every search, so asked for once per catalogue rather
 * than sent with every page of results (it was a third of each answer).
 */
export const courseFacetsResponseSchema = z.object({ facets: courseFacetsSchema });
export type CourseFacetsResponse = z.infer<typeof courseFacetsResponseSchema>;

export const providerInfoSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  /** Tailwind colour class of the directory entry; the monogram's background. */
  color: z.string(),
  website: z.string(),
  /** Courses of this provider in the catalogue now. */
  courseCount: z.number().int().nonnegative(),
  /** Open jobs at this company; absent while the product has no job data. */
  jobCount: z.number().int().nonnegative().optional(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const providersResponseSchema = z.object({ providers: z.array(providerInfoSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

export const courseDetailResponseSchema = z.object({
  course: courseSchema,
  /** The directory entry of the course's provider, when it has one. */
  provider: providerInfoSchema.nullable(),
  /** Up to three other courses sharing the most skills with this one (never retired ones). */
  related: z.array(courseSchema),
  /** The course named by `course.replacementCourseId`, when the catalogue has it. */
  replacement: courseSchema.nullable(),
});
export type CourseDetailResponse = z.infer<typeof courseDetailResponseSchema>;

export const featuredCoursesResponseSchema = z.object({ courses: z.array(courseSchema) });
export type FeaturedCoursesResponse = z.infer<typeof featuredCoursesResponseSchema>;

/** Counts for the home page's stats strip; a count is present only when its data exists. */
export const catalogStatsResponseSchema = z.object({
  courses: z.number().int().nonnegative(),
  providers: z.number().int().nonnegative(),
  categories: z.number().int().nonnegative(),
  careerPaths: z.number().int().nonnegative(),
  jobs: z.number().int().nonnegative().optional(),
  universityCourses: z.number().int().nonnegative().optional(),
});
export type CatalogStatsResponse = z.infer<typeof catalogStatsResponseSchema>;
