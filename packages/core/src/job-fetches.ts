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

// The fetch history's shapes (zod) live in job-fetches-api.ts: the jobs page starts without zod.
export type { JobFetchRun, JobFetchRunsResponse, JobsFetchStatus } from './job-fetches-api.ts';

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
