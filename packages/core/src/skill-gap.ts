import type { CourseLevel } from './course-options.ts';
import { skillKey } from './skill-lexicon.ts';

/**
 * The skill-gap planner's rules: how ready a person is for a target (a job, a career path, a
 * role), which of the target's skills they lack, and an ordered plan of courses that teaches
 * those skills at the least total effort. Pure: the caller brings the target's skills, the
 * person's skills and the courses; skills are compared by their lexicon key (`skillKey`), so the
 * caller should pass canonical names (the lexicon's), as the career advisor does.
 */

export interface TargetSkill {
  name: string;
  /** How much the skill counts towards readiness (a required skill more than a nice-to-have). */
  weight: number;
  required: boolean;
}

export interface PlannableCourse {
  id: number | string;
  title: string;
  skills: readonly string[];
  level: CourseLevel;
  /** The course's price text as the catalogue shows it ('Free', '$165 exam', 'Paid'). */
  price: string;
  /** The course's duration text ('8 hours', '3 days', '90-minute exam'), when published. */
  duration?: string;
}

export interface PlanOptions {
  /** The user asked for free courses first: money then weighs as much as ten hours per $10. */
  preferFree?: boolean;
}

export interface PlanStep<C extends PlannableCourse = PlannableCourse> {
  course: C;
  /** The missing skills this course teaches (never one the person has). */
  covers: string[];
  /** Study hours: from the course's duration, or an estimate from its level. */
  hours: number;
  hoursEstimated: boolean;
  /** Dollars; null when the catalogue says only 'Paid'. */
  cost: number | null;
}

export interface SkillGapPlan<C extends PlannableCourse = PlannableCourse> {
  /** Share (0-1) of the target's weight the person already has. */
  readiness: number;
  have: string[];
  /** The target's skills the person lacks, most weight first. */
  missing: string[];
  steps: PlanStep<C>[];
  /** Missing skills no course teaches. */
  uncovered: string[];
  /** Missing skills beyond the most a plan covers (MAX_PLANNED_SKILLS), least weight first out. */
  notPlanned: string[];
  totalHours: number;
  /** Known dollars of the plan; paid courses without a published price are not in it. */
  totalCost: number;
  /** Steps whose price is not published. */
  unknownPrices: number;
}

const LEVEL_ORDER: Record<CourseLevel, number> = { Beginner: 0, Intermediate: 1, Advanced: 2 };

/**
 * Study hours when a course publishes none: a rough figure by level, shown as an estimate. An
 * exam's own length ('90-minute exam') is not its study time, so exams fall back to this too.
 */
export const ESTIMATED_HOURS: Record<CourseLevel, number> = { Beginner: 10, Intermediate: 20, Advanced: 40 };

/** What an unpublished price ('Paid') counts as when comparing plans: dearer than free. */
const UNKNOWN_PRICE_FOR_RANKING = 50;

/** Above this many missing skills the exact cover search (2^n sets) gives way to the greedy one. */
const EXACT_COVER_LIMIT = 12;
/** Skills are bits of a 32-bit number in the search: a plan covers at most this many. */
const MAX_PLANNED_SKILLS = 30;

/** Study hours from a duration text, or null when it states none (or an exam's length). */
export function studyHours(duration: string | undefined): number | null {
  if (!duration || /\b(?:exam|assessment|test)s?\b/i.test(duration)) return null;
  const match = /(\d+(?:\.\d+)?)\s*(minute|hour|day|week|month)s?\b/i.exec(duration);
  if (!match) return null;
  const n = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  // A day of a course is a working day; a week or month of one is part-time study (the
  // platforms' own reckoning: a few hours a week).
  const hours = { minute: n / 60, hour: n, day: n * 8, week: n * 5, month: n * 20 }[unit]!;
  return Math.round(hours * 10) / 10;
}

/** Dollars from a price text: 0 for free, the amount for '$165 exam', null for 'Paid'. */
export function priceDollars(price: string): number | null {
  if (/^\s*free\b/i.test(price)) return 0;
  const match = /\$\s?([\d,]+(?:\.\d+)?)/.exec(price);
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** The courses that teach each skill key: built once per catalogue, used for every plan. */
export interface CourseIndex<C extends PlannableCourse = PlannableCourse> {
  bySkill: Map<string, C[]>;
}

export function indexCourses<C extends PlannableCourse>(courses: readonly C[]): CourseIndex<C> {
  const bySkill = new Map<string, C[]>();
  for (const course of courses) {
    for (const key of new Set(course.skills.map(skillKey))) {
      const list = bySkill.get(key);
      if (list) list.push(course);
      else bySkill.set(key, [course]);
    }
  }
  return { bySkill };
}

interface Candidate<C extends PlannableCourse = PlannableCourse> {
  course: C;
  mask: number;
  rank: number;
  hours: number;
  hoursEstimated: boolean;
  cost: number | null;
}

/**
 * Readiness, the gap and the plan for `target` given the skills the person has. The plan covers
 * every missing skill some course teaches, with the least total effort (hours, plus money at a
 * rate that rises when free courses are preferred); courses that teach none of the missing skills
 * are never in it. Steps run from beginner to advanced, so within a skill the easier course
 * comes first.
 */
export function planSkillGap<C extends PlannableCourse>(
  target: readonly TargetSkill[],
  has: readonly string[],
  courses: CourseIndex<C>,
  options: PlanOptions = {},
): SkillGapPlan<C> {
  const held = new Set(has.map(skillKey));
  const seen = new Set<string>();
  const skills = target.filter((s) => {
    const key = skillKey(s.name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const total = skills.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  const haveSkills = skills.filter((s) => held.has(skillKey(s.name)));
  const readiness = total > 0 ? haveSkills.reduce((sum, s) => sum + Math.max(0, s.weight), 0) / total : 1;
  const missingSkills = skills
    .filter((s) => !held.has(skillKey(s.name)))
    .sort((a, b) => Number(b.required) - Number(a.required) || b.weight - a.weight);

  const teachable = missingSkills.filter((s) => courses.bySkill.has(skillKey(s.name)));
  const taught = teachable.slice(0, MAX_PLANNED_SKILLS);
  const notPlanned = teachable.slice(MAX_PLANNED_SKILLS).map((s) => s.name);
  const uncovered = missingSkills.filter((s) => !courses.bySkill.has(skillKey(s.name))).map((s) => s.name);
  const bit = new Map(taught.map((s, i) => [skillKey(s.name), i]));
  const moneyRate = options.preferFree ? 1 : 0.1;

  // Candidates: courses teaching at least one missing skill; of those teaching the same set, only
  // the cheapest stays.
  const bestByMask = new Map<number, Candidate<C>>();
  for (const skill of taught) {
    for (const course of courses.bySkill.get(skillKey(skill.name)) ?? []) {
      let mask = 0;
      for (const name of course.skills) {
        const i = bit.get(skillKey(name));
        if (i !== undefined) mask |= 1 << i;
      }
      const published = studyHours(course.duration);
      const hours = published ?? ESTIMATED_HOURS[course.level];
      const cost = priceDollars(course.price);
      const rank = hours + moneyRate * (cost ?? UNKNOWN_PRICE_FOR_RANKING);
      const current = bestByMask.get(mask);
      if (
        !current ||
        rank < current.rank ||
        (rank === current.rank && String(course.id) < String(current.course.id))
      ) {
        bestByMask.set(mask, { course, mask, rank, hours, hoursEstimated: published === null, cost });
      }
    }
  }
  const candidates = [...bestByMask.values()];
  const chosen =
    taught.length <= EXACT_COVER_LIMIT
      ? exactCover(candidates, taught.length)
      : greedyCover(candidates, taught.length);

  const steps: PlanStep<C>[] = chosen
    .map((c) => ({
      course: c.course,
      covers: taught.filter((_, i) => c.mask & (1 << i)).map((s) => s.name),
      hours: c.hours,
      hoursEstimated: c.hoursEstimated,
      cost: c.cost,
    }))
    .sort(
      (a, b) =>
        LEVEL_ORDER[a.course.level] - LEVEL_ORDER[b.course.level] ||
        b.covers.length - a.covers.length ||
        a.course.title.localeCompare(b.course.title, 'en'),
    );

  return {
    readiness,
    have: haveSkills.map((s) => s.name),
    missing: missingSkills.map((s) => s.name),
    steps,
    uncovered,
    notPlanned,
    totalHours: Math.round(steps.reduce((sum, s) => sum + s.hours, 0) * 10) / 10,
    totalCost: steps.reduce((sum, s) => sum + (s.cost ?? 0), 0),
    unknownPrices: steps.filter((s) => s.cost === null).length,
  };
}

/**
 * The least-rank set of candidates covering all `n` skills: over covered-skill sets in increasing
 * order (adding a course only ever grows a set, so each is settled before it is extended).
 */
function exactCover<C extends PlannableCourse>(
  candidates: readonly Candidate<C>[],
  n: number,
): Candidate<C>[] {
  if (n === 0) return [];
  const full = (1 << n) - 1;
  const rank = new Float64Array(full + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array(full + 1).fill(-1);
  const via = new Int32Array(full + 1).fill(-1);
  rank[0] = 0;
  for (let mask = 0; mask < full; mask++) {
    const here = rank[mask]!;
    if (here === Number.POSITIVE_INFINITY) continue;
    for (let i = 0; i < candidates.length; i++) {
      const next = mask | candidates[i]!.mask;
      if (next === mask) continue;
      const r = here + candidates[i]!.rank;
      if (r < rank[next]!) {
        rank[next] = r;
        from[next] = mask;
        via[next] = i;
      }
    }
  }
  const out: Candidate<C>[] = [];
  for (let mask = full; mask !== 0; mask = from[mask]!) out.push(candidates[via[mask]!]!);
  return out;
}

/** Many missing skills: each round takes the course with the least rank per newly covered skill. */
function greedyCover<C extends PlannableCourse>(
  candidates: readonly Candidate<C>[],
  n: number,
): Candidate<C>[] {
  let covered = 0;
  const full = 2 ** n - 1;
  const out: Candidate<C>[] = [];
  while (covered >>> 0 !== full) {
    let pick: Candidate<C> | null = null;
    let pickScore = Number.POSITIVE_INFINITY;
    for (const c of candidates) {
      const gain = popCount(c.mask & ~covered);
      if (gain === 0) continue;
      const score = c.rank / gain;
      if (score < pickScore) {
        pick = c;
        pickScore = score;
      }
    }
    if (!pick) break;
    out.push(pick);
    covered = (covered | pick.mask) >>> 0;
  }
  return out;
}

function popCount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
}
