import { z } from 'zod';
import { formatCount } from './format-count.ts';
import type { JOB_BOARD_SOURCES } from './job-options.ts';

/**
 * Contracts of the job-board fetch history and status: `GET /api/jobs/status` (anyone: is a fetch
 * running, how far along) and `GET /api/admin/jobs/runs` (admins: the last fetches and imports).
 */

/**
 * Who started a fetch; 'first-start' is the fetch a server makes while no real posting exists,
 * 'apply-held' an admin applying an answer the shrink guard held (job-shrink-guard.ts).
 */
export const JOB_FETCH_TRIGGERS = [
  'manual',
  'schedule',
  'cli',
  'import',
  'first-start',
  'apply-held',
] as const;
export type JobFetchTrigger = (typeof JOB_FETCH_TRIGGERS)[number];

/** 'partial': some boards answered and were written, others failed. */
/** 'held': a board's answer would have closed too many of its postings and waits for an admin. */
export const JOB_FETCH_STATUSES = ['running', 'succeeded', 'partial', 'failed', 'held'] as const;
export type JobFetchStatus = (typeof JOB_FETCH_STATUSES)[number];

const count = z.number().int().nonnegative();
const isoTime = z.iso.datetime({ offset: true });

/** One fetch (or import) as the history keeps it. */
export const jobFetchRunSchema = z.object({
  id: z.string().min(1),
  trigger: z.enum(JOB_FETCH_TRIGGERS),
  status: z.enum(JOB_FETCH_STATUSES),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  /** Last change (a board done): a run still 'running' long after it was abandoned. */
  updatedAt: isoTime,
  /** Boards asked, and how many of them have answered or failed so far. */
  boards: count,
  done: count,
  /** Postings read from the boards that answered. */
  fetched: count,
  newJobs: count,
  updatedJobs: count,
  /** Postings (and sample postings) that became inactive. */
  closedJobs: count,
  skipped: count,
  /** The boards that did not answer, by key ('greenhouse:stripe'), with the reason. */
  failed: z.record(z.string(), z.string()),
  /** The boards whose answer the shrink guard held, by key, with the reason (older runs: none). */
  held: z.record(z.string(), z.string()).default({}),
  error: z.string().nullable(),
});
export type JobFetchRun = z.infer<typeof jobFetchRunSchema>;

export const jobFetchRunsResponseSchema = z.object({ runs: z.array(jobFetchRunSchema) });
export type JobFetchRunsResponse = z.infer<typeof jobFetchRunsResponseSchema>;

/** Answer of `GET /api/jobs/status`: what a visitor may know about the fetches. */
export const jobsFetchStatusSchema = z.object({
  /** The fetch under way on any instance, or null. */
  fetching: z
    .object({
      trigger: z.enum(JOB_FETCH_TRIGGERS),
      boards: count,
      done: count,
      startedAt: isoTime,
    })
    .nullable(),
  /** The last fetch that ended, or null when none has. */
  lastFetch: z
    .object({
      status: z.enum(['succeeded', 'partial', 'failed', 'held']),
      finishedAt: isoTime,
    })
    .nullable(),
});
export type JobsFetchStatus = z.infer<typeof jobsFetchStatusSchema>;

/** Largest saved board answer the admin import accepts (a 300-posting Lever board is ~8 MB). */
export const JOB_IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** The platforms' names in the import form. */
export const JOB_BOARD_LABELS: Record<(typeof JOB_BOARD_SOURCES)[number], string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

const boardsText = (n: number) => `${formatCount(n)} ${n === 1 ? 'board' : 'boards'}`;

export const JOB_FETCH_TEXTS = {
  /** The jobs page's notice while a fetch runs. */
  progress: (boards: number, done: number) =>
    `Fetching jobs from ${boardsText(boards)}… ${formatCount(done)} of ${formatCount(boards)} done`,
  progressNote: 'The list updates when the fetch is done.',
  /** The details of a sample posting, where Apply would be. */
  sampleTitle: 'This is a sample posting',
  sampleText:
    'There is no employer to apply to. Real jobs from company job boards replace the samples after the first fetch.',
  importTitle: 'Import a saved job board',
  importDescription:
    'For installs without internet: a board’s answer saved from its public API, the file npm run sync -- jobs --from-file reads.',
  importAction: 'Import jobs',
  importing: 'Importing...',
  importTooLarge: `The file is larger than ${JOB_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  importNotJson: 'The file is not JSON: choose the board’s saved answer (.json).',
  importNoFile: 'Choose the saved board answer (.json).',
  imported: (r: { fetched: number; added: number; updated: number; closed: number }) =>
    `Imported ${formatCount(r.fetched)} ${r.fetched === 1 ? 'posting' : 'postings'}: ${formatCount(r.added)} added, ${formatCount(r.updated)} updated, ${formatCount(r.closed)} closed.`,
  historyTitle: 'Job board fetches',
  historyEmpty: 'No job fetch has run yet.',
} as const;

/** The history's label for who started a run. */
export const JOB_FETCH_TRIGGER_LABELS: Record<JobFetchTrigger, string> = {
  manual: 'Admin panel',
  schedule: 'Schedule',
  cli: 'Command line',
  import: 'File import',
  'first-start': 'First start',
  'apply-held': 'Applied anyway',
};
