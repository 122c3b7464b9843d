import { z } from 'zod';

// The option lists and page texts live in a module without zod so the web app can import them cheaply.
export {
  CARD_SUBJECTS,
  FRESH_FETCH_WAIT_MS,
  UNIVERSITY_CATEGORIES,
  UNIVERSITY_LEVELS,
  UNIVERSITY_READ_PAGE,
  UNIVERSITY_TEXTS,
  type UniversityCategory,
} from './university-options.ts';

/**
 * The spec's University course (table `university_courses`, field `course_data`), shared by the
 * server, which validates every course it stores with this schema, and the web app.
 */

/** The spec's `source_api` value: every university course row carries it. */
export const UNIVERSITY_SOURCE_API = 'universities_api';

const text = (max: number) => z.string().trim().min(1).max(max);
// Course pages and pictures open from our pages: only https, never javascript: or data: links.
const httpsUrl = z.url({ protocol: /^https$/ }).max(2000);

export const universityCourseSchema = z.object({
  /** Stable across fetches: `<source>-<id at the source>`, e.g. `coursera-69Bku0KoEeWZtA4u62x6lQ`. */
  id: text(200),
  title: text(300),
  university: text(200),
  /** English country name, e.g. 'United States'. */
  country: text(100),
  category: text(100),
  /** 'Beginner', 'Intermediate' or 'Advanced' when the source says; null when it does not. */
  level: text(50).nullable(),
  /** Empty when the source has none. */
  description: z.string().trim().max(5000),
  subjects: z.array(text(100)).max(20),
  /** Free text such as '4-8 hours/week'; null when unknown. */
  duration: text(100).nullable(),
  /** Average rating out of 5; null when the source publishes none (never made up). */
  rating: z.number().min(0).max(5).nullable(),
  /** Enrolled learners; null when unknown. */
  students: z.number().int().nonnegative().nullable(),
  image: httpsUrl.nullable(),
  /** Where the course is taught: 'Coursera', 'edX', 'MIT OpenCourseWare', a university's own site… */
  provider: text(100),
  /** The course's own page. */
  url: httpsUrl,
});
export type UniversityCourse = z.infer<typeof universityCourseSchema>;

/** The sources university courses come from: the fetchers' two APIs, and the shipped seed. */
export const UNIVERSITY_FETCH_SOURCES = ['coursera', 'edx'] as const;
export type UniversityFetchSource = (typeof UNIVERSITY_FETCH_SOURCES)[number];
export const UNIVERSITY_COURSE_SOURCES = ['seed', ...UNIVERSITY_FETCH_SOURCES] as const;
export type UniversityCourseSource = (typeof UNIVERSITY_COURSE_SOURCES)[number];
