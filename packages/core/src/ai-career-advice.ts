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
  /** Why a path with no matched skill is listed: the text names it, wants it, or it is next to the person's background. */
  basis?: 'title' | 'intention' | 'background';
}

export interface RankedCourse {
  course: Course;
  /** The target skills the course teaches, as the targets write them. */
  matched: string[];
  score: number;
  /** The best ranked career path whose own course list names this course. */
  namedBy?: CareerPath;
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

/** Canonical key → the other names of the skill ('microsoft azure' → 'Azure'), for titles that use them. */
const ALIASES_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [canonical, aliases] of Object.entries(SKILL_SYNONYMS)) {
    map.set(
      skillKey(canonical),
      aliases.filter((a) => a.length >= 3),
    );
  }
  return map;
})();

/** The phrases a course title may name a skill by: its own name and its longer aliases. */
function titleForms(skill: string) {
  return [phrase(skill), ...(ALIASES_OF.get(canonicalKey(skill)) ?? []).map(phrase)];
}

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
  /** The words that say what the skill is (see coreWords), as a list and a set. */
  core: readonly string[];
  coreSet: ReadonlySet<string>;
}

function skillKeyOf(skill: string): SkillKey {
  const key = canonicalKey(skill);
  const words = keyWords(key);
  const core = coreWords(words);
  return {
    key,
    words,
    wordSet: new Set(words),
    generic: GENERIC_SKILLS.has(key),
    core,
    coreSet: new Set(core),
  };
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

/** Words that add nothing to what a skill is ('Python programming' is Python). */
const FILLER_WORDS = new Set(['programming', 'language', 'skills', 'basics', 'fundamentals']);

function coreWords(words: readonly string[]): readonly string[] {
  const core = words.filter((w) => !FILLER_WORDS.has(w));
  return core.length > 0 ? core : words;
}

/**
 * True when someone with skill `own` has `wanted` by meaning: the same skill, or a more specific
 * form of it ('Google Kubernetes Engine' has Kubernetes, 'SQL Server' has SQL). A less specific
 * skill never has a more specific one: SQL is not SQL Server, Salesforce's Apex is not Oracle APEX,
 * Firebase's 'Analytics' is not 'Marketing analytics'. Words too general to stand alone ('Security')
 * are only had by name.
 */
function keyHas(own: SkillKey, wanted: SkillKey): boolean {
  if (own.key === '' || wanted.key === '') return false;
  if (own.key === wanted.key) return true;
  if (wanted.generic || wanted.core.length === 0 || wanted.core.length > own.core.length) return false;
  return wanted.core.every((w) => own.coreSet.has(w));
}

/** Whether a profile with these skills has `wanted` (see keyHas). */
export function profileHasSkill(skills: readonly string[], wanted: string): boolean {
  const key = skillKeyOf(wanted);
  return skills.some((s) => keyHas(skillKeyOf(s), key));
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
/** A path the person says they want ('moving into product management') beats one they only fit. */
const INTENTION_BONUS = 60;
/** The adjacent paths of a background, best first: a nudge, less than one shared skill. */
const BACKGROUND_BONUS = [8, 6, 4, 3] as const;
/** Distinct clauses of what the person wants that are read. */
const INTENTIONS_READ = 12;
/** A path two levels above the person's experience ('Expert' for a beginner). */
const LEVEL_GAP_PENALTY = 15;

/**
 * Other names of a path's role, beyond its title, that a person uses for what they want to become
 * ('clinical informatics', 'IT support'). Only read in what the person says they want.
 */
export const PATH_ROLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'instructional-designer': ['e-learning', 'learning design', 'learning experience design'],
  'health-informatics-analyst': [
    'health informatics',
    'clinical informatics',
    'nursing informatics',
    'healthcare IT',
    'health IT',
  ],
  'it-support-specialist': ['IT support', 'help desk', 'helpdesk', 'service desk', 'job in IT'],
  'cybersecurity-analyst': ['cybersecurity', 'cyber security', 'information security'],
  'soc-analyst': ['security operations'],
  'solutions-engineer': ['solutions engineer', 'pre-sales', 'presales'],
  'machine-learning-engineer': ['machine learning', 'production ML', 'ML engineer'],
  'data-scientist': ['bioinformatics'],
  'erp-consultant': ['ERP'],
  'sap-consultant': ['SAP consultant', 'SAP finance', 'SAP functional'],
  'bim-specialist': ['BIM', 'BIM coordinator', 'BIM manager'],
  'crm-consultant': ['CRM specialist', 'CRM consultant', 'CRM'],
  'ux-designer': ['UX', 'user experience'],
  'ar-vr-developer': ['VR', 'AR', 'XR', 'virtual reality', 'augmented reality'],
  'salesforce-administrator': ['Salesforce admin'],
};

/** The field a role title names: 'Network Engineer' → 'Network Engineering', 'Product Manager' → 'Product Management'. */
const FIELD_OF_ROLE: ReadonlyArray<[RegExp, string]> = [
  [/\bEngineer$/, 'Engineering'],
  [/\bDeveloper$/, 'Development'],
  [/\bDesigner$/, 'Design'],
  [/\bManager$/, 'Management'],
  [/\bAnalyst$/, 'Analysis'],
  [/\bAnalyst$/, 'Analytics'],
  [/\bScientist$/, 'Science'],
  [/\bAdministrator$/, 'Administration'],
  [/\bArchitect$/, 'Architecture'],
  [/\bConsultant$/, 'Consulting'],
  [/\bTester$/, 'Testing'],
];

function roleNames(path: CareerPath): string[] {
  const names = [path.title, ...(PATH_ROLE_NAMES[path.id] ?? [])];
  for (const [role, field] of FIELD_OF_ROLE) {
    if (role.test(path.title)) names.push(path.title.replace(role, field));
  }
  return names;
}

/**
 * Common backgrounds outside tech and the tech roles next to them, nearest first: the roles
 * where what these people already do counts most.
 */
export const BACKGROUNDS: ReadonlyArray<{ name: string; pattern: RegExp; paths: readonly string[] }> = [
  {
    name: 'teaching',
    pattern:
      /\b(teachers?|teaching|lecturer|tutor|pupils|classroom|lesson plans?|learning and development|trainer)\b/i,
    paths: ['instructional-designer', 'technical-writer'],
  },
  {
    name: 'nursing and health',
    pattern:
      /\b(RN|[Nn]urses?|[Nn]ursing|[Cc]linical|[Cc]linicians?|[Pp]atients?|[Hh]ospital|[Mm]idwife|[Pp]harmacist|[Pp]aramedic)\b/,
    paths: ['health-informatics-analyst', 'data-analyst', 'business-analyst'],
  },
  {
    name: 'marketing',
    pattern: /\b(marketing (manager|executive|specialist|coordinator|lead)|brand manager|go-to-market)\b/i,
    paths: ['marketing-analyst', 'product-manager', 'digital-marketing-specialist'],
  },
  {
    name: 'finance and accounting',
    pattern:
      /\b(ACCA|CIMA|CPA|[Aa]ccountant|[Aa]ccounting|[Ff]inance [Mm]anager|[Ff]inancial [Aa]nalyst|[Bb]ookkeep\w*|[Ff]inancial [Cc]ontroller)\b/,
    paths: ['finops-analyst', 'business-intelligence-analyst', 'erp-consultant', 'data-analyst'],
  },
  {
    name: 'engineering',
    pattern:
      /\b(mechanical|civil|structural|electrical|electronics|manufacturing) (engineer\w*|design\w*)\b/i,
    paths: ['cad-designer', 'bim-specialist', 'embedded-iot-developer'],
  },
  {
    name: 'science',
    pattern: /\b(ph\.?d|postdoc\w*|research scientist|laborator(y|ies)|lab (course|work|experiments?))\b/i,
    paths: ['data-scientist', 'data-analyst'],
  },
  {
    name: 'retail and hospitality',
    pattern:
      /\b((retail|store|shop|sales floor) (assistant|associate|supervisor|manager|worker)|hotel|hospitality|restaurant|front office|barista|cashier|waiter|waitress|bartender)\b/i,
    paths: ['it-support-specialist', 'customer-success-manager', 'salesforce-administrator'],
  },
  {
    name: 'military',
    pattern:
      /\b(army|navy|air force|marines|military|veteran|sergeant|corporal|NCO|royal corps|clearance)\b/i,
    paths: ['cybersecurity-analyst', 'network-administrator', 'it-support-specialist', 'project-manager'],
  },
];

/** How far into a career a path's level sits: 0 first steps, 3 the top. */
const PATH_LEVEL_RANK: Readonly<Record<string, number>> = {
  Beginner: 0,
  'Beginner to Intermediate': 0,
  Intermediate: 1,
  'Beginner to Advanced': 0,
  Advanced: 2,
  Expert: 3,
  Executive: 3,
};
const PERSON_LEVEL_RANK: Readonly<Record<ExperienceLevel, number>> = {
  Beginner: 0,
  Intermediate: 1,
  Advanced: 2,
};

/** Lower-case words with plurals folded, space-padded, for whole-phrase containment. */
function roleText(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w !== '')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return ` ${words.join(' ')} `;
}

/**
 * Career paths ranked for a profile:
 * - skills: 10 points per path skill the person has (see profileHasSkill: by meaning, never a
 *   more specific skill from a less specific one), plus up to 10 for the share of the path covered;
 * - what the person wants: 60 points when a clause saying what they want or are learning
 *   (`intentions`, see intentionClauses) names the path's role ('moving into product management');
 * - titles: 25 points when the text names the path's title elsewhere ('SOC Analyst, 2019 - 2021'),
 *   unless the person says they want another path;
 * - background: a few points for the tech roles next to a background outside tech the text shows
 *   (teaching → instructional design; nursing → health informatics);
 * - level: 15 points off a path two levels above the person's experience (`level`).
 * Paths with none of skill, title, intention or background are left out. Ties keep the list order.
 *
 * Priority: 'high' for the best path when it has a title or intention hit or two matched skills,
 * and for any path the user covers at least half of; 'medium' for two matched skills or a title
 * hit; 'low' otherwise. A path never ranks above the one before it.
 */
export function rankCareerPaths(
  skills: readonly string[],
  paths: readonly CareerPath[],
  options: { text?: string; limit?: number; intentions?: readonly string[]; level?: ExperienceLevel } = {},
): RankedCareerPath[] {
  const text = options.text ?? '';
  const titles = text === '' ? undefined : indexPhrases(text);
  // A few distinct clauses say what someone wants; a text repeating one says nothing more.
  const wants = [...new Set((options.intentions ?? []).map(roleText))].slice(0, INTENTIONS_READ);
  const own = skills.map(skillKeyOf);
  const backgrounds = text === '' ? [] : BACKGROUNDS.filter((b) => b.pattern.test(text));
  const person = options.level === undefined ? undefined : PERSON_LEVEL_RANK[options.level];
  const wanted = new Set(
    wants.length === 0
      ? []
      : paths.filter((path) => {
          const names = roleNames(path).map(roleText);
          return wants.some((w) => names.some((n) => w.includes(n)));
        }),
  );
  const wantsOf = (path: CareerPath) => wanted.has(path);
  // Once the person says where they want to go, their current title no longer points the way.
  const wantsAny = wanted.size > 0;
  const scored = paths
    .map((path, index) => {
      const keys = listKeys(path.skills);
      const matched = path.skills.filter((_, i) => own.some((s) => keyHas(s, keys[i]!)));
      const missing = path.skills.filter((ps) => !matched.includes(ps));
      const wants = wantsOf(path);
      const titleHit = !wants && (titles?.hasPhrase(path.title) ?? false);
      let background = 0;
      for (const b of backgrounds) {
        const at = b.paths.indexOf(path.id);
        if (at >= 0)
          background = Math.max(background, BACKGROUND_BONUS[Math.min(at, BACKGROUND_BONUS.length - 1)]!);
      }
      const gap = person === undefined ? 0 : (PATH_LEVEL_RANK[path.level] ?? 1) - person;
      const share = path.skills.length === 0 ? 0 : matched.length / path.skills.length;
      const score =
        matched.length * POINTS_PER_SKILL +
        Math.round(share * POINTS_PER_SKILL) +
        (wants ? INTENTION_BONUS : 0) +
        (titleHit && !wantsAny ? TITLE_BONUS : 0) +
        background -
        (gap >= 2 ? LEVEL_GAP_PENALTY : 0);
      const basis: RankedCareerPath['basis'] = wants
        ? 'intention'
        : titleHit
          ? 'title'
          : background > 0
            ? 'background'
            : undefined;
      return { path, index, matched, missing, titleHit: titleHit || wants, share, score, background, basis };
    })
    .filter((p) => p.matched.length > 0 || p.titleHit || p.background > 0)
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
    return {
      path: p.path,
      matched: p.matched,
      missing: p.missing,
      score: p.score,
      priority: order[floor]!,
      ...(p.basis ? { basis: p.basis } : {}),
    };
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
  return ranked.sort(byScoreThenTitle).slice(0, options.limit ?? COURSE_LIMIT);
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

// ---------- The career advisor's courses ----------

/** How much each ranked path counts in the course choice, best path first. */
const PATH_WEIGHTS = [1, 0.4, 0.25, 0.15] as const;
/** Points for each skill of the best path the person has that a course takes further. */
const DEEPEN_POINTS = 4;
/** Points for a course the path itself names (its own course list), before the path's weight. */
const NAMED_BY_PATH_POINTS = 30;
/** Points off a course two levels away from the level wanted (a beginner course for an expert). */
const LEVEL_FAR_PENALTY = 6;
/** The least share of the best course's score a course needs when it serves only a lesser path. */
const RELATIVE_SCORE_FLOOR = 0.35;

/**
 * The level of course that fits: the person's level where they already cover much of the top
 * path, lower when the path is new to them (a nurse of ten years starts health informatics at the
 * beginning).
 */
export function wantedCourseLevel(
  level: ExperienceLevel,
  top: RankedCareerPath | undefined,
): ExperienceLevel {
  const skills = top?.path.skills.length ?? 0;
  const share = skills === 0 ? 0 : top!.matched.length / skills;
  if (share < 0.25) return 'Beginner';
  if (share < 0.5 && level === 'Advanced') return 'Intermediate';
  return level;
}

/**
 * The career advisor's courses for the ranked paths:
 * - a course a path names itself (its course list) scores 30 points, times the path's weight
 *   (1 for the best path, then 0.4, 0.25, 0.15), so the best path's own courses come first;
 * - each skill the person lacks for a path that the course teaches scores 10 points times that
 *   path's weight (a course teaches a skill when one of its skills has it, see profileHasSkill, or
 *   its title names it); each skill of the best path the person has that it takes further, 4;
 * - the level: 6 points for the level wanted (wantedCourseLevel), 2 for the next one, 6 off two
 *   levels away.
 * Never a course in `exclude` (certifications the person holds, their prep courses and lower
 * levels), a retired course, or one that teaches nothing the person lacks (every skill it lists
 * is one they have). Ties by title, then id.
 */
export function adviseCourses(input: {
  paths: readonly RankedCareerPath[];
  /** Per ranked path, in the same order: the catalogue courses its course list names. */
  pathCourses: readonly (readonly Course[])[];
  /** More catalogue courses to consider (the catalogue search's for the paths' missing skills). */
  candidates: readonly Course[];
  /** What the person has: their skills and those of the certifications they hold. */
  known: readonly string[];
  level: ExperienceLevel;
  exclude?: ReadonlySet<string>;
  limit?: number;
}): RankedCourse[] {
  const wanted = wantedCourseLevel(input.level, input.paths[0]);
  const known = input.known.map(skillKeyOf);
  const has = (skill: SkillKey) => known.some((k) => keyHas(k, skill));
  const missing = input.paths.map((p) => {
    const targets = distinctByKey(p.missing);
    return { targets, keys: targets.map(skillKeyOf), phrases: targets.map(titleForms) };
  });
  const deepenSkills = input.paths[0]?.matched ?? [];
  const deepen = deepenSkills.map((skill) => ({ key: skillKeyOf(skill), phrases: titleForms(skill) }));
  const namedBy = new Map<string, number[]>();
  input.pathCourses.forEach((courses, rank) => {
    for (const course of courses) {
      const id = String(course.id);
      namedBy.set(id, [...(namedBy.get(id) ?? []), rank]);
    }
  });

  const seen = new Set<string>();
  const ranked: RankedCourse[] = [];
  for (const course of [...input.pathCourses.flat(), ...input.candidates]) {
    const id = String(course.id);
    if (seen.has(id) || input.exclude?.has(id) || course.status === 'retired') continue;
    seen.add(id);
    const keys = listKeys(course.skills);
    if (keys.length > 0 && keys.every(has)) continue;
    let title: PhraseIndex | undefined;
    let score = 0;
    const matched: string[] = [];
    missing.forEach(({ targets, keys: targetKeys, phrases }, rank) => {
      const weight = PATH_WEIGHTS[Math.min(rank, PATH_WEIGHTS.length - 1)]!;
      for (let i = 0; i < targets.length; i++) {
        let teaches = keys.some((k) => keyHas(k, targetKeys[i]!));
        if (!teaches) {
          title ??= indexPhrases(course.title);
          const index = title;
          teaches = phrases[i]!.some((p) => index.hasPhrase(p));
        }
        if (!teaches) continue;
        score += POINTS_PER_SKILL * weight;
        if (!matched.includes(targets[i]!)) matched.push(targets[i]!);
      }
    });
    for (const skill of deepen) {
      title ??= indexPhrases(course.title);
      const index = title;
      if (keys.some((k) => keyHas(k, skill.key)) || skill.phrases.some((p) => index.hasPhrase(p))) {
        score += DEEPEN_POINTS;
      }
    }
    const ranks = namedBy.get(id) ?? [];
    for (const rank of ranks)
      score += NAMED_BY_PATH_POINTS * PATH_WEIGHTS[Math.min(rank, PATH_WEIGHTS.length - 1)]!;
    if (score === 0) continue;
    const a = LEVELS.indexOf(course.level as (typeof LEVELS)[number]);
    const b = LEVELS.indexOf(wanted);
    if (a >= 0)
      score +=
        a === b ? LEVEL_MATCH_POINTS * 2 : Math.abs(a - b) === 1 ? LEVEL_NEAR_POINTS * 2 : -LEVEL_FAR_PENALTY;
    const path = ranks.length > 0 ? input.paths[Math.min(...ranks)]?.path : undefined;
    ranked.push({ course, matched, score, ...(path ? { namedBy: path } : {}) });
  }
  ranked.sort(byScoreThenTitle);
  // A course for a lesser path only, far below the best course, just fills the list (when the
  // catalogue has little for the first path): fewer, relevant courses serve better.
  const floor = (ranked[0]?.score ?? 0) * RELATIVE_SCORE_FLOOR;
  const firstPath = missing[0]?.targets ?? [];
  const servesFirst = (r: RankedCourse) =>
    r.namedBy === input.paths[0]?.path || r.matched.some((skill) => firstPath.includes(skill));
  return ranked.filter((r) => r.score >= floor || servesFirst(r)).slice(0, input.limit ?? COURSE_LIMIT);
}

/** Best score first; equal scores by title, then id, so the order never depends on the input's. */
function byScoreThenTitle(
  a: { score: number; course: { title: string; id: number | string } },
  b: { score: number; course: { title: string; id: number | string } },
): number {
  return (
    b.score - a.score ||
    compareByTitle(a.course, b.course) ||
    String(a.course.id).localeCompare(String(b.course.id))
  );
}

// ---------- Experience level ----------

const SENIOR_WORDS =
  /\b(senior|sr\.|principal|staff (?:engineer|developer|scientist)|head of|director|vice president|vp of|chief|cto|cio|ciso|architect|(?:tech|team|engineering) lead)\b/i;
/** 'Lead' only as a job title ('Lead Engineer'); 'lead the migration' says nothing about seniority. */
const LEAD_TITLE = /\bLead [A-Z][a-z]+/;
/** Words of someone starting out (whole words: 'students' someone taught is not one). */
const JUNIOR_WORDS =
  /\b(student|undergraduate|graduate|grad|intern|internship|junior|jr\.?|entry[- ]level|bootcamp|apprentice|trainee|career changer|first job|aspiring)\b/i;
/** Sentences naming a certification: its words ('Solutions Architect', 'Expert') are not a job title. */
const CERTIFICATION_SENTENCE = /\bcertifi|\bexam\b/i;
const ROLE_WORDS =
  /\b(engineer|developer|analyst|manager|designer|consultant|administrator|specialist|scientist|programmer|accountant|officer|coordinator)\b/i;

/** The largest number of years the text claims: '5+ years', '10 years of experience', 'over 3 yrs'. */
function statedYears(text: string): number {
  let best = 0;
  // '(?:\s*\+)?\s*' rather than '\s*\+?\s*': the same text, without trying every split of a long
  // run of spaces between the two. A decimal is read whole: '1.5 years' is not 5 years.
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2}(?:\.\d)?)(?:\s*\+)?\s*(?:years?|yrs?)\b(?!\s+old)/gi)) {
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
 * Seniority words next to words of someone starting out ('aspiring architect') do not count as senior,
 * nor do the words of a certification's name ('AWS Certified Solutions Architect'); other numbers in
 * the text ('200 students', '1.5 years' read as one and a half) are not years of experience.
 */
export function estimateExperienceLevel(
  text: string,
  options: { currentYear?: number } = {},
): ExperienceLevel {
  const years = Math.max(statedYears(text), yearsFromRanges(text, options.currentYear));
  const titled = text
    .split(/(?<=[.;!?])\s+|\n/)
    .filter((sentence) => !CERTIFICATION_SENTENCE.test(sentence))
    .join('\n');
  const seniorTitle = SENIOR_WORDS.test(titled) || LEAD_TITLE.test(titled);
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
  /** Catalogue certifications the profile says the person holds. */
  held?: readonly Course[];
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
    const held = input.held ?? [];
    if (held.length > 0) {
      summary.push(
        `You hold ${joinSome(
          held.map((c) => c.title),
          3,
        )}, so courses for ${held.length === 1 ? 'it' : 'them'} and for lower levels of the same track are left out.`,
      );
    }
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
    let reason: string;
    if (c.namedBy && c.matched.length === 0)
      reason = `One of the courses the ${c.namedBy.title} path recommends.`;
    else if (c.namedBy) reason = `Recommended by the ${c.namedBy.title} path; teaches ${taught}.`;
    else if (path) reason = `Teaches ${taught}, which the ${path.title} path asks for.`;
    else reason = `Teaches ${taught}, building on the skills in your ${source}.`;
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
  } else if (p.basis === 'intention') {
    parts.push('Your profile says you want to move into this role.');
  } else if (p.basis === 'background') {
    parts.push('A tech role close to your background, where your experience counts.');
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
