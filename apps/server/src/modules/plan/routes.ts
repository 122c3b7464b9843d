import { randomBytes } from 'node:crypto';
import { formatCount } from '@app/core/format-count';
import {
  type PlanResponse,
  type PlanShareResponse,
  planRequestSchema,
  planSaveSchema,
  SAVED_PLANS_MAX,
  type SavedPlanResponse,
  type SavedPlanSummary,
  type SavedPlansResponse,
  type SharedPlanResponse,
} from '@app/core/plan-api';
import { Hono } from 'hono';
import { currentUser, requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serialIdParams, validateJson, validateParams } from '../../http/validate.ts';
import {
  countPlans,
  deletePlan,
  insertPlan,
  listPlans,
  readAccountSources,
  readPlan,
  readSharedPlan,
  sharePlan,
  unsharePlan,
} from './queries.ts';
import type { PlanService } from './service.ts';

const PLAN_NOT_FOUND = 'You have no saved plan with that id.';
const SHARE_TOKEN = /^[\w-]{1,64}$/;
const SHARED_NOT_FOUND = 'This plan is not shared, or the link is wrong.';

/**
 * The skill-gap planner:
 *
 * - `POST /api/plan` (public; visitors can try it): the target's skills (required and nice to
 *   have, with their share of similar postings), the skills the person has (typed, from a pasted
 *   CV, and signed in from the CV builder and completed courses, each with its source), the
 *   readiness, the missing skills and the ordered plan of catalogue courses. 404
 *   `plan_target_unknown` for a path or job we do not have, or a role nothing matches.
 * - `/api/me/plans` (signed in): save, list, read, delete and share plans. A saved plan keeps the
 *   request, never a pasted CV's text, and is worked out again on every read.
 * - `GET /api/shared-plans/:token` (public): a shared plan without its owner's data.
 */
export function planRoutes(deps: { plans: PlanService; database: Database }) {
  const db = deps.database.db;
  const account = (userId: string) => readAccountSources(db, userId);

  const summary = (
    row: Awaited<ReturnType<typeof listPlans>>[number],
    result: PlanResponse,
  ): SavedPlanSummary => ({
    id: row.id,
    title: row.title,
    target: result.target,
    readiness: result.readiness,
    missingCount: result.missing.length,
    totalHours: result.totalHours,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  const mine = new Hono<SignedInEnv>()
    .use(requireAccess('user'))
    .get('/', async (c) => {
      const userId = c.var.user.id;
      const [rows, sources] = await Promise.all([listPlans(db, userId), account(userId)]);
      const plans: SavedPlanSummary[] = [];
      for (const row of rows) plans.push(summary(row, await deps.plans.planSaved(row.request, sources)));
      return c.json({ plans } satisfies SavedPlansResponse);
    })
    .post('/', validateJson(planSaveSchema), async (c) => {
      const userId = c.var.user.id;
      const { title, ...request } = c.req.valid('json');
      if ((await countPlans(db, userId)) >= SAVED_PLANS_MAX) {
        throw conflict(
          `You can keep up to ${formatCount(SAVED_PLANS_MAX)} plans. Delete one to save another.`,
        );
      }
      const saved = await deps.plans.toSaved(request);
      // Worked out before saving, so a target we do not have is a 404 and nothing is kept.
      const result = await deps.plans.planSaved(saved, request.useAccount ? await account(userId) : null);
      const row = await insertPlan(db, userId, title ?? result.target.title, saved);
      return c.json({ plan: { ...summary(row, result), result } } satisfies SavedPlanResponse, 201);
    })
    .get('/:id', validateParams(serialIdParams), async (c) => {
      const userId = c.var.user.id;
      const row = await readPlan(db, userId, c.req.valid('param').id);
      if (!row) throw notFound(PLAN_NOT_FOUND);
      const result = await deps.plans.planSaved(row.request, await account(userId));
      return c.json({ plan: { ...summary(row, result), result } } satisfies SavedPlanResponse);
    })
    .delete('/:id', validateParams(serialIdParams), async (c) => {
      if (!(await deletePlan(db, c.var.user.id, c.req.valid('param').id))) throw notFound(PLAN_NOT_FOUND);
      return c.body(null, 204);
    })
    .put('/:id/share', validateParams(serialIdParams), async (c) => {
      const token = randomBytes(18).toString('base64url');
      const shareToken = await sharePlan(db, c.var.user.id, c.req.valid('param').id, token);
      if (!shareToken) throw notFound(PLAN_NOT_FOUND);
      return c.json({ shareToken } satisfies PlanShareResponse);
    })
    .delete('/:id/share', validateParams(serialIdParams), async (c) => {
      if (!(await unsharePlan(db, c.var.user.id, c.req.valid('param').id))) throw notFound(PLAN_NOT_FOUND);
      return c.body(null, 204);
    });

  return new Hono<AppEnv>()
    .post('/plan', validateJson(planRequestSchema), async (c) => {
      const request = c.req.valid('json');
      const user = request.useAccount ? await currentUser(c) : null;
      return c.json(await deps.plans.plan(request, user ? await account(user.id) : null));
    })
    .route('/me/plans', mine)
    .get('/shared-plans/:token', async (c) => {
      const token = c.req.param('token');
      // Tokens are base64url (sharePlan's); anything else names no plan.
      const row = SHARE_TOKEN.test(token) ? await readSharedPlan(db, token) : undefined;
      if (!row) throw notFound(SHARED_NOT_FOUND);
      // The owner's plan as the owner sees it now, less what says who they are and what they have.
      const {
        have: _have,
        steps,
        ...rest
      } = await deps.plans.planSaved(row.request, await account(row.userId));
      // Which courses the owner tracks is theirs too.
      const result = { ...rest, steps: steps.map(({ tracked: _tracked, ...step }) => step) };
      return c.json({ plan: { title: row.title, result } } satisfies SharedPlanResponse);
    });
}
