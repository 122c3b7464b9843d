// The planner's constants the pages need, without zod (plan-api.ts re-exports them).
/**
 * Where a skill the person has came from: typed in, a pasted CV, the CV builder's saved form, a
 * course completed on the dashboard.
 */
export type SkillSource = 'typed' | 'cv' | 'cv-builder' | 'course';

export const SKILL_SOURCE_LABELS: Record<SkillSource, string> = {
  typed: 'Added by you',
  cv: 'From your CV',
  'cv-builder': 'From your CV builder',
  course: 'From a completed course',
};

/** The most plans one account keeps. */
export const SAVED_PLANS_MAX = 50;

/** The most skills a plan request lists (typed in, or taken out). */
export const PLAN_SKILLS_MAX = 100;
