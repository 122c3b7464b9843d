import { z } from 'zod';
import { AI_SHORT_MAX, PROFILE_TEXT_MAX } from './ai-limits.ts';
import { formatCount } from './format-count.ts';
import { PLAN_SKILLS_MAX, type SkillSource } from './plan-sources.ts';
import { withoutLoneSurrogates } from './text-input.ts';

export { SAVED_PLANS_MAX, SKILL_SOURCE_LABELS, type SkillSource } from './plan-sources.ts';

/**
 * The skill-gap planner's API (`POST /api/plan`, public): a target (a career path, a job on our
 * board or a role typed in), what the person has (skills typed in, a pasted CV), and the plan.
 */

// Saved plans keep these texts in jsonb and a text column, which refuse a lone surrogate.
const shortText = z.string().trim().min(1).max(AI_SHORT_MAX).transform(withoutLoneSurrogates);
const skillName = shortText;
const skillList = z
  .array(skillName)
  .max(PLAN_SKILLS_MAX, { error: `At most ${formatCount(PLAN_SKILLS_MAX)} skills.` })
  .default([]);

export const planRequestSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('path'), id: shortText }),
    z.object({ kind: z.literal('job'), id: z.number().int().positive() }),
    z.object({
      kind: z.literal('role'),
      title: z
        .string()
        .trim()
        .min(2, { error: 'Type the role you want.' })
        .max(AI_SHORT_MAX)
        .transform(withoutLoneSurrogates),
    }),
  ]),
  /** Skills the person typed in. */
  skills: skillList,
  /** A pasted CV or profile, read as the career advisor reads it. */
  cvText: z
    .string()
    .max(PROFILE_TEXT_MAX, { error: `Use at most ${formatCount(PROFILE_TEXT_MAX)} characters.` })
    .default(''),
  /** Skills found in the CV that the person says they do not have. */
  removed: skillList,
  preferFree: z.boolean().default(false),
  /**
   * Signed in: also read the account (the CV builder's saved form, courses completed or under
   * way). Ignored for visitors.
   */
  useAccount: z.boolean().default(true),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

export interface PlanResponse {
  target: { kind: 'path' | 'job' | 'role'; title: string; id?: string | number; open?: boolean };
  /** How many postings on our board the skills' shares were counted over (0: none similar). */
  postingsCompared: number;
  /** The target's skills: required first; `share` of similar postings naming it (null: none counted). */
  skills: { name: string; required: boolean; share: number | null }[];
  have: { name: string; from: SkillSource[] }[];
  /** Share (0-1) of the target's weighted skills the person has. */
  readiness: number;
  missing: string[];
  steps: {
    /** A catalogue course (`/courses/{id}`) or a university course (`/university-courses/{id}`). */
    source: 'catalogue' | 'university';
    courseId: string | number;
    title: string;
    provider: string;
    level: string;
    price: string;
    /** The duration as the course publishes it (a university course's may be per week). */
    duration?: string;
    covers: string[];
    hours: number;
    hoursEstimated: boolean;
    cost: number | null;
    /** The person already tracks this course on the dashboard (saved or under way). */
    tracked?: 'enrolled' | 'in_progress';
  }[];
  /** Missing skills no catalogue or university course teaches. */
  uncovered: string[];
  totalHours: number;
  totalCost: number;
  unknownPrices: number;
}

/** The error code when the target names nothing we know (no such path or job, no postings or path for a role). */
export const PLAN_TARGET_UNKNOWN = 'plan_target_unknown';

/**
 * `POST /api/me/plans`: save a plan. What is kept is the request without the pasted CV's text
 * (only the skills read from it); the plan itself is worked out again on every read, so it follows
 * the courses the person completes and the catalogue.
 */
export const planSaveSchema = planRequestSchema.extend({
  /** Defaults to the target's title. */
  title: shortText.optional(),
});
export type PlanSaveInput = z.input<typeof planSaveSchema>;

/**
 * What a saved plan keeps of its request: the pasted CV only as the skills read from it (source
 * 'cv'), never its text; the account's sources are read again each time.
 */
export interface SavedPlanRequest {
  target: PlanRequest['target'];
  skills: string[];
  cvSkills: string[];
  removed: string[];
  preferFree: boolean;
}

/** A saved plan as `GET /api/me/plans` lists it. */
export interface SavedPlanSummary {
  id: number;
  title: string;
  target: PlanResponse['target'];
  readiness: number;
  missingCount: number;
  totalHours: number;
  /** The share link's token when the plan is shared (`/shared-plans/{token}`). */
  shareToken: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/me/plans` */
export interface SavedPlansResponse {
  plans: SavedPlanSummary[];
}

/** `POST /api/me/plans` (201), `GET /api/me/plans/:id`: the saved plan worked out now. */
export interface SavedPlanResponse {
  plan: SavedPlanSummary & { result: PlanResponse };
}

/** `PUT /api/me/plans/:id/share`: the share link's token (the same one while shared). */
export interface PlanShareResponse {
  shareToken: string;
}

/**
 * `GET /api/shared-plans/:token` (public): the plan without the person's data: no name, no
 * skills they have or where they came from, no CV.
 */
export interface SharedPlanResponse {
  plan: { title: string; result: Omit<PlanResponse, 'have'> };
}
