import type { CareerPath } from '@app/core/career-path';
import { type CareerPathCoursesResponse, careerPathCoursesQuerySchema } from '@app/core/career-path-api';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { validateQuery } from '../../http/validate.ts';
import type { CatalogService } from '../catalog/service.ts';

/**
 * Career paths (the paths themselves are static, in @app/core/career-paths-data), all public:
 *
 * - `GET /api/career-paths/courses?id={slug}…`: per path, its related courses with the id of the
 *   catalogue course each names (null when the catalogue has none), so the web app links a related
 *   course to its page rather than to a search for its name.
 */
export function careerPathRoutes(deps: { catalog: Pick<CatalogService, 'findCourse'> }) {
  const { catalog } = deps;
  const bySlug = new Map(CAREER_PATHS.map((path) => [path.id, path]));

  async function resolve(path: CareerPath): Promise<CareerPathCoursesResponse['paths'][number]> {
    const courses = await Promise.all(
      path.courses.map(async (title) => {
        const course = await catalog.findCourse({ title });
        return { title, courseId: course ? String(course.id) : null };
      }),
    );
    return { id: path.id, courses };
  }

  return new Hono<AppEnv>().get(
    '/career-paths/courses',
    validateQuery(careerPathCoursesQuerySchema),
    async (c) => {
      const { id } = c.req.valid('query');
      const paths = [...new Set(id)].flatMap((slug) => bySlug.get(slug) ?? []);
      const answer: CareerPathCoursesResponse = { paths: await Promise.all(paths.map(resolve)) };
      return c.json(answer);
    },
  );
}
