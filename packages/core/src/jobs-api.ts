import { z } from 'zod';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUSES,
  EXPERIENCE_LEVELS,
  JOB_BOARD_SOURCES,
  JOB_PAGE_DEFAULT,
  JOB_PAGE_MAX,
  JOB_SEARCH_MAX_LENGTH,
  JOB_SKILL_FILTER_MAX,
  JOB_SOURCES,
  JOB_TYPES,
  REMOTE_TYPES,
} from './job-options.ts';
import { ANY } from './job-search.ts';

/**
 * Contracts of the jobs API (`/api/jobs…`, `/api/me/applications…`), shared by the server, which
 * parses requests with them, and the web app.
 */

const httpUrl = z.url({ protocol: /^https?$/ });

/** What a card shows: every field of the spec's Job except the full description and requirements. */
export const jobSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  company: z.string().min(1),
  /** The platform the posting came from ('Greenhouse', 'Lever', 'Ashby'), for the provider badge. */
  provider: z.string().min(1),
  source: z.enum(JOB_SOURCES),
  location: z.string().nullable(),
  remoteType: z.enum(REMOTE_TYPES).nullable(),
  jobType: z.enum(JOB_TYPES).nullable(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  salaryRange: z.string().nullable(),
  postedDate: z.iso.datetime({ offset: true }),
  skills: z.array(z.string()),
  /** The start of the description, plain text. */
  preview: z.string(),
  /** The posting on the company's board; null for the sample postings. */
  externalUrl: httpUrl.nullable(),
  /** One of the postings a new install shows until the first fetch; badged 'Sample'. */
  isSample: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** The View Details dialog: the full description (plain text, paragraphs separated by blank lines). */
export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  isActive: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

const dropdown = z.string().trim().max(200).default(ANY);
/** Repeated query keys arrive as an array, a single one as a string. */
const skillList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(
    z
      .array(z.string().trim().max(120))
      .max(JOB_SKILL_FILTER_MAX, { error: `At most ${JOB_SKILL_FILTER_MAX} skills.` })
      .transform((list) => [...new Set(list.filter(Boolean))]),
  );

/** Orders of `GET /api/jobs`: by relevance ('Best match') or newest first. */
export const JOB_SORTS = ['relevance', 'newest'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** Query of `GET /api/jobs`. Absent filters mean 'all'. `skill` may repeat. */
export const jobListQuerySchema = z.object({
  search: z.string().max(JOB_SEARCH_MAX_LENGTH).default(''),
  company: dropdown,
  location: z.string().max(200).default(''),
  remoteType: dropdown,
  jobType: dropdown,
  experienceLevel: dropdown,
  skill: skillList,
  /** Absent: relevance when there is a search, newest without one. */
  sort: z.enum(JOB_SORTS).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).default(JOB_PAGE_DEFAULT),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
/** What a client may send. */
export interface JobListParams {
  search?: string;
  company?: string;
  location?: string;
  remoteType?: string;
  jobType?: string;
  experienceLevel?: string;
  skill?: readonly string[];
  sort?: JobSort;
  offset?: number;
  limit?: number;
}

export const jobFilterOptionsSchema = z.object({
  companies: z.array(z.string()),
  remoteTypes: z.array(z.enum(REMOTE_TYPES)),
  jobTypes: z.array(z.enum(JOB_TYPES)),
  experienceLevels: z.array(z.enum(EXPERIENCE_LEVELS)),
  skills: z.array(z.string()),
});

export const jobListResponseSchema = z.object({
  /**
   * Active jobs matching search and filters: with a search and `sort` absent or 'relevance', best
   * match first (core's `rankJobs` order, ties newest first); otherwise newest first.
   */
  jobs: z.array(jobSummarySchema),
  /** How many match ('{filtered} of {total} jobs'). */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  nextOffset: z.number().int().nonnegative().nullable(),
  /** Every active job, whatever the search. */
  activeTotal: z.number().int().nonnegative(),
  /** The dropdowns' options, from all active jobs (not narrowed by the current search). */
  options: jobFilterOptionsSchema,
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const jobApplicationSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.iso.datetime({ offset: true }),
  /** The user's own note ('' for none). */
  note: z.string(),
  /** The day the user means to follow up (YYYY-MM-DD), or null. */
  followUpOn: z.iso.date().nullable(),
  /** Every status the application has had with when it changed, oldest first. */
  history: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), at: z.iso.datetime({ offset: true }) })),
  job: z.object({
    id: z.number().int().positive(),
    title: z.string(),
    company: z.string(),
    provider: z.string(),
    location: z.string().nullable(),
    externalUrl: httpUrl.nullable(),
    /** False once the posting left its board; the application stays. */
    isActive: z.boolean(),
    isSample: z.boolean(),
  }),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const applicationsResponseSchema = z.object({ applications: z.array(jobApplicationSchema) });

/** Body of `PATCH /api/me/applications/:id`: what the user changes (at least one field). */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: 'Choose one of the listed statuses.' }).optional(),
    note: z
      .string({ error: 'The note must be text.' })
      .max(APPLICATION_NOTE_MAX, { error: `Keep the note under ${APPLICATION_NOTE_MAX} characters.` })
      .optional(),
    followUpOn: z.iso
      .date({ error: 'Enter the follow-up date as a date (YYYY-MM-DD).' })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.note !== undefined || b.followUpOn !== undefined, {
    error: 'Nothing to change.',
  });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;
export type ApplicationsResponse = z.infer<typeof applicationsResponseSchema>;

/** Body of `POST /api/jobs/fetch` (the spec's fetch-jobs function). */
export const fetchJobsRequestSchema = z.object({ trigger: z.literal('manual').default('manual') });

/** Per board: how it went. Keys are 'greenhouse:databricks' and so on. */
export const boardOutcomeSchema = z.object({
  fetched: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});

/**
 * Answer of the fetch (spec: success, error, summary.total_fetched, summary.sources). `sources`
 * holds the boards that answered, `failed` the ones that did not (with the reason).
 */
export const fetchJobsResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  summary: z
    .object({
      total_fetched: z.number().int().nonnegative(),
      new_jobs: z.number().int().nonnegative(),
      updated_jobs: z.number().int().nonnegative(),
      deactivated_jobs: z.number().int().nonnegative(),
      skipped: z.number().int().nonnegative(),
      sources: z.record(z.string(), boardOutcomeSchema),
      failed: z.record(z.string(), z.string()),
      /** Boards whose answer was held by the shrink guard (nothing changed), with the reason. */
      held: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type FetchJobsResponse = z.infer<typeof fetchJobsResponseSchema>;

/** Body of `POST /api/admin/jobs/import`: one saved board response, as its API sent it. */
export const importJobsRequestSchema = z.object({
  source: z.enum(JOB_BOARD_SOURCES),
  /** The board token or company slug the response belongs to. */
  board: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, {
      error: 'A board name is letters, digits, dots, dashes or underscores.',
    }),
  /** The company name to show; default the board's own or the board name. */
  company: z.string().trim().min(1).max(120).optional(),
  document: z.unknown(),
});
export type ImportJobsRequest = z.infer<typeof importJobsRequestSchema>;
