import { companyDisplayName, type SalaryRange, salaryIntervalFromValue } from '@app/core/job-normalise';
import type { JobBoardSource } from '@app/core/job-options';
import type { SkillLexicon } from '@app/core/skill-lexicon';
import { z } from 'zod';
import type { JobBoard, JobBoardsConfig } from '../../config.ts';
import { fetchJson } from '../http.ts';
import { SyncSourceError } from '../source-error.ts';
import { type BoardOutcome, JobCollector } from './collector.ts';
import { decodeHtmlEntities, htmlToBlocks, type TextBlock } from './html-text.ts';
import type { BoardPosting } from './posting.ts';

/**
 * The three public job-board APIs (no credentials needed): how to fetch one company's board and
 * how to read the response, fetched or saved, into jobs. Every base URL comes from the config, so
 * tests and mirrors can stand in.
 *
 * - Greenhouse Job Board API: `GET /v1/boards/{token}/jobs?content=true` → `{ jobs, meta }`,
 *   the whole board in one response; `content` is HTML escaped once more as entities.
 * - Lever Postings API: `GET /v0/postings/{company}?mode=json&skip=&limit=` → a bare array, paged.
 * - Ashby Posting API: `GET /posting-api/job-board/{name}?includeCompensation=true` → `{ jobs }`.
 */

export const BOARD_LABELS: Record<JobBoardSource, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

export interface ReadContext {
  board: JobBoard;
  lexicon: SkillLexicon;
}

const text = z.string().nullish();
const isoDate = (value: string | null | undefined, what: string): Date => {
  const date = value ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(`${what} is not a date (${JSON.stringify(value ?? null)})`);
  return date;
};
const webUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};
/** Plain text the board sent (no HTML), as paragraphs. */
const plainBlocks = (value: string | null | undefined): TextBlock[] =>
  (value ?? '')
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => ({ kind: 'paragraph' as const, text: p }));
const metadataText = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string').join(', ')
      : value && typeof value === 'object' && 'value' in value && typeof value.value === 'string'
        ? value.value
        : null;

/**
 * The company's shown name (the board's own where its API gives one, else the configured name,
 * else a readable form of the slug) and every other name it goes by here.
 */
function companyOf(context: ReadContext, boardName?: string | null) {
  const company = companyDisplayName({
    board: boardName,
    configured: context.board.company,
    slug: context.board.token,
  });
  const companyNames = [boardName, context.board.company, context.board.token]
    .map((n) => n?.trim())
    .filter((n): n is string => Boolean(n) && n !== company);
  return { company, companyNames };
}

// --- Greenhouse ---

const greenhouseJob = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\w[\w-]*$/)]),
  title: z.string().trim().min(1),
  absolute_url: text,
  company_name: text,
  location: z.object({ name: text }).nullish(),
  first_published: text,
  updated_at: text,
  content: text,
  metadata: z.array(z.object({ name: text, value: z.unknown() })).nullish(),
  offices: z.array(z.object({ name: text, location: text })).nullish(),
});
const greenhouseDocument = z.object({ jobs: z.array(z.unknown()) });

export function readGreenhouse(document: unknown, context: ReadContext): BoardOutcome {
  const parsed = greenhouseDocument.safeParse(document);
  if (!parsed.success)
    throw new SyncSourceError('Greenhouse sent something that is not a job board ({ jobs: [...] })');
  const collector = new JobCollector({
    source: 'greenhouse',
    board: context.board.token,
    lexicon: context.lexicon,
  });
  parsed.data.jobs.forEach((raw, i) => {
    collector.add(`jobs[${i}]`, raw, greenhouseJob, (job): BoardPosting => {
      const meta = (pattern: RegExp) =>
        job.metadata
          ?.filter((m) => m.name && pattern.test(m.name))
          .map((m) => metadataText(m.value))
          .find(Boolean) ?? null;
      const location =
        job.location?.name?.trim() ||
        job.offices
          ?.map((o) => o.name?.trim())
          .filter(Boolean)
          .join(', ') ||
        null;
      return {
        externalId: String(job.id),
        title: job.title,
        ...companyOf(context, job.company_name),
        location,
        // The content is HTML escaped as entities: unescape once to get the HTML.
        blocks: htmlToBlocks(decodeHtmlEntities(job.content ?? '')),
        declaredRemoteType: meta(/remote|workplace|work (type|model|arrangement)|location type/i),
        declaredJobType: meta(/contract type|employment|job type|commitment/i),
        declaredLevel: meta(/seniority|experience level|career level|job level|^level$/i),
        postedDate: isoDate(job.first_published ?? job.updated_at, 'first_published'),
        url: webUrl(job.absolute_url),
      };
    });
  });
  return collector.outcome();
}

// --- Lever ---

const leverPosting = z.object({
  id: z.string().trim().min(1),
  text: z.string().trim().min(1),
  createdAt: z.number().nullish(),
  categories: z
    .object({
      commitment: text,
      department: text,
      location: text,
      team: text,
      allLocations: z.array(z.string()).nullish(),
    })
    .partial()
    .nullish(),
  description: text,
  descriptionPlain: text,
  lists: z.array(z.object({ text: text, content: text })).nullish(),
  additional: text,
  additionalPlain: text,
  hostedUrl: text,
  workplaceType: text,
  salaryRange: z
    .object({ min: z.number().nullish(), max: z.number().nullish(), currency: text, interval: text })
    .nullish(),
  salaryDescriptionPlain: text,
});

export function readLever(document: unknown, context: ReadContext): BoardOutcome {
  if (!Array.isArray(document))
    throw new SyncSourceError('Lever sent something that is not a list of postings');
  const collector = new JobCollector({
    source: 'lever',
    board: context.board.token,
    lexicon: context.lexicon,
  });
  document.forEach((raw, i) => {
    collector.add(`postings[${i}]`, raw, leverPosting, (p): BoardPosting => {
      const blocks: TextBlock[] = p.description
        ? htmlToBlocks(p.description)
        : plainBlocks(p.descriptionPlain);
      for (const list of p.lists ?? []) {
        if (list.text?.trim()) blocks.push({ kind: 'heading', text: list.text.trim() });
        // A list's content is its <li> items without the surrounding <ul>.
        blocks.push(...htmlToBlocks(`<ul>${list.content ?? ''}</ul>`));
      }
      blocks.push(...(p.additional ? htmlToBlocks(p.additional) : plainBlocks(p.additionalPlain)));
      const c = p.categories ?? {};
      const range = p.salaryRange;
      const salary: SalaryRange | null =
        range && (range.min || range.max)
          ? {
              min: range.min ?? null,
              max: range.max ?? null,
              currency: range.currency?.trim().toUpperCase() || 'USD',
              interval: salaryIntervalFromValue(range.interval),
            }
          : null;
      return {
        externalId: p.id,
        title: p.text,
        ...companyOf(context),
        location: c.location?.trim() || c.allLocations?.filter(Boolean).join(', ') || null,
        blocks,
        declaredRemoteType: p.workplaceType ?? null,
        declaredJobType: c.commitment ?? null,
        salary,
        salaryText: salary ? null : (p.salaryDescriptionPlain ?? null),
        postedDate: p.createdAt ? new Date(p.createdAt) : isoDate(null, 'createdAt'),
        url: webUrl(p.hostedUrl),
      };
    });
  });
  return collector.outcome();
}

// --- Ashby ---

const ashbyComponent = z.object({
  compensationType: text,
  interval: text,
  currencyCode: text,
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});
const ashbyJob = z.object({
  id: z.string().trim().min(1),
  title: z.string().trim().min(1),
  location: text,
  secondaryLocations: z.array(z.object({ location: text })).nullish(),
  employmentType: text,
  workplaceType: text,
  isRemote: z.boolean().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: text,
  jobUrl: text,
  descriptionHtml: text,
  descriptionPlain: text,
  shouldDisplayCompensationOnJobPostings: z.boolean().nullish(),
  compensation: z
    .object({
      scrapeableCompensationSalarySummary: text,
      compensationTierSummary: text,
      summaryComponents: z.array(ashbyComponent).nullish(),
    })
    .nullish(),
});
const ashbyDocument = z.object({ jobs: z.array(z.unknown()) });

export function readAshby(document: unknown, context: ReadContext): BoardOutcome {
  const parsed = ashbyDocument.safeParse(document);
  if (!parsed.success)
    throw new SyncSourceError('Ashby sent something that is not a job board ({ jobs: [...] })');
  const collector = new JobCollector({
    source: 'ashby',
    board: context.board.token,
    lexicon: context.lexicon,
  });
  parsed.data.jobs.forEach((raw, i) => {
    collector.add(`jobs[${i}]`, raw, ashbyJob, (job): BoardPosting | null => {
      // Unlisted postings are reachable by link only; the board does not advertise them.
      if (job.isListed === false) return null;
      const pay = job.compensation;
      const component = pay?.summaryComponents?.find((c) => /salary/i.test(c.compensationType ?? ''));
      const salary: SalaryRange | null =
        component && (component.minValue || component.maxValue) && component.currencyCode
          ? {
              min: component.minValue ?? null,
              max: component.maxValue ?? null,
              currency: component.currencyCode.toUpperCase(),
              interval: salaryIntervalFromValue(component.interval),
            }
          : null;
      const locations = [job.location, ...(job.secondaryLocations ?? []).map((l) => l.location)]
        .map((l) => l?.trim())
        .filter(Boolean);
      return {
        externalId: job.id,
        title: job.title,
        ...companyOf(context),
        location: [...new Set(locations)].join(', ') || null,
        blocks: job.descriptionHtml ? htmlToBlocks(job.descriptionHtml) : plainBlocks(job.descriptionPlain),
        declaredRemoteType: job.workplaceType ?? (job.isRemote ? 'remote' : null),
        declaredJobType: job.employmentType ?? null,
        salary,
        salaryText: salary ? null : (pay?.scrapeableCompensationSalarySummary ?? null),
        postedDate: isoDate(job.publishedAt, 'publishedAt'),
        url: webUrl(job.jobUrl),
      };
    });
  });
  return collector.outcome();
}

export const READERS: Record<JobBoardSource, (document: unknown, context: ReadContext) => BoardOutcome> = {
  greenhouse: readGreenhouse,
  lever: readLever,
  ashby: readAshby,
};

/** Which platform a saved response is from, by its shape; null when it is none of them. */
export function detectBoardSource(document: unknown): JobBoardSource | null {
  if (Array.isArray(document)) return 'lever';
  if (!document || typeof document !== 'object' || !Array.isArray((document as { jobs?: unknown }).jobs))
    return null;
  const doc = document as { jobs: unknown[]; apiVersion?: unknown; meta?: unknown };
  const first = doc.jobs[0] as Record<string, unknown> | undefined;
  if ('apiVersion' in doc || (first && ('jobUrl' in first || 'descriptionHtml' in first))) return 'ashby';
  if ('meta' in doc || (first && ('absolute_url' in first || 'content' in first))) return 'greenhouse';
  return null;
}

/** Lever pages; the API's own limit is larger, but smaller pages keep each answer quick. */
export const LEVER_PAGE_SIZE = 100;
/** Lever boards larger than this many pages are cut off (no real board comes near). */
const LEVER_MAX_PAGES = 100;

/** Fetches one board's whole response. Throws SyncSourceError when the board fails. */
export async function fetchBoardDocument(
  source: JobBoardSource,
  board: JobBoard,
  config: JobBoardsConfig,
  timeoutMs: number,
): Promise<unknown> {
  const label = `${BOARD_LABELS[source]} board ${board.token}`;
  const token = encodeURIComponent(board.token);
  if (source === 'greenhouse') {
    return fetchJson(`${config.greenhouse.apiBaseUrl}/v1/boards/${token}/jobs?content=true`, {
      label,
      timeoutMs,
    });
  }
  if (source === 'ashby') {
    return fetchJson(`${config.ashby.apiBaseUrl}/posting-api/job-board/${token}?includeCompensation=true`, {
      label,
      timeoutMs,
    });
  }
  const all: unknown[] = [];
  for (let page = 0; page < LEVER_MAX_PAGES; page++) {
    const url = `${config.lever.apiBaseUrl}/v0/postings/${token}?mode=json&skip=${page * LEVER_PAGE_SIZE}&limit=${LEVER_PAGE_SIZE}`;
    const body = await fetchJson(url, { label, timeoutMs });
    if (!Array.isArray(body))
      throw new SyncSourceError(`${label} sent something that is not a list of postings`);
    all.push(...body);
    if (body.length < LEVER_PAGE_SIZE) break;
  }
  return all;
}
