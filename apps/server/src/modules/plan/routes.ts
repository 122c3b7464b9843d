import { planRequestSchema } from '@app/core/plan-api';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { validateJson } from '../../http/validate.ts';
import type { PlanService } from './service.ts';

/**
 * The skill-gap planner, public (visitors can try it; saving a plan will need an account):
 *
 * - `POST /api/plan`: the target's skills (required and nice to have, with their share of similar
 *   postings), the skills the person has (typed or from a pasted CV, each with its source), the
 *   readiness, the missing skills and the ordered plan of catalogue courses. 404
 *   `plan_target_unknown` for a path or job we do not have, or a role nothing matches.
 */
export function planRoutes(deps: { plans: PlanService }) {
  return new Hono<AppEnv>().post('/plan', validateJson(planRequestSchema), async (c) =>
    c.json(await deps.plans.plan(c.req.valid('json'))),
  );
}
