import { z } from 'zod';

/**
 * Contract of `GET /api/career-paths/courses`: for career paths, the catalogue course each of their
 * related courses names, so a related-course link opens that course's page (/courses/{id}) and
 * falls back to the catalogue search only for a name the catalogue has no course of.
 */

/** The most career paths one request may name. */
export const CAREER_PATH_COURSES_MAX_PATHS = 200;

const pathId = z.string().max(100);

export const careerPathCoursesQuerySchema = z.object({
  /**
   * Career path slugs, the parameter repeated (`?id=data-scientist&id=cto`), at least one. Slugs
   * of no career path are left out of the answer.
   */
  id: z
    .union([pathId, z.array(pathId).min(1).max(CAREER_PATH_COURSES_MAX_PATHS)])
    .transform((value) => (typeof value === 'string' ? [value] : value)),
});
export type CareerPathCoursesQuery = z.infer<typeof careerPathCoursesQuerySchema>;

export const careerPathCourseSchema = z.object({
  /** The course name, as the career path lists it. */
  title: z.string(),
  /** The catalogue course of that title (as /courses/{id} takes it), or null when there is none. */
  courseId: z.string().nullable(),
});
export type CareerPathCourse = z.infer<typeof careerPathCourseSchema>;

export const careerPathCoursesResponseSchema = z.object({
  /** The named career paths, in the order named, each once. */
  paths: z.array(z.object({ id: z.string(), courses: z.array(careerPathCourseSchema) })),
});
export type CareerPathCoursesResponse = z.infer<typeof careerPathCoursesResponseSchema>;
