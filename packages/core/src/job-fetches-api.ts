import { z } from 'zod';
import { JOB_FETCH_STATUSES, JOB_FETCH_TRIGGERS } from './job-fetches.ts';

/** Shapes of the job fetch history and status answers (the texts and lists are in job-fetches.ts). */

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
