import { z } from 'zod';
import { courseSchema } from './course.ts';
import { LIVE_SOURCES, type LiveSource } from './course-catalogue.ts';

/**
 * Contracts of the live catalogue sync (admin panel, `/api/admin/sync…`) and of the public
 * per-source readiness (`/api/catalog/sources`), shared by the server and the web app.
 */

export { LIVE_SOURCES, type LiveSource } from './course-catalogue.ts';

export const liveSourceSchema = z.enum(LIVE_SOURCES);

export interface LiveSourceInfo {
  source: LiveSource;
  /** The card title and the name in messages. */
  label: string;
  /** Name of the downloaded TypeScript module (spec section 7, "Downloads"). */
  fileName: string;
  /** The array the downloaded module exports. */
  exportName: string;
  /** Hour (UTC, 0-23) of the daily scheduled sync. */
  scheduleHourUtc: number;
}

/**
 * The three live sources. The schedule hours are the spec's claims (Microsoft 6 AM UTC,
 * Salesforce 7 AM UTC); edX runs an hour later so the three never overlap.
 */
export const LIVE_SOURCE_INFO: Record<LiveSource, LiveSourceInfo> = {
  microsoft: {
    source: 'microsoft',
    label: 'Microsoft Learn',
    fileName: 'microsoftLearnCourses.ts',
    exportName: 'microsoftLearnCourses',
    scheduleHourUtc: 6,
  },
  salesforce: {
    source: 'salesforce',
    label: 'Salesforce Trailhead',
    fileName: 'salesforceTrailheadCourses.ts',
    exportName: 'salesforceTrailheadCourses',
    scheduleHourUtc: 7,
  },
  edx: {
    source: 'edx',
    label: 'edX Tech Courses',
    fileName: 'edxTechCourses.ts',
    exportName: 'edxTechCourses',
    scheduleHourUtc: 8,
  },
};

/** How many courses a sync response carries as a sample; the full list is the download. */
export const SYNC_RESPONSE_SAMPLE = 10;

/**
 * Answer of `POST /api/admin/sync/:source` (the spec's Sync response: success, total, courses,
 * error). `total` is the number of courses now active for the source; `courses` is a sample.
 * A source that fails outright is answered 502 in the API error shape instead.
 */
export const syncResponseSchema = z.object({
  success: z.boolean(),
  total: z.number().int().nonnegative(),
  courses: z.array(courseSchema).optional(),
  error: z.string().optional(),
  /** Records the source returned. */
  fetched: z.number().int().nonnegative().optional(),
  /** Records that failed validation and were left out. */
  skipped: z.number().int().nonnegative().optional(),
  /** The snapshot this sync made active; pass it to the download to get exactly these courses. */
  snapshotId: z.number().int().positive().optional(),
  fetchedAt: z.iso.datetime({ offset: true }).optional(),
});
export type SyncResponse = z.infer<typeof syncResponseSchema>;

export const SYNC_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const SYNC_TRIGGERS = ['manual', 'schedule', 'cli', 'import'] as const;

export const syncRunSchema = z.object({
  id: z.number().int(),
  source: liveSourceSchema,
  trigger: z.enum(SYNC_TRIGGERS),
  status: z.enum(SYNC_RUN_STATUSES),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  fetched: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Courses in the snapshot the run made active (0 when it saved none). */
  saved: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

export const syncRunsResponseSchema = z.object({ runs: z.array(syncRunSchema) });
export type SyncRunsResponse = z.infer<typeof syncRunsResponseSchema>;

/** The active snapshot of a source: what the catalogue shows. */
export const activeSnapshotSchema = z.object({
  snapshotId: z.number().int().positive(),
  courses: z.number().int().nonnegative(),
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type ActiveSnapshot = z.infer<typeof activeSnapshotSchema>;

/** `GET /api/admin/sync/status`: what each sync card shows when the panel opens. */
export const syncStatusResponseSchema = z.object({
  sources: z.array(
    z.object({
      source: liveSourceSchema,
      active: activeSnapshotSchema.nullable(),
      running: z.boolean(),
      lastRun: syncRunSchema.nullable(),
      /** Whether the source can be fetched here (Trailhead needs a configured feed URL). */
      configured: z.boolean(),
    }),
  ),
});
export type SyncStatusResponse = z.infer<typeof syncStatusResponseSchema>;

/**
 * `GET /api/catalog/sources` (public): per live source, whether its courses are still loading
 * into the catalogue (a sync is fetching it, or this server has not yet indexed its newest
 * snapshot) and how many of its courses the catalogue holds now.
 */
export const liveSourcesResponseSchema = z.object({
  sources: z.array(
    z.object({
      source: liveSourceSchema,
      loading: z.boolean(),
      courses: z.number().int().nonnegative(),
    }),
  ),
});
export type LiveSourcesResponse = z.infer<typeof liveSourcesResponseSchema>;
