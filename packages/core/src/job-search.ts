import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_TYPES,
  type JobType,
  REMOTE_TYPES,
  type RemoteType,
} from './job-options.ts';
import { codesOf, normaliseCode, rankingQuery, relevanceKey, wordHit, wordsOf } from './search-ranking.ts';

/**
 * The jobs board's search and filters (spec 001 section 5): a case-insensitive substring match on
 * title, company, any skill or the description; company, work type, job type and experience level
 * by equality; location by substring; skills when any chosen skill is a substring of any of the
 * job's skills. The server's index answers with exactly this rule; `filterJobs` is its reference,
 * and `rankJobs` the reference of its relevance order.
 */

/** A dropdown left at its first option. */
export const ANY = 'all';

export interface JobFilters {
  company: string;
  /** Free text. */
  location: string;
  remoteType: string;
  jobType: string;
  experienceLevel: string;
  skills: readonly string[];
}

export const NO_JOB_FILTERS: JobFilters = {
  company: ANY,
  location: '',
  remoteType: ANY,
  jobType: ANY,
  experienceLevel: ANY,
  skills: [],
};

/** The fields the rule reads. */
export interface SearchableJob {
  title: string;
  company: string;
  description: string;
  location: string | null;
  remoteType: string | null;
  jobType: string | null;
  experienceLevel: string | null;
  skills: readonly string[];
}

const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '•': '*',
};
const TYPOGRAPHIC_CHARS = /[‘’‚′“”„″‐‑‒–—−…•]/g;

/**
 * The form both sides of a text comparison take: lower-case, typographic quotes, dashes and
 * bullets as their plain forms, runs of whitespace as one space, trimmed. So 'Senior  Engineer' is
 * found by 'senior engineer', and 'don’t' by "don't".
 */
export function normaliseSearchText(text: string): string {
  // Folding first leaves most texts one byte per character, which lower-cases faster; only
  // whitespace other than a single space is rewritten (the same result as replacing /\s+/).
  return text
    .replace(TYPOGRAPHIC_CHARS, (c) => TYPOGRAPHIC[c]!)
    .toLowerCase()
    .replace(/\s\s+|[^\S ]/g, ' ')
    .trim();
}

const isSet = (value: string) => value.trim() !== '' && value !== ANY;
const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.trim().toLowerCase();

/** True when the job contains the search (already normalised; empty matches everything). */
export function jobMatchesSearch(job: SearchableJob, normalisedSearch: string): boolean {
  if (normalisedSearch === '') return true;
  return (
    normaliseSearchText(job.title).includes(normalisedSearch) ||
    normaliseSearchText(job.company).includes(normalisedSearch) ||
    job.skills.some((skill) => normaliseSearchText(skill).includes(normalisedSearch)) ||
    normaliseSearchText(job.description).includes(normalisedSearch)
  );
}

/** The skill filter: any chosen skill is a substring of any of the job's skills. */
export function jobHasAnySkill(jobSkills: readonly string[], chosen: readonly string[]): boolean {
  const wanted = chosen.map(normaliseSearchText).filter(Boolean);
  if (wanted.length === 0) return true;
  return jobSkills.some((skill) => {
    const have = normaliseSearchText(skill);
    return wanted.some((w) => have.includes(w));
  });
}

export function jobMatchesFilters(job: SearchableJob, filters: JobFilters): boolean {
  if (isSet(filters.company) && !sameText(job.company, filters.company)) return false;
  if (isSet(filters.remoteType) && !sameText(job.remoteType, filters.remoteType)) return false;
  if (isSet(filters.jobType) && !sameText(job.jobType, filters.jobType)) return false;
  if (isSet(filters.experienceLevel) && !sameText(job.experienceLevel, filters.experienceLevel)) return false;
  const location = normaliseSearchText(filters.location);
  if (location && !normaliseSearchText(job.location ?? '').includes(location)) return false;
  return jobHasAnySkill(job.skills, filters.skills);
}

/** The reference rule over a list: the jobs matching search and filters, in their given order. */
export function filterJobs<J extends SearchableJob>(
  jobs: readonly J[],
  search: string,
  filters: JobFilters,
): J[] {
  const q = normaliseSearchText(search);
  return jobs.filter((job) => jobMatchesFilters(job, filters) && jobMatchesSearch(job, q));
}

/** Points of a query word the job's title contains (the shared ranking's list score). */
export const JOB_TITLE_POINTS = 50;
/** Points of a query word per other text of the job containing it: its company, each skill, its description. */
export const JOB_TEXT_POINTS = 10;

/** A job's title as the ranking reads it. */
export interface JobTitle {
  /** In the search's form (`normaliseSearchText`). */
  text: string;
  /** Its words (`wordsOf`) between single spaces, with a space at each end. */
  words: string;
  wordCount: number;
}

export function jobTitle(title: string): JobTitle {
  const text = normaliseSearchText(title);
  const words = wordsOf(text);
  return { text, words: ` ${words.join(' ')} `, wordCount: words.length };
}

/**
 * What the ranking needs of one job beyond its title, per query word (`i` indexes the prepared
 * query's words), its texts in the search's form.
 */
export interface JobWordFacts {
  /** How many of its other texts contain the word. */
  otherTexts(i: number, word: string): number;
  /** Whether the word, as a code (`normaliseCode`), is one of its codes (`codesOf` title and skills). */
  isCode(i: number, codeWord: string): boolean;
  /**
   * Whether the word is a whole word (`wordsOf`) of one of its other texts. Only asked for a word
   * of another name (an alias), which matches only as a whole word, when it occurs in some text,
   * is not a whole word of the title, and the answer changes the job's key.
   */
  isWord(i: number, word: string): boolean;
}

/**
 * The board's order for a search: the shared relevance ranking (search-ranking.ts), with the job's
 * title as its title and its company, each skill and its description as its other texts, all
 * compared in the search's form (`normaliseSearchText`). A query word scores `JOB_TITLE_POINTS`
 * when the title contains it and `JOB_TEXT_POINTS` per other text containing it; codes are those
 * of the title and skills. Null when the search has no word to rank by (the board's order stays).
 *
 * `key` gives one job's key, larger is better; the board breaks ties newest first.
 */
export function jobRelevance(search: string): {
  words: readonly string[];
  key(title: JobTitle, facts: JobWordFacts): number;
  /**
   * The least and the most `key` gives a job with this title whose other texts number at most
   * `maxOtherTexts` and whose codes are among the words `mayBeCode` accepts: a key never drops as
   * a word is found in more texts, as a code or as a whole word.
   */
  bounds(title: JobTitle, maxOtherTexts: number, mayBeCode: (i: number) => boolean): [number, number];
} | null {
  const query = rankingQuery(normaliseSearchText(search));
  if (query.groups.length === 0) return null;
  const words = query.words;
  const spaced = words.map((w) => ` ${w} `);
  const codeWords = words.map(normaliseCode);
  // The words of other names: only for these does the ranking read whether a text holds them whole.
  const ofOtherNames = new Uint8Array(words.length);
  for (const group of query.groups) {
    for (let a = 1; a < group.alternatives.length; a++) {
      for (const w of group.alternatives[a]!) ofOtherNames[w] = 1;
    }
  }
  // Per word: its hit read as not a whole word of the other texts, and as one where that is unknown.
  const hits = new Float64Array(words.length);
  const ifWhole = new Float64Array(words.length);
  // The functions `key` and `bounds` pass on are made once, reading the title and bounds of the
  // call under way: the server runs through a transpiler that names every function made (a
  // property defined per function), which was about 30% of a broad search's time at 200,000 jobs
  // when they were made per call (a title's bounds and a job's key each).
  let keyed: JobTitle;
  const wordsOfKeyed = () => keyed.words;
  const least: JobWordFacts = { otherTexts: () => 0, isCode: () => false, isWord: () => false };
  let mostOtherTexts = 0;
  let mostMayBeCode: (i: number) => boolean = () => false;
  const most: JobWordFacts = {
    otherTexts: () => mostOtherTexts,
    isCode: (i) => mostMayBeCode(i),
    isWord: () => true,
  };
  return {
    words,
    bounds(title, maxOtherTexts, mayBeCode) {
      mostOtherTexts = maxOtherTexts;
      mostMayBeCode = mayBeCode;
      return [this.key(title, least), this.key(title, most)];
    },
    key(title, facts) {
      keyed = title;
      let unknown = false;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        const points =
          (title.text.includes(word) ? JOB_TITLE_POINTS : 0) + JOB_TEXT_POINTS * facts.otherTexts(i, word);
        const titleWord = title.words.includes(spaced[i]!);
        const code = facts.isCode(i, codeWords[i]!);
        hits[i] = wordHit(points, titleWord, code, titleWord);
        ifWhole[i] = hits[i]!;
        if (!titleWord && points > 0 && ofOtherNames[i] === 1) {
          ifWhole[i] = wordHit(points, titleWord, code, true);
          unknown = true;
        }
      }
      const key = relevanceKey(query, hits, title.wordCount, wordsOfKeyed, 0);
      // Whole words only add to a key, so they are read from the texts only when counting every
      // unknown one as whole changes it (never for a job containing the search: its typed words are
      // all found).
      if (!unknown || relevanceKey(query, ifWhole, title.wordCount, wordsOfKeyed, 0) === key) return key;
      for (let i = 0; i < words.length; i++) {
        if (ifWhole[i] !== hits[i] && facts.isWord(i, words[i]!)) hits[i] = ifWhole[i]!;
      }
      return relevanceKey(query, hits, title.wordCount, wordsOfKeyed, 0);
    },
  };
}

/**
 * Jobs in the board's relevance order for `search` (`jobRelevance`); equal keys keep the given
 * order (the board gives them newest first). Inclusion is the caller's: pass the jobs its rule kept.
 */
export function rankJobs<J extends Pick<SearchableJob, 'title' | 'company' | 'skills' | 'description'>>(
  jobs: readonly J[],
  search: string,
): J[] {
  const relevance = jobRelevance(search);
  if (!relevance) return [...jobs];
  const keyed = jobs.map((job, i) => {
    const texts = [job.company, ...job.skills, job.description].map(normaliseSearchText);
    const codes = new Set(codesOf(job.title, job.skills));
    let textWords: Set<string> | undefined;
    const key = relevance.key(jobTitle(job.title), {
      otherTexts: (_i, word) => texts.reduce((n, text) => n + (text.includes(word) ? 1 : 0), 0),
      isCode: (_i, code) => codes.has(code),
      isWord: (_i, word) => {
        textWords ??= new Set(texts.flatMap(wordsOf));
        return textWords.has(word);
      },
    });
    return { job, i, key };
  });
  return keyed.sort((a, b) => b.key - a.key || a.i - b.i).map((k) => k.job);
}

/** The badge on the Filters toggle: how many of the six filters are set (skills count once). */
export function activeJobFilterCount(filters: JobFilters): number {
  return [
    isSet(filters.company),
    filters.location.trim() !== '',
    isSet(filters.remoteType),
    isSet(filters.jobType),
    isSet(filters.experienceLevel),
    filters.skills.length > 0,
  ].filter(Boolean).length;
}

export interface JobFilterOptions {
  /** Alphabetical, case-insensitively. */
  companies: string[];
  /** In the fixed order remote, hybrid, onsite; only values some job has. */
  remoteTypes: RemoteType[];
  jobTypes: JobType[];
  experienceLevels: ExperienceLevel[];
  /** Alphabetical. */
  skills: string[];
}

const byText = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);

/** Spec: the dropdowns' options are derived from the loaded jobs. */
export function jobFilterOptions(
  jobs: Iterable<Pick<SearchableJob, 'company' | 'remoteType' | 'jobType' | 'experienceLevel' | 'skills'>>,
): JobFilterOptions {
  const companies = new Map<string, string>();
  const skills = new Map<string, string>();
  const remote = new Set<string>();
  const types = new Set<string>();
  const levels = new Set<string>();
  for (const job of jobs) {
    const key = job.company.toLowerCase();
    if (!companies.has(key)) companies.set(key, job.company);
    for (const skill of job.skills) {
      const k = skill.toLowerCase();
      if (!skills.has(k)) skills.set(k, skill);
    }
    if (job.remoteType) remote.add(job.remoteType);
    if (job.jobType) types.add(job.jobType);
    if (job.experienceLevel) levels.add(job.experienceLevel);
  }
  return {
    companies: [...companies.values()].sort(byText),
    remoteTypes: REMOTE_TYPES.filter((v) => remote.has(v)),
    jobTypes: JOB_TYPES.filter((v) => types.has(v)),
    experienceLevels: EXPERIENCE_LEVELS.filter((v) => levels.has(v)),
    skills: [...skills.values()].sort(byText),
  };
}
