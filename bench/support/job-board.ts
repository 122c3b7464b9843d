// The synthetic jobs board of the benchmarks: the recorded real Greenhouse, Lever and Ashby
// responses in ../shared/fixtures read by the real adapters, cloned to any size, and the searches
// and filters people use on a jobs board. Exists only in the benchmarks, never in the app. Import it
// after tsx is registered (the server's modules need it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { jobSkillLexicon } from '../../apps/server/src/modules/jobs/lexicon.ts';
import { sampleJobs } from '../../apps/server/src/modules/jobs/sample-jobs.ts';
import { type IndexedJob, previewOf } from '../../apps/server/src/modules/jobs/search-index.ts';
import { detectBoardSource, READERS } from '../../apps/server/src/sync/jobs/boards.ts';
import type { JobRecord } from '../../apps/server/src/sync/jobs/posting.ts';
import type { JobFilters } from '../../packages/core/src/job-search.ts';
import { NO_JOB_FILTERS } from '../../packages/core/src/job-search.ts';

export const fixturesDir = resolve(import.meta.dirname, '../../../shared/fixtures');

// The real postings, through the real adapters ---

export function realJobs(): JobRecord[] {
  const out: JobRecord[] = [];
  for (const folder of ['greenhouse', 'lever', 'ashby']) {
    const dir = join(fixturesDir, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json') || name.endsWith('.collector-metadata.json')) continue;
      const document = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
      const source = detectBoardSource(document);
      if (!source) continue;
      const outcome = READERS[source](document, {
        board: { token: basename(name).split('.')[0]! },
        lexicon: jobSkillLexicon(),
      });
      out.push(...outcome.jobs);
    }
  }
  return out;
}

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

export const COMPANIES = [
  'Databricks',
  'MongoDB',
  'Cloudflare',
  'GitLab',
  'Okta',
  'Twilio',
  'Elastic',
  'Datadog',
  'Stripe',
  'Palantir',
  'Spotify',
  'OpenAI',
  'Notion',
  'Linear',
  'Ramp',
  'Snowflake',
  'HashiCorp',
  'Atlassian',
  'Shopify',
  'NVIDIA',
  'Adobe',
  'Salesforce',
  'ServiceNow',
  'Splunk',
  'CrowdStrike',
  'Zscaler',
  'Nutanix',
  'UiPath',
  'HubSpot',
  'Unity',
];
export const LOCATIONS = [
  'London, United Kingdom',
  'Berlin, Germany',
  'Paris, France',
  'Remote - US',
  'Remote - Europe',
  'New York, NY',
  'San Francisco, CA',
  'Cape Town, South Africa',
  'Johannesburg',
  'Singapore',
  'Toronto, Canada',
  'Amsterdam',
  'Dublin, Ireland',
  'Bangalore, India',
  'Sydney, Australia',
  'Austin, TX',
  'Seattle, WA',
  'Madrid, Spain',
];
const VARIANTS = [
  '',
  ' II',
  ' III',
  ', Platform',
  ', Growth',
  ', Infrastructure',
  ', EMEA',
  ', Americas',
  ' (Contract)',
];

/** `size` jobs cloned from the real ones: new ids, varied titles, companies, places and dates, own text. */
export function syntheticBoard(real: readonly JobRecord[], size: number): IndexedJob[] {
  const now = Date.now();
  const jobs: IndexedJob[] = [];
  for (let i = 0; i < size; i++) {
    jobs.push(cloneJob(real, i, random, () => now - Math.floor(random() * 90 * 86_400_000)));
  }
  return jobs.sort((a, b) => b.postedDate.localeCompare(a.postedDate) || b.id - a.id);
}

/** When the paged board is dated from: the same for every read of it, as rows in a database. */
const BOARD_NOW = Date.now();

/**
 * The same kind of board, made a page at a time as the jobs service reads its rows (newest first):
 * each job from its own number (the same board every time it is read), dated from now back over
 * 90 days, with its own description string; nothing of a page is kept once it has been read.
 */
export function* syntheticBoardPages(
  real: readonly JobRecord[],
  size: number,
  pageSize = 1000,
  /** As after a sync: every `revisedEvery`th job's description is changed (none when 0). */
  revisedEvery = 0,
): Generator<IndexedJob[], void, void> {
  const now = BOARD_NOW;
  for (let from = 0; from < size; from += pageSize) {
    const page: IndexedJob[] = [];
    for (let i = from; i < Math.min(size, from + pageSize); i++) {
      // A generator of its own per job (a linear congruential one, seeded by the job's number).
      let state = (i * 2654435761 + 7) % 2 ** 31;
      const rand = () => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state / 2 ** 31;
      };
      const job = cloneJob(real, i, rand, () => now - Math.floor((i / size) * 90 * 86_400_000));
      if (revisedEvery > 0 && i % revisedEvery === 0) job.description += ' (revised)';
      page.push(job);
    }
    yield page;
  }
}

/** Job `i` of a synthetic board: the real posting it is cloned from, varied by `rand` (in this order). */
function cloneJob(
  real: readonly JobRecord[],
  i: number,
  rand: () => number,
  postedAt: () => number,
): IndexedJob {
  const choose = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const r = real[i % real.length]!;
  const company = i < real.length ? r.company : choose(COMPANIES);
  const location = i < real.length ? r.location : choose(LOCATIONS);
  // Each description is its own string, as rows read from the database are.
  const description = `${r.description}\n\nReference ${company.toUpperCase()}-${i}`;
  return {
    id: i + 1,
    title: i < real.length ? r.title : `${r.title}${choose(VARIANTS)}`,
    company,
    provider: r.provider,
    source: r.source,
    location,
    remoteType:
      i < real.length ? r.remoteType : choose(['remote', 'hybrid', 'onsite', r.remoteType] as const),
    jobType: r.jobType,
    experienceLevel:
      i < real.length
        ? r.experienceLevel
        : choose(['entry', 'mid', 'senior', 'lead', r.experienceLevel] as const),
    salaryRange: r.salaryRange,
    postedDate: new Date(postedAt()).toISOString(),
    skills: r.skills,
    preview: previewOf(description),
    externalUrl: r.externalUrl,
    isSample: false,
    description,
  };
}

// --- Queries: what people type and pick on a jobs board ---

export const SEARCHES = [
  'engineer',
  'software engineer',
  'senior',
  'python',
  'react',
  'kubernetes',
  'data',
  'data engineer',
  'machine learning',
  'sales',
  'account executive',
  'product manager',
  'design',
  'security',
  'marketing',
  'finance',
  'go',
  'java',
  'sql',
  'aws',
  'node.js',
  'c++',
  'typescript',
  'remote',
  'intern',
  'devops',
  'analyst',
  'customer success',
  'backend',
  'frontend',
  'full stack',
  'ai',
  'llm',
  'spark',
  'cloud',
  'platform',
  'manager',
  'lead',
  'recruiter',
  'partnerships',
  'kafka',
  'zzqx',
];

export interface Query {
  kind: string;
  search: string;
  filters: JobFilters;
}

/** `count` queries, their skill filters drawn from those of the first 2,000 of `jobs` (read in turn). */
export function queries(jobs: Iterable<Pick<IndexedJob, 'skills'>>, count: number): Query[] {
  const seen = new Set<string>();
  let read = 0;
  for (const job of jobs) {
    if (read++ === 2000) break;
    for (const skill of job.skills) seen.add(skill);
  }
  const skills = [...seen];
  const out: Query[] = [];
  for (let i = 0; i < count; i++) {
    const f = { ...NO_JOB_FILTERS };
    const kind = ['search', 'filters', 'search + filters', 'first page'][i % 4]!;
    let search = '';
    if (kind !== 'filters' && kind !== 'first page') search = pick(SEARCHES);
    if (kind !== 'search' && kind !== 'first page') {
      const n = 1 + Math.floor(random() * 3);
      for (let k = 0; k < n; k++) {
        const which = Math.floor(random() * 6);
        if (which === 0) f.company = pick(COMPANIES);
        else if (which === 1) f.location = pick(['london', 'remote', 'berlin', 'ny', 'singapore']);
        else if (which === 2) f.remoteType = pick(['remote', 'hybrid', 'onsite']);
        else if (which === 3) f.jobType = pick(['full-time', 'internship', 'contract']);
        else if (which === 4) f.experienceLevel = pick(['entry', 'mid', 'senior', 'lead']);
        else f.skills = [pick(skills), ...(random() < 0.3 ? [pick(skills)] : [])];
      }
    }
    out.push({ kind, search, filters: f });
  }
  return out;
}

export function toUrl(q: Query, limit: number) {
  const p = new URLSearchParams({ limit: String(limit) });
  if (q.search) p.set('search', q.search);
  const f = q.filters;
  if (f.company !== 'all') p.set('company', f.company);
  if (f.location) p.set('location', f.location);
  if (f.remoteType !== 'all') p.set('remoteType', f.remoteType);
  if (f.jobType !== 'all') p.set('jobType', f.jobType);
  if (f.experienceLevel !== 'all') p.set('experienceLevel', f.experienceLevel);
  for (const s of f.skills) p.append('skill', s);
  return `/api/jobs?${p}`;
}

/** The real postings, or else the sample ones (labelled as such by the caller). */
export function boardSource(): { real: JobRecord[]; fromFixtures: boolean } {
  const real = realJobs();
  if (real.length > 0) return { real, fromFixtures: true };
  return {
    real: sampleJobs(new Date()).map((s) => ({ ...s, source: 'greenhouse' as const })),
    fromFixtures: false,
  };
}
