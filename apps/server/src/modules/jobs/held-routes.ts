import { JOB_BOARD_SOURCES } from '@app/core/job-options';
import type { HeldJobBoardsResponse } from '@app/core/job-shrink-guard';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { notFound } from '../../http/errors.ts';
import { validateParams } from '../../http/validate.ts';
import type { JobsService } from './service.ts';

const boardParams = z.object({
  source: z.enum(JOB_BOARD_SOURCES),
  board: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'Not a board name.' }),
});

/**
 * The job boards' shrink guard, admins only (beside the other `/api/admin/jobs/*` tools):
 *
 * - `GET /api/admin/jobs/held`: the board answers held because they would have made more than
 *   half (and at least 10) of their board's active postings inactive; nothing changed.
 * - `POST /api/admin/jobs/held/:source/:board/apply`: applies that board's held answer anyway, as
 *   a recorded run; answers the fetch result, or 404 when nothing of that board is held.
 */
export function jobHeldRoutes(deps: { jobs: JobsService }) {
  const { jobs } = deps;
  return new Hono<SignedInEnv>()
    .use('/admin/jobs/held', requireAccess('admin'))
    .use('/admin/jobs/held/*', requireAccess('admin'))
    .get('/admin/jobs/held', async (c) => {
      const body: HeldJobBoardsResponse = { held: await jobs.heldAnswers() };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/admin/jobs/held/:source/:board/apply', validateParams(boardParams), async (c) => {
      const { source, board } = c.req.valid('param');
      const result = await jobs.applyHeld({ source, board, requestedBy: c.var.user.id });
      if (!result) throw notFound('No answer of that board is held.');
      c.var.logger.info({ source, board, success: result.success }, 'Held job board answer applied');
      return c.json(result);
    });
}
