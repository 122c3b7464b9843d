import type { CareerAnalysisResponse, Priority } from './ai-api.ts';
import type { CareerPath } from './career-path.ts';
import type { Course } from './course.ts';
import { LEVELS } from './course-options.ts';
import { compareByTitle } from './course-search.ts';
import { indexPhrases, type PhraseIndex, phrase } from './phrase-index.ts';
import { GENERIC_SKILLS, SKILL_SYNONYMS, skillKey } from './skill-lexicon.ts';

/**
 * The offline career advisor's rules: which career paths and catalogue courses fit the skills
 * found in a profile, and the words that explain why. Everything it names comes from its inputs
 * (our career paths, our catalogue, the user's text); nothing is made up.
 */

/** rankCareerPaths' default; the career advisor asks for CAREER_ADVISOR_PATH_LIMIT. */
export const CAREER_PATH_LIMIT = 3;
/** The career advisor shows 3-5 paths: four leaves room for a stretch option without burying the best. */
export const CAREER_ADVISOR_PATH_LIMIT = 4;
export const COURSE_LIMIT = 6;

export type ExperienceLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface RankedCareerPath {
  path: CareerPath;
  /** The path's skills the user has, as the path writes them. */
  matched: string[];
  /** The path's skills the user does not show yet, as the path writes them. */
  missing: string[];
  score: number;
  priority: Priority;
}

export interface RankedCourse {
  course: Course;
  /** The target skills the course teaches, as the targets write them. */
  matched: string[];
  score: number;
}

// ---------- Skill equivalence ----------

const STOP_WORDS = new Set(['and', 'of', 'the', 'for', 'with', 'to', 'in', 'on', 'a', 'an']);

/** Alias key → canonical key, so 'k8s' and 'Kubernetes' compare equal without a lexicon. */
const CANONICAL_KEY: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [canonical, aliases] of Object.entries(SKILL_SYNONYMS)) {
    const key = skillKey(canonical);
    for (const alias of aliases) map.set(skillKey(alias), key);
  }
  return map;
})();

function canonicalKey(skill: string): string {
  const key = skillKey(skill);
  return CANONICAL_KEY.get(key) ?? key;
}

function keyWords(key: string): string[] {
  return key.split(' ').filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/** What skillsMatch compares of a skill name, worked out once per name. */
interface SkillKey {
  key: string;
  words: readonly string[];
  wordSet: ReadonlySet<string>;
  generic: boolean;
}

function skillKeyOf(skill: string): SkillKey {
  const key = canonicalKey(skill);
  const words = keyWords(key);
  return { key, words, wordSet: new Set(words), generic: GENERIC_SKILLS.has(key) };
}

function keysMatch(a: SkillKey, b: SkillKey): boolean {
  if (a.key === '' || b.key === '') return false;
  if (a.key === b.key) return true;
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  if (short.words.length === 0 || short.generic) return false;
  return short.words.every((w) => long.wordSet.has(w));
}

/**
 * True when two skill names mean the same skill or one is a more specific form of the other
 * ('Python' and 'Python programming', 'Kubernetes' and 'Google Kubernetes Engine', 'JS' and
 * 'JavaScript'). Words the lexicon treats as too general ('Security', 'Testing') only match
 * themselves, so 'Security' does not claim 'Cloud security'.
 */
export function skillsMatch(a: string, b: string): boolean {
  return keysMatch(skillKeyOf(a), skillKeyOf(b));
}

/**
 * Keys of a skill list from our data (a career path's, a catalogue course's), worked out once for
 * as long as the list lives: rankings compare the same lists with every request's skills.
 */
const dataListKeys = new WeakMap<readonly string[], readonly SkillKey[]>();

function listKeys(skills: readonly string[]): readonly SkillKey[] {
  let keys = dataListKeys.get(skills);
  // A list that grew or shrank in place since is worked out again.
  if (!keys || keys.length !== skills.length) {
    keys = skills.map(skillKeyOf);
    dataListKeys.set(skills, keys);
  }
  return keys;
}

/**
 * `(name) => skills.some((s) => skillsMatch(s, name))` for many names against the same skills:
 * the skills' keys are worked out once.
 */
export function anySkillMatches(skills: readonly string[]): (name: string) => boolean {
  const keys = skills.map(skillKeyOf);
  return (name) => {
    const key = skillKeyOf(name);
    return keys.some((k) => keysMatch(k, key));
  };
}

/** skillKeyOf remembered for the names one ranking compares many times. */
function keyCache(): (skill: string) => SkillKey {
  const byName = new Map<string, SkillKey>();
  return (skill) => {
    let key = byName.get(skill);
    if (!key) {
      key = skillKeyOf(skill);
      byName.set(skill, key);
    }
    return key;
  };
}

/**
 * True when `phrase` appears in `text` as whole words, ignoring case, hyphens and a plural 's'
 * ('aspiring data scientists' holds 'Data Scientist'; 'front end developer' holds 'Front-End Developer').
 * To look for many phrases in one text, index it once with indexPhrases.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  return indexPhrases(text).hasPhrase(phrase);
}

// ---------- Career paths ----------

const POINTS_PER_SKILL = 10;
const TITLE_BONUS = 25;

/**
 * Career paths ranked by how many of their skills the user has (a path skill counts when any of the
 * user's skills matches it, see skillsMatch), plus a share-of-path bonus so a path the user
 * mostly covers beats a large path touched in passing, plus a bonus when the text names the
 * path's title ('aspiring data scientist'). Paths with neither a matched skill nor a title hit
 * are left out. Ties keep the list order.
 *
 * Priority: 'high' for the best path when it has a title hit or two matched skills, and for any
 * path the user covers at least half of; 'medium' for two matched skills or a title hit; 'low'
 * otherwise. A path never ranks above the one before it.
 */
export function rankCareerPaths(
  skills: readonly string[],
  paths: readonly CareerPath[],
  options: { text?: string; limit?: number } = {},
): RankedCareerPath[] {
  const text = options.text ?? '';
  const titles = text === '' ? undefined : indexPhrases(text);
  const own = skills.map(skillKeyOf);
  const scored = paths
    .map((path, index) => {
      const keys = listKeys(path.skills);
      const matched = path.skills.filter((_, i) => own.some((s) => keysMatch(s, keys[i]!)));
      const missing = path.skills.filter((ps) => !matched.includes(ps));
      const titleHit = titles?.hasPhrase(path.title) ?? false;
      const share = path.skills.length === 0 ? 0 : matched.length / path.skills.length;
      const score =
        matched.length * POINTS_PER_SKILL +
        Math.round(share * POINTS_PER_SKILL) +
        (titleHit ? TITLE_BONUS : 0);
      return { path, index, matched, missing, titleHit, share, score };
    })
    .filter((p) => p.matched.length > 0 || p.titleHit)
    .sort((a, b) => b.score - a.score || b.matched.length - a.matched.length || a.index - b.index)
    .slice(0, options.limit ?? CAREER_PATH_LIMIT);

  const order: Priority[] = ['high', 'medium', 'low'];
  let floor = 0;
  return scored.map((p, rank) => {
    let own: Priority;
    if ((rank === 0 && (p.titleHit || p.matched.length >= 2)) || p.share >= 0.5) own = 'high';
    else if (p.matched.length >= 2 || p.titleHit) own = 'medium';
    else own = 'low';
    floor = Math.max(floor, order.indexOf(own));
    return { path: p.path, matched: p.matched, missing: p.missing, score: p.score, priority: order[floor]! };
  });
}

// ---------- Courses ----------

const LEVEL_MATCH_POINTS = 3;
const LEVEL_NEAR_POINTS = 1;

function levelPoints(courseLevel: string, wanted: string | undefined): number {
  if (!wanted) return 0;
  const a = LEVELS.indexOf(courseLevel as (typeof LEVELS)[number]);
  const b = LEVELS.indexOf(wanted as (typeof LEVELS)[number]);
  if (a < 0 || b < 0) return 0;
  if (a === b) return LEVEL_MATCH_POINTS;
  return Math.abs(a - b) === 1 ? LEVEL_NEAR_POINTS : 0;
}

/**
 * Catalogue courses ranked by how many target skills they teach (10 points each), then by their
 * level (3 points for the wanted level, 1 for the next one), then by title and id, so the order
 * never depends on the input order. Courses teaching no target and excluded ids are left out.
 */
export function rankCourses(
  targetSkills: readonly string[],
  candidates: readonly Course[],
  options: { level?: string; exclude?: ReadonlySet<string | number>; limit?: number } = {},
): RankedCourse[] {
  const exclude = options.exclude;
  const isExcluded = (id: string | number) =>
    exclude !== undefined &&
    (exclude.has(id) || exclude.has(String(id)) || (/^\d+$/.test(String(id)) && exclude.has(Number(id))));
  const targets = distinctByKey(targetSkills);
  const targetKeys = targets.map(skillKeyOf);
  const targetPhrases = targets.map(phrase);
  const seen = new Set<string>();
  const ranked: RankedCourse[] = [];
  for (const course of candidates) {
    const id = String(course.id);
    if (seen.has(id) || isExcluded(course.id)) continue;
    seen.add(id);
    // A course teaches a target when one of its skills matches it, or its title names it.
    const keys = listKeys(course.skills);
    let title: PhraseIndex | undefined;
    const matched = targets.filter((_, i) => {
      if (keys.some((k) => keysMatch(k, targetKeys[i]!))) return true;
      title ??= indexPhrases(course.title);
      return title.hasPhrase(targetPhrases[i]!);
    });
    if (matched.length === 0) continue;
    ranked.push({
      course,
      matched,
      score: matched.length * POINTS_PER_SKILL + levelPoints(course.level, options.level),
    });
  }
  return ranked
    .sort(
      (a, b) =>
        b.score - a.score ||
        compareByTitle(a.course, b.course) ||
        String(a.course.id).localeCompare(String(b.course.id)),
    )
    .slice(0, options.limit ?? COURSE_LIMIT);
}

function distinctByKey(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const skill of skills) {
    const key = canonicalKey(skill);
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push(skill.trim());
    }
  }
  return out;
}

// ---------- Experience level ----------

const SENIOR_WORDS =
  /\b(senior|sr\.|principal|staff (?:engineer|developer|scientist)|head of|director|vice president|vp of|chief|cto|cio|ciso|architect|(?:tech|team|engineering) lead)\b/i;
/** 'Lead' only as a job title ('Lead Engineer'); 'lead the migration' says nothing about seniority. */
const LEAD_TITLE = /\bLead [A-Z][a-z]+/;
const JUNIOR_WORDS =
  /\b(student|undergraduate|graduate|grad|intern|internship|junior|jr\.?|entry[- ]level|bootcamp|apprentice|trainee|career changer|first job|aspiring)\b/i;
const ROLE_WORDS =
  /\b(engineer|developer|analyst|manager|designer|consultant|administrator|specialist|scientist|programmer|accountant|officer|coordinator)\b/i;

/** The largest number of years the text claims: '5+ years', '10 years of experience', 'over 3 yrs'. */
function statedYears(text: string): number {
  let best = 0;
  // '(?:\s*\+)?\s*' rather than '\s*\+?\s*': the same text, without trying every split of a long
  // run of spaces between the two.
  for (const m of text.matchAll(/\b(\d{1,2})(?:\s*\+)?\s*(?:years?|yrs?)\b(?!\s+old)/gi)) {
    best = Math.max(best, Number(m[1]));
  }
  return best;
}

/** Years covered by date ranges such as '2016 - 2021' or '2019 – Present' (union of ranges). */
function yearsFromRanges(text: string, currentYear: number | undefined): number {
  const years = new Set<number>();
  const mentioned = [...text.matchAll(/\b(19[7-9]\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  const now = currentYear ?? (mentioned.length > 0 ? Math.max(...mentioned) : undefined);
  const range =
    /\b(19[7-9]\d|20\d\d)\s*(?:-|–|—|to|until)\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(19[7-9]\d|20\d\d)\b|(present|current|now|today)\b)/gi;
  for (const m of text.matchAll(range)) {
    const start = Number(m[1]);
    const end = m[2] ? Number(m[2]) : now;
    if (end === undefined || end < start || end - start > 50) continue;
    for (let y = start; y < end; y++) years.add(y);
  }
  return years.size;
}

/**
 * How experienced a profile reads, from what it says: seniority words ('Senior', 'Lead',
 * 'Principal', 'Director') or five years and more read as Advanced; two years and more as
 * Intermediate; words of someone starting out ('student', 'graduate', 'intern', 'junior') as
 * Beginner. Years come from explicit claims ('5+ years') or from date ranges in the text; an open
 * range ('2020 - Present') ends at `currentYear` when given, else at the latest year the text names.
 * A profile naming a job but no years reads as Intermediate; one naming nothing as Beginner.
 * Seniority words next to words of someone starting out ('aspiring architect') do not count as senior.
 */
export function estimateExperienceLevel(
  text: string,
  options: { currentYear?: number } = {},
): ExperienceLevel {
  const years = Math.max(statedYears(text), yearsFromRanges(text, options.currentYear));
  const seniorTitle = SENIOR_WORDS.test(text) || LEAD_TITLE.test(text);
  const startingOut = JUNIOR_WORDS.test(text);
  if (years >= 5 || (seniorTitle && !startingOut)) return 'Advanced';
  if (years >= 2) return 'Intermediate';
  if (startingOut) return 'Beginner';
  return seniorTitle || ROLE_WORDS.test(text) ? 'Intermediate' : 'Beginner';
}

// ---------- Wording ----------

/** 'A', 'A and B', 'A, B and C'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** At most `max` items, then 'and N more'. */
export function joinSome(items: readonly string[], max: number): string {
  if (items.length <= max) return joinList(items);
  const rest = items.length - max;
  return `${items.slice(0, max).join(', ')} and ${rest} more`;
}

/**
 * The career advisor's answer from the ranked paths and courses: a summary of the skills found and
 * the experience level, each path with the skills that matched and the ones still to learn, and
 * each course with the skills it teaches and the path they serve.
 */
export function buildCareerAnalysis(input: {
  type: 'linkedin' | 'cv';
  skills: string[];
  level: ExperienceLevel;
  paths: RankedCareerPath[];
  courses: RankedCourse[];
}): Omit<CareerAnalysisResponse, 'engine'> {
  const source = input.type === 'linkedin' ? 'LinkedIn profile' : 'CV';
  const summary: string[] = [];
  if (input.skills.length === 0) {
    summary.push(
      `We could not find any skills we recognise in your ${source}.`,
      'Paste more detail (your roles, the tools and technologies you use, your education and certifications) and try again for recommendations grounded in your experience.',
    );
    if (input.paths.length > 0) {
      summary.push(
        `Your ${source} mentions ${joinList(input.paths.map((p) => p.path.title))}, so that path is shown below with the skills it asks for.`,
      );
    }
  } else {
    const n = input.skills.length;
    summary.push(
      `We found ${n} skill${n === 1 ? '' : 's'} in your ${source}: ${joinSome(input.skills, 8)}.`,
      `Your experience reads as ${input.level} level.`,
    );
    const best = input.paths[0];
    if (best) {
      summary.push(
        `Your strongest match is ${best.path.title}, where you already have ${best.matched.length} of its ${best.path.skills.length} core skills.`,
      );
    } else {
      summary.push(
        'None of our career paths shares these skills yet; browse the career paths to find a direction, then come back with it in your profile.',
      );
    }
  }

  const careerPaths = input.paths.map((p) => ({
    id: p.path.id,
    title: p.path.title,
    priority: p.priority,
    reason: pathReason(p),
  }));

  const keyOf = keyCache();
  const courses = input.courses.map((c) => {
    const path = pathServedBy(c, input.paths, keyOf);
    const taught = joinSome(c.matched, 4);
    const reason = path
      ? `Teaches ${taught}, which the ${path.title} path asks for.`
      : `Teaches ${taught}, building on the skills in your ${source}.`;
    return {
      id: c.course.id,
      title: c.course.title,
      provider: c.course.provider,
      category: c.course.category,
      reason: `${reason} ${c.course.level} level.`,
    };
  });

  return { summary: summary.join(' '), skills: [...input.skills], careerPaths, courses };
}

function pathReason(p: RankedCareerPath): string {
  const parts: string[] = [];
  if (p.matched.length > 0) {
    parts.push(`You already have ${joinSome(p.matched, 5)}.`);
  } else {
    parts.push(`Your profile names this role.`);
  }
  if (p.missing.length > 0) parts.push(`To get there, learn ${joinSome(p.missing, 4)}.`);
  else parts.push('You already cover every core skill of this path.');
  return parts.join(' ');
}

/** The ranked path whose skills this course teaches most, missing skills counting first. */
function pathServedBy(
  course: RankedCourse,
  paths: readonly RankedCareerPath[],
  keyOf: (skill: string) => SkillKey,
): CareerPath | undefined {
  let best: { path: CareerPath; score: number } | undefined;
  const matches = (a: string, b: string) => keysMatch(keyOf(a), keyOf(b));
  for (const p of paths) {
    const missing = course.matched.filter((s) => p.missing.some((m) => matches(m, s))).length;
    const any = course.matched.filter((s) => p.path.skills.some((m) => matches(m, s))).length;
    const score = missing * 2 + any;
    if (score > 0 && (!best || score > best.score)) best = { path: p.path, score };
  }
  return best?.path;
}
