import {
  type UniversitySyncResponse,
  universityCourseListQuerySchema,
  universitySyncRequestSchema,
} from '@app/core/university-api';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { badRequest, invalidInput, notFound } from '../../http/errors.ts';
import { rejectControlCharacters, validateParams, validateQuery } from '../../http/validate.ts';
import type { UniversityService } from './service.ts';

const courseIdParams = z.object({ id: z.string().min(1).max(200) });

/**
 * University courses. Visitors browse them like the catalogue (docs/decisions/017-visitors-browse-and-search-engines.md), so the list is public:
 *
 * - `GET /api/university-courses` (anyone): search, country/category/level filters and one page of
 *   results in title order, with the total, the active count and the dropdown options.
 * - `GET /api/university-courses/:id` (anyone): one active course (its page).
 * - `POST /api/university-courses/fetch` (anyone): the page's "no active courses yet" trigger. It
 *   starts a background fetch at most once per cooldown across all instances and answers at once,
 *   so a visitor cannot make it fetch more often than a signed-in user could.
 * - `POST /api/admin/sync/universities` (admin): fetch Coursera and edX now and answer the result.
 * - `GET /api/admin/sync/universities` (admin): active counts, whether a fetch runs, recent runs.
 *
 * Mount before the live sync's `/admin/sync/:source` routes, which would take "universities" for
 * a source name.
 */
export function universityRoutes(deps: { universities: UniversityService }) {
  const { universities } = deps;
  const admin = requireAccess('admin');
  return new Hono<SignedInEnv>()
    .get('/university-courses', validateQuery(universityCourseListQuerySchema), async (c) =>
      c.json(await universities.list(c.req.valid('query'))),
    )
    .get('/university-courses/:id', validateParams(courseIdParams), async (c) => {
      const course = await universities.course(c.req.valid('param').id);
      if (!course) throw notFound('No university course with that id.');
      return c.json(course);
    })
    .post('/university-courses/fetch', async (c) => {
      // The trigger takes no input; anything sent with it is a client error, not ignored.
      if ((await c.req.text()).trim() !== '')
        throw badRequest('This request takes no body.', undefined, 'unexpected_body');
      const result = await universities.triggerIfEmpty((await currentUser(c))?.id);
      return c.json(result, result.status === 'started' ? 202 : 200);
    })
    .get('/admin/sync/universities', admin, async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await universities.status());
    })
    .post('/admin/sync/universities', admin, async (c) => {
      // The body is optional: none fetches every source.
      const text = await c.req.text();
      let raw: unknown = {};
      if (text.trim() !== '') {
        try {
          raw = JSON.parse(text);
        } catch {
          throw badRequest('The request body is not valid JSON.', undefined, 'invalid_json');
        }
      }
      rejectControlCharacters(raw, 'request body');
      const parsed = universitySyncRequestSchema.safeParse(raw);
      if (!parsed.success) throw invalidInput(parsed.error, 'request body');
      const outcome = await universities.fetch({
        trigger: 'manual',
        requestedBy: c.var.user.id,
        sources: parsed.data.sources,
        force: parsed.data.force,
      });
      const body: UniversitySyncResponse =
        'notRun' in outcome
          ? {
              success: false,
              total: await universities.activeCount(),
              fetched: 0,
              skipped: 0,
              saved: 0,
              deactivated: 0,
              fetchedAt: new Date().toISOString(),
              error: 'Another fetch made this one unnecessary',
              sources: [],
            }
          : outcome;
      return c.json(body);
    });
}
