import { courseListQuerySchema } from '@app/core/catalog-api';
import { LIVE_SOURCES, parseCourseId } from '@app/core/course-catalogue';
import type { LiveSourcesResponse } from '@app/core/live-sync';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { validateParams, validateQuery } from '../../http/validate.ts';
import type { CatalogService } from './service.ts';

const courseParams = z.object({ id: z.string() });

/**
 * The course catalogue, all public (spec section 6: visitors see the catalogue and providers):
 *
 * - `GET /api/courses`: search, filters and one page of results, with total and dropdown options;
 *   the courses still offered, or with `status=retired` the retired ones.
 * - `GET /api/courses/featured`: the home page's featured courses.
 * - `GET /api/courses/:id`: one course (retired ones too), its provider, related courses and the
 *   course that replaced it.
 * - `GET /api/providers`: the provider directory with course counts from the catalogue.
 * - `GET /api/catalog/stats`: counts for the home page's stats strip.
 * - `GET /api/catalog/sources`: per live source, whether its courses are still loading (the
 *   /courses banner) and how many the catalogue lists.
 */
export function catalogRoutes(deps: {
  catalog: CatalogService;
  /** Readiness of the live sources; without it they count as loaded from the index alone. */
  liveSources?: () => Promise<LiveSourcesResponse>;
}) {
  const { catalog } = deps;
  const liveSources =
    deps.liveSources ??
    (async (): Promise<LiveSourcesResponse> => {
      const state = catalog.liveState();
      return {
        sources: LIVE_SOURCES.map((source) => ({
          source,
          loading: state === null,
          courses: state?.[source].count ?? 0,
        })),
      };
    });
  return new Hono<AppEnv>()
    .get('/courses', validateQuery(courseListQuerySchema), async (c) => {
      c.header('content-type', 'application/json');
      return c.body(await catalog.listCoursesJson(c.req.valid('query')));
    })
    .get('/courses/featured', async (c) => c.json({ courses: await catalog.featuredCourses() }))
    .get('/courses/facets', async (c) => c.json({ facets: await catalog.facets() }))
    .get('/courses/:id', validateParams(courseParams), async (c) => {
      const raw = c.req.valid('param').id;
      const id = parseCourseId(raw);
      if (id === undefined) {
        throw badRequest(
          'A course id is a number, or a live course id such as microsoft-123.',
          [{ path: 'id', message: 'Not a course id' }],
          'invalid_input',
        );
      }
      const detail = await catalog.getCourse(id);
      if (!detail) throw notFound(`No course with id ${raw}.`);
      return c.json(detail);
    })
    .get('/providers', async (c) => c.json({ providers: await catalog.providers() }))
    .get('/catalog/stats', async (c) => c.json(await catalog.stats()))
    .get('/catalog/sources', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await liveSources());
    });
}
