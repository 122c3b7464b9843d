import type { CareerPath } from './career-path.ts';
import type { Course } from './course.ts';
import { isRetired } from './course-lifecycle.ts';
import { compareByTitle } from './course-search.ts';
import { distinctSkills, skillKey } from './learning.ts';

/**
 * The dashboard's Recommended tab: catalogue courses matched to the skills of the courses a user
 * tracks and to the career paths those skills lead to, each with a match percentage.
 *
 * 1. The user's skills: those of every tracked course, plus the skills acquired by completing one.
 * 2. Their career paths: paths sharing at least one of those skills and still needing some skill
 *    the user has not acquired ("unfinished"), most shared skills first, at most three.
 * 3. Target skills: the user's tracked skills, then the skills those paths still need.
 * 4. Each catalogue course the user does not track yet is scored against the targets:
 *    - coverage (50 points): the share of the course's skills that are targets, so a course that is
 *      all on target beats one that touches a target in passing;
 *    - depth (30 points): how many targets it teaches, full marks at three;
 *    - path (20 points): one of the user's career paths names the course.
 *    Courses that teach no target and are named by no path are left out, and so are retired ones.
 */

export const RECOMMENDATION_LIMIT = 6;
export const CAREER_PATHS_CONSIDERED = 3;
export const MATCH_WEIGHTS = { coverage: 50, depth: 30, path: 20 } as const;
/** Targets taught at which the depth score is full. */
export const DEPTH_FULL_AT = 3;

/** Words of a skill; punctuation that is part of names (C#, C++, Node.js) is kept. */
function words(skill: string): string[] {
  return skillKey(skill)
    .split(/[\s/,;:()&-]+/)
    .filter((w) => w !== '' && w !== 'and' && w !== 'of' && w !== 'the');
}

/**
 * True when a course's `skill` teaches `target`: the same skill, or a more specific one holding all
 * of the target's words ('Kubernetes' is taught by 'Google Kubernetes Engine'; 'Cloud security' is
 * not taught by plain 'Security').
 */
export function skillTeaches(skill: string, target: string): boolean {
  const a = analysed(skill);
  const b = analysed(target);
  if (a.key === b.key) return true;
  if (b.words.length === 0) return false;
  return b.words.every((w) => a.wordSet.has(w));
}

// Scoring compares every candidate course's skills with every target skill: thousands of calls per
// dashboard on a few hundred distinct strings, so each string is analysed once. Bounded, since the
// catalogue's skills change with every sync.
const ANALYSED_MAX = 20_000;
const analysedSkills = new Map<string, { key: string; words: string[]; wordSet: Set<string> }>();

function analysed(skill: string) {
  let found = analysedSkills.get(skill);
  if (!found) {
    if (analysedSkills.size >= ANALYSED_MAX) analysedSkills.clear();
    const list = words(skill);
    found = { key: skillKey(skill), words: list, wordSet: new Set(list) };
    analysedSkills.set(skill, found);
  }
  return found;
}

export interface TrackedSkills {
  courseId: string;
  skills: readonly string[];
}

export interface RecommendationTargets {
  /** The user's career paths, best first. */
  careerPaths: CareerPath[];
  /** Target skills in priority order, each with the path that asks for it (null: a tracked skill). */
  skills: Array<{ skill: string; careerPath: string | null }>;
}

/** Steps 1-3: the user's career paths and the skills worth recommending courses for. */
export function recommendationTargets(input: {
  tracked: readonly TrackedSkills[];
  acquiredSkills: readonly string[];
  careerPaths: readonly CareerPath[];
}): RecommendationTargets {
  const own = distinctSkills([...input.tracked.flatMap((t) => t.skills), ...input.acquiredSkills]);
  const acquired = input.acquiredSkills;
  const has = (pathSkill: string, list: readonly string[]) =>
    list.some((s) => skillTeaches(s, pathSkill) || skillTeaches(pathSkill, s));

  const careerPaths = input.careerPaths
    .map((path, index) => {
      const shared = path.skills.filter((s) => has(s, own)).length;
      const missing = path.skills.filter((s) => !has(s, acquired)).length;
      return { path, index, shared, missing };
    })
    .filter((p) => p.shared > 0 && p.missing > 0)
    .sort((a, b) => b.shared - a.shared || a.missing - b.missing || a.index - b.index)
    .slice(0, CAREER_PATHS_CONSIDERED)
    .map((p) => p.path);

  const skills: RecommendationTargets['skills'] = [];
  const seen = new Set<string>();
  const add = (skill: string, careerPath: string | null) => {
    const key = skillKey(skill);
    if (key && !seen.has(key)) {
      seen.add(key);
      skills.push({ skill: skill.trim(), careerPath });
    }
  };
  for (const skill of distinctSkills(input.tracked.flatMap((t) => t.skills))) add(skill, null);
  for (const path of careerPaths) {
    for (const skill of path.skills) if (!has(skill, acquired)) add(skill, path.title);
  }
  return { careerPaths, skills };
}

export interface Recommendation {
  course: Course;
  /** 0-100. */
  matchPercent: number;
  /** The course's skills that matched a target, as the course writes them. */
  matchedSkills: string[];
  /** The career path it serves, when it serves one. */
  careerPath: string | null;
}

/** Step 4: scores the candidates and returns the best `limit`, highest match first, then by title. */
export function recommendCourses(input: {
  targets: RecommendationTargets;
  candidates: readonly Course[];
  /** Ids of the courses the user already tracks (as strings). */
  trackedIds: ReadonlySet<string>;
  limit?: number;
}): Recommendation[] {
  const { targets } = input;
  const pathCourses = new Map<string, string>();
  for (const path of targets.careerPaths) {
    for (const title of path.courses) {
      const key = title.trim().toLowerCase();
      if (!pathCourses.has(key)) pathCourses.set(key, path.title);
    }
  }

  const seen = new Set<string>();
  const scored: Recommendation[] = [];
  const taught = targetsTaught(targets.skills);
  for (const course of input.candidates) {
    const id = String(course.id);
    if (input.trackedIds.has(id) || seen.has(id) || isRetired(course)) continue;
    seen.add(id);
    const result = scoreCourse(
      course,
      targets.skills,
      pathCourses.get(course.title.trim().toLowerCase()),
      taught,
    );
    if (result) scored.push(result);
  }
  return scored
    .sort((a, b) => b.matchPercent - a.matchPercent || compareByTitle(a.course, b.course))
    .slice(0, input.limit ?? RECOMMENDATION_LIMIT);
}

/** A course's match against the targets, or null when it matches nothing. */
export function scoreCourse(
  course: Course,
  targets: RecommendationTargets['skills'],
  namedByPath?: string,
  taught: (skill: string) => readonly number[] = targetsTaught(targets),
): Recommendation | null {
  const skills = distinctSkills(course.skills);
  const matchedSkills: string[] = [];
  const taughtTargets = new Set<number>();
  const pathVotes = new Map<string, number>();
  for (const skill of skills) {
    const indices = taught(skill);
    for (const i of indices) {
      const target = targets[i]!;
      if (!taughtTargets.has(i) && target.careerPath) {
        pathVotes.set(target.careerPath, (pathVotes.get(target.careerPath) ?? 0) + 1);
      }
      taughtTargets.add(i);
    }
    if (indices.length > 0) matchedSkills.push(skill);
  }
  if (matchedSkills.length === 0 && !namedByPath) return null;

  const coverage = skills.length === 0 ? 0 : matchedSkills.length / skills.length;
  const depth = Math.min(1, taughtTargets.size / DEPTH_FULL_AT);
  const matchPercent = Math.round(
    MATCH_WEIGHTS.coverage * coverage + MATCH_WEIGHTS.depth * depth + (namedByPath ? MATCH_WEIGHTS.path : 0),
  );
  const votedPath = [...pathVotes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return {
    course,
    matchPercent: Math.min(100, matchPercent),
    matchedSkills,
    careerPath: namedByPath ?? votedPath,
  };
}

/**
 * The indices (ascending) of the targets a skill teaches, remembered per skill: candidates share
 * most of their skills, so one scoring pass compares each distinct skill with the targets once
 * instead of once per course.
 */
function targetsTaught(targets: RecommendationTargets['skills']): (skill: string) => readonly number[] {
  const memo = new Map<string, number[]>();
  return (skill) => {
    let indices = memo.get(skill);
    if (!indices) {
      indices = [];
      for (let i = 0; i < targets.length; i++) if (skillTeaches(skill, targets[i]!.skill)) indices.push(i);
      memo.set(skill, indices);
    }
    return indices;
  };
}
