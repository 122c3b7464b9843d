import {
  type UniversitySyncResponse,
  universityCourseListQuerySchema,
  universitySyncRequestSchema,
} from '@app/core/university-api';
import { Hono } from 'hono';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { badRequest, invalidInput } from '../../http/errors.ts';
import { rejectControlCharacters, validateQuery } from '../../http/validate.ts';
import type { UniversityService } from './service.ts';

/**
 * University courses. The page is behind the sign-in guard, and so is its data:
 *
 * - `GET /api/university-courses` (user): search, country/category/level filters and one page of
 *   results in title order, with the total, the active count and the dropdown options.
 * - `POST /api/university-courses/fetch` (user): the page's "no active courses yet" trigger. It
 *   starts a background fetch at most once per cooldown across all instances and answers at once.
 * - `POST /api/admin/sync/universities` (admin): fetch Coursera and edX now and answer the result.
 * - `GET /api/admin/sync/universities` (admin): active counts, whether a fetch runs, recent runs.
 *
 * Mount before the live sync's `/admin/sync/:source` routes, which would take "universities" for
 * a source name.
 */
export function universityRoutes(deps: { universities: UniversityService }) {
  const { universities } = deps;
  const user = requireAccess('user');
  const admin = requireAccess('admin');
  return new Hono<SignedInEnv>()
    .get('/university-courses', user, validateQuery(universityCourseListQuerySchema), async (c) =>
      c.json(await universities.list(c.req.valid('query'))),
    )
    .post('/university-courses/fetch', user, async (c) => {
      const result = await universities.triggerIfEmpty(c.var.user.id);
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
