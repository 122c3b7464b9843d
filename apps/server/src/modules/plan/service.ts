import { readProfileSkills } from '@app/core/ai-lexicon';
import { type CareerPath, searchCareerPaths } from '@app/core/career-path';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { Course } from '@app/core/course';
import type { DraftContent } from '@app/core/drafts-api';
import type { JobSummary } from '@app/core/jobs-api';
import {
  PLAN_TARGET_UNKNOWN,
  type PlanRequest,
  type PlanResponse,
  type SavedPlanRequest,
  type SkillSource,
} from '@app/core/plan-api';
import {
  type CourseIndex,
  indexCourses,
  type PlannableCourse,
  planSkillGap,
  type TargetSkill,
} from '@app/core/skill-gap';
import { canonicalSkill, extractSkills, type SkillLexicon, skillKey } from '@app/core/skill-lexicon';
import type { UniversityCourse } from '@app/core/university-course';
import { notFound } from '../../http/errors.ts';
import { runInSlices, type Steps } from '../../search/slices.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { JobsService } from '../jobs/service.ts';
import type { UniversityService } from '../universities/service.ts';

/** A course a plan may take: from the catalogue, or a university course. */
interface PlanCourse extends PlannableCourse {
  source: 'catalogue' | 'university';
  provider: string;
  /** The duration as published, shown with the step (a university's may be per week, so not read as hours). */
  publishedDuration?: string;
}

/** What a plan shows for a university course's price: the sources publish none. */
const UNIVERSITY_PRICE = 'Price not listed';
/** The most skills read from one university course's title, subjects and description. */
const UNIVERSITY_SKILLS_MAX = 6;

/** A skill at least this share of similar postings name is required for a typed role. */
const REQUIRED_SHARE = 0.5;
/** ...and from this share it is nice to have (for any target). */
const NICE_SHARE = 0.25;
/** The most nice-to-have skills a target lists. */
const NICE_MAX = 8;
/** Required skills count twice as much as nice-to-have ones towards readiness. */
const WEIGHT = { required: 2, nice: 1 } as const;

/** Title words that say how senior, not what the role is. */
const SENIORITY = new Set(
  'senior sr junior jr lead principal staff head chief associate intern trainee graduate entry level mid i ii iii iv'.split(
    ' ',
  ),
);

/** The words of a role's title that say what it is ('Senior Data Engineer II' -> data, engineer). */
function roleWords(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? []).filter((w) => !SENIORITY.has(w));
}

/** The board's postings (not samples) whose title holds every word of the role (any seniority, any order). */
async function similarPostings(
  jobs: Pick<JobsService, 'postingsTitled'>,
  role: string,
): Promise<JobSummary[]> {
  const wanted = roleWords(role);
  if (wanted.length === 0) return [];
  return jobs.postingsTitled((title) => {
    const words = new Set(roleWords(title));
    return wanted.every((w) => words.has(w));
  });
}

/** Each skill's share of the postings naming it, by lexicon key, most named first. */
function skillShares(postings: readonly JobSummary[], canonical: (s: string) => string) {
  const counts = new Map<string, { name: string; count: number }>();
  for (const job of postings) {
    const seen = new Set<string>();
    for (const raw of job.skills) {
      const name = canonical(raw);
      const key = skillKey(name);
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .map((e) => ({ name: e.name, share: e.count / postings.length }))
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name, 'en'));
}

/** What the planner reads of a signed-in account (plan/queries.ts, readAccountSources). */
export interface PlanAccount {
  /** The CV builder's saved form, as stored (a half-filled form may lack parts). */
  cvDraft: unknown;
  tracked: { courseId: string; status: 'enrolled' | 'in_progress' | 'completed' }[];
}

export interface PlanService {
  /** The plan for a request; `account` (signed in) adds the CV builder's skills and completed courses'. */
  plan(request: PlanRequest, account?: PlanAccount | null): Promise<PlanResponse>;
  /** What a saved plan keeps of a request: the pasted CV read into skills, its text dropped. */
  toSaved(request: PlanRequest): Promise<SavedPlanRequest>;
  /** A saved plan worked out now (the account as it is now, the catalogue and board as they are). */
  planSaved(saved: SavedPlanRequest, account?: PlanAccount | null): Promise<PlanResponse>;
}

/**
 * The skill-gap planner over the live catalogue, our career paths and the jobs board: the
 * target's skills (a path's own, a posting's own, or what similar postings ask for), with how
 * often similar postings name them; what the person has (typed, or read from a pasted CV as the
 * career advisor reads it); and core's cheapest plan over the catalogue's courses still offered.
 */
export function createPlanService(deps: {
  catalog: Pick<CatalogService, 'allCourses'>;
  jobs: Pick<JobsService, 'postingsTitled' | 'get'>;
  universities?: Pick<UniversityService, 'allCourses'>;
  /** The catalogue's skill lexicon, shared with the AI tools (ai/engine.ts, createGrounding). */
  lexicon: () => Promise<SkillLexicon>;
  careerPaths?: readonly CareerPath[];
}): PlanService {
  const careerPaths = deps.careerPaths ?? CAREER_PATHS;
  // Rebuilt when the catalogue or the university list is (each stays the same array until then).
  let built:
    | {
        courses: readonly Course[];
        universityCourses: readonly UniversityCourse[];
        lexicon: SkillLexicon;
        index: CourseIndex<PlanCourse>;
        byId: Map<string, Course>;
      }
    | undefined;
  async function catalogue() {
    const courses = await deps.catalog.allCourses();
    const universityCourses = (await deps.universities?.allCourses()) ?? [];
    if (built?.courses !== courses || built.universityCourses !== universityCourses) {
      const lexicon = await deps.lexicon();
      const planned: PlanCourse[] = courses.map((c) => ({
        source: 'catalogue',
        id: c.id,
        title: c.title,
        skills: c.skills,
        level: c.level,
        price: c.price,
        provider: c.provider,
        ...(c.duration ? { duration: c.duration, publishedDuration: c.duration } : {}),
      }));
      // Read in slices: a few thousand university courses take a second to read at once.
      planned.push(...(await runInSlices(universitySteps(lexicon, universityCourses))));
      built = {
        courses,
        universityCourses,
        lexicon,
        index: indexCourses(planned),
        byId: new Map(courses.map((c) => [String(c.id), c])),
      };
    }
    return built;
  }

  /** The skills a pasted CV names or implies, as the career advisor reads them. */
  const readCv = (lexicon: SkillLexicon, text: string) => {
    if (text.trim() === '') return [];
    const read = readProfileSkills(lexicon, text);
    return [...read.named, ...read.implied];
  };

  const service: PlanService = {
    plan: async (request, account) => service.planSaved(await service.toSaved(request), account),

    async toSaved(request) {
      const { lexicon } = await catalogue();
      return {
        target: request.target,
        skills: request.skills,
        cvSkills: readCv(lexicon, request.cvText),
        removed: request.removed,
        preferFree: request.preferFree,
      };
    },

    async planSaved(request, account) {
      const { lexicon, index, byId } = await catalogue();
      const canonical = (name: string) => canonicalSkill(lexicon, name) ?? name.trim();

      let target: PlanResponse['target'];
      let required: string[] = [];
      let postings: JobSummary[] = [];
      if (request.target.kind === 'path') {
        const id = request.target.id;
        const path = careerPaths.find((p) => p.id === id);
        if (!path) throw notFound('We have no career path with that id.', PLAN_TARGET_UNKNOWN);
        target = { kind: 'path', id: path.id, title: path.title };
        required = path.skills.map(canonical);
        postings = await similarPostings(deps.jobs, path.title);
      } else if (request.target.kind === 'job') {
        const job = await deps.jobs.get(request.target.id);
        if (!job) throw notFound('That job is not on our board.', PLAN_TARGET_UNKNOWN);
        target = { kind: 'job', id: job.id, title: `${job.title} at ${job.company}`, open: job.isActive };
        required = job.skills.map(canonical);
        postings = (await similarPostings(deps.jobs, job.title)).filter((p) => p.id !== job.id);
      } else {
        const title = request.target.title;
        postings = await similarPostings(deps.jobs, title);
        if (postings.length > 0) {
          target = { kind: 'role', title };
          required = skillShares(postings, canonical)
            .filter((s) => s.share >= REQUIRED_SHARE)
            .map((s) => s.name);
        } else {
          // No posting like it on the board: the career path that the role's words find.
          const path = searchCareerPaths(careerPaths, title)[0];
          if (!path) {
            throw notFound(
              'We found no postings or career path for that role. Try a common job title.',
              PLAN_TARGET_UNKNOWN,
            );
          }
          target = { kind: 'role', id: path.id, title: path.title };
          required = path.skills.map(canonical);
        }
      }

      const shares = postings.length > 0 ? skillShares(postings, canonical) : [];
      const shareOf = new Map(shares.map((s) => [skillKey(s.name), s.share]));
      const requiredKeys = new Set(required.map(skillKey));
      const nice = shares
        .filter((s) => s.share >= NICE_SHARE && !requiredKeys.has(skillKey(s.name)))
        .slice(0, NICE_MAX)
        .map((s) => s.name);
      const skills: PlanResponse['skills'] = [
        ...dedupe(required).map((name) => ({
          name,
          required: true,
          share: shareOf.get(skillKey(name)) ?? null,
        })),
        ...nice.map((name) => ({ name, required: false, share: shareOf.get(skillKey(name)) ?? null })),
      ];
      if (postings.length === 0) for (const s of skills) s.share = null;

      // What the person has, and where each skill came from.
      const have = new Map<string, { name: string; from: SkillSource[] }>();
      const add = (raw: string, from: SkillSource) => {
        const name = canonical(raw);
        const entry = have.get(skillKey(name)) ?? { name, from: [] };
        if (!entry.from.includes(from)) entry.from.push(from);
        have.set(skillKey(name), entry);
      };
      for (const skill of request.skills) add(skill, 'typed');
      for (const skill of request.cvSkills) add(skill, 'cv');
      const tracked = new Map<string, 'enrolled' | 'in_progress'>();
      if (account) {
        for (const skill of cvBuilderSkills(lexicon, account.cvDraft)) add(skill, 'cv-builder');
        for (const { courseId, status } of account.tracked) {
          if (status !== 'completed') tracked.set(courseId, status);
          else for (const skill of byId.get(courseId)?.skills ?? []) add(skill, 'course');
        }
      }
      // A skill removed by hand goes whatever found it, unless the person also typed it.
      for (const removed of request.removed) {
        const entry = have.get(skillKey(canonical(removed)));
        if (entry && !entry.from.includes('typed')) have.delete(skillKey(canonical(removed)));
      }

      const targetSkills: TargetSkill[] = skills.map((s) => ({
        name: s.name,
        weight: s.required ? WEIGHT.required : WEIGHT.nice,
        required: s.required,
      }));
      const plan = planSkillGap(
        targetSkills,
        [...have.values()].map((h) => h.name),
        index,
        { preferFree: request.preferFree },
      );
      return {
        target,
        postingsCompared: postings.length,
        skills,
        have: [...have.values()],
        readiness: plan.readiness,
        missing: plan.missing,
        steps: plan.steps.map((step) => ({
          source: step.course.source,
          courseId: step.course.id,
          title: step.course.title,
          provider: step.course.provider,
          level: step.course.level,
          price: step.course.price,
          ...(step.course.publishedDuration ? { duration: step.course.publishedDuration } : {}),
          covers: step.covers,
          hours: step.hours,
          hoursEstimated: step.hoursEstimated,
          cost: step.cost,
          ...(tracked.has(String(step.course.id)) ? { tracked: tracked.get(String(step.course.id)) } : {}),
        })),
        uncovered: [...plan.uncovered, ...plan.notPlanned],
        totalHours: plan.totalHours,
        totalCost: plan.totalCost,
        unknownPrices: plan.unknownPrices,
      };
    },
  };
  return service;

  /**
   * University courses as plan steps: their skills read from the title, subjects and description
   * as postings are read; no price is published (ranked as an unknown price); the study time is
   * estimated from the level, since durations such as '4-8 hours/week' are not totals. Courses
   * without a level or a skill are left out: a plan orders steps by level.
   */
  function* universitySteps(lexicon: SkillLexicon, list: readonly UniversityCourse[]): Steps<PlanCourse[]> {
    const out: PlanCourse[] = [];
    for (let i = 0; i < list.length; i++) {
      // About 0.2 ms each: a chance to yield every few.
      if (i % 16 === 15) yield;
      const u = list[i]!;
      if (u.level !== 'Beginner' && u.level !== 'Intermediate' && u.level !== 'Advanced') continue;
      const text = `${u.subjects.join('. ')}. ${u.description}`;
      const skills = extractSkills(lexicon, { title: u.title, text }, UNIVERSITY_SKILLS_MAX);
      if (skills.length === 0) continue;
      out.push({
        source: 'university',
        id: u.id,
        title: u.title,
        skills,
        level: u.level,
        price: UNIVERSITY_PRICE,
        provider: u.university,
        ...(u.duration ? { publishedDuration: u.duration } : {}),
      });
    }
    return out;
  }

  /** The CV builder's technical skills, and what its experience entries and target role say. */
  function cvBuilderSkills(lexicon: SkillLexicon, draft: unknown): string[] {
    if (!draft || typeof draft !== 'object') return [];
    const form = draft as Partial<DraftContent<'cv'>>;
    const technical = form.skills?.technical ?? [];
    const written = (form.experience ?? []).map((e) => `${e.position}. ${e.description}`).join('\n');
    return [...technical, ...readCv(lexicon, written)];
  }
}

function dedupe(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = skillKey(name);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
