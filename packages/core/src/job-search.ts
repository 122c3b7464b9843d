import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_TYPES,
  type JobType,
  REMOTE_TYPES,
  type RemoteType,
} from './job-options.ts';

/**
 * The jobs board's search and filters (spec 001 section 5): a case-insensitive substring match on
 * title, company, any skill or the description; company, work type, job type and experience level
 * by equality; location by substring; skills when any chosen skill is a substring of any of the
 * job's skills. The server's index answers with exactly this rule; `filterJobs` is its reference.
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
