import { courseListQuerySchema } from '@app/core/catalog-api';
import { parseCourseId } from '@app/core/course-catalogue';
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
 * - `GET /api/courses`: search, filters and one page of results, with total and dropdown options.
 * - `GET /api/courses/featured`: the home page's featured courses.
 * - `GET /api/courses/:id`: one course, its provider and related courses.
 * - `GET /api/providers`: the provider directory with course counts from the catalogue.
 * - `GET /api/catalog/stats`: counts for the home page's stats strip.
 */
export function catalogRoutes(deps: { catalog: CatalogService }) {
  const { catalog } = deps;
  return new Hono<AppEnv>()
    .get('/courses', validateQuery(courseListQuerySchema), async (c) =>
      c.json(await catalog.listCourses(c.req.valid('query'))),
    )
    .get('/courses/featured', async (c) => c.json({ courses: await catalog.featuredCourses() }))
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
    .get('/catalog/stats', async (c) => c.json(await catalog.stats()));
}
