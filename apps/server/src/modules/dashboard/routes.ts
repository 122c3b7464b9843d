import {
  completionSchema,
  logSessionSchema,
  progressUpdateSchema,
  trackCourseSchema,
} from '@app/core/learning-api';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validateJson, validateParams } from '../../http/validate.ts';
import type { CatalogService } from '../catalog/service.ts';
import { courseIdFromParam, createLearningService } from './service.ts';

const courseParams = z.object({ courseId: z.string().max(220) });
const sessionParams = courseParams.extend({
  sessionId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * The signed-in user's learning: the dashboard and the courses they track. Every route is keyed by
 * the session's user id; a course id in the path only ever addresses that user's own rows.
 *
 * - `GET /api/me/dashboard`: statistics, goals, recent activity, in-progress and completed
 *   courses, recommendations.
 * - `GET /api/me/courses`: the tracked courses, briefly (status and progress per course id).
 * - `GET /api/me/courses/:courseId`: one course's tracking, `{ tracking: null }` when untracked.
 * - `PUT /api/me/courses/:courseId` `{ status: 'enrolled' | 'in_progress' }`: save or start a course.
 * - `DELETE /api/me/courses/:courseId`: stop tracking it (its progress, sessions, achievements too).
 * - `PUT /api/me/courses/:courseId/progress` `{ progress: 0-100 }`
 * - `POST /api/me/courses/:courseId/sessions` `{ minutes: 1-1440, studiedAt? }`
 * - `DELETE /api/me/courses/:courseId/sessions/:sessionId`: remove a session logged by mistake.
 * - `PUT /api/me/courses/:courseId/completion` `{ completedAt?, rating?, certificate? }`
 * - `DELETE /api/me/courses/:courseId/completion`: reopen a completed course.
 *
 * Writes that would start tracking need a course in the catalogue (404 otherwise); progress and
 * status changes of a completed course answer 409 until it is reopened.
 */
export function dashboardRoutes(deps: { database: Database; catalog: CatalogService; now?: () => Date }) {
  const learning = createLearningService(deps);
  const me = new Hono<SignedInEnv>()
    .use(requireAccess('user'))
    .get('/dashboard', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await learning.dashboard(c.var.user.id));
    })
    .get('/courses', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ courses: await learning.listTracked(c.var.user.id) });
    })
    .get('/courses/:courseId', validateParams(courseParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { key } = courseIdFromParam(c.req.valid('param').courseId);
      return c.json({ tracking: await learning.tracking(c.var.user.id, key) });
    })
    .put('/courses/:courseId', validateParams(courseParams), validateJson(trackCourseSchema), async (c) => {
      const tracking = await learning.track(
        c.var.user.id,
        c.req.valid('param').courseId,
        c.req.valid('json').status,
      );
      return c.json({ tracking });
    })
    .delete('/courses/:courseId', validateParams(courseParams), async (c) => {
      await learning.untrack(c.var.user.id, c.req.valid('param').courseId);
      return c.json({ tracking: null });
    })
    .put(
      '/courses/:courseId/progress',
      validateParams(courseParams),
      validateJson(progressUpdateSchema),
      async (c) => {
        const tracking = await learning.setProgress(
          c.var.user.id,
          c.req.valid('param').courseId,
          c.req.valid('json').progress,
        );
        return c.json({ tracking });
      },
    )
    .post(
      '/courses/:courseId/sessions',
      validateParams(courseParams),
      validateJson(logSessionSchema),
      async (c) => {
        const { minutes, studiedAt } = c.req.valid('json');
        const result = await learning.logSession(
          c.var.user.id,
          c.req.valid('param').courseId,
          minutes,
          studiedAt,
        );
        return c.json(result, 201);
      },
    )
    .delete('/courses/:courseId/sessions/:sessionId', validateParams(sessionParams), async (c) => {
      const { courseId, sessionId } = c.req.valid('param');
      return c.json({ tracking: await learning.deleteSession(c.var.user.id, courseId, sessionId) });
    })
    .put(
      '/courses/:courseId/completion',
      validateParams(courseParams),
      validateJson(completionSchema),
      async (c) => {
        const tracking = await learning.complete(
          c.var.user.id,
          c.req.valid('param').courseId,
          c.req.valid('json'),
        );
        return c.json({ tracking });
      },
    )
    .delete('/courses/:courseId/completion', validateParams(courseParams), async (c) => {
      return c.json({ tracking: await learning.reopen(c.var.user.id, c.req.valid('param').courseId) });
    });

  return new Hono<AppEnv>().route('/me', me);
}
