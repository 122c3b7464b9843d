import { mergeSyncHistory, SYNC_HISTORY_LIMIT, type SyncHistoryResponse } from '@app/core/admin-console';
import type { JobFetchRun } from '@app/core/job-fetches';
import { LIVE_SOURCE_INFO, liveSourceSchema, type SyncResponse } from '@app/core/live-sync';
import type { UniversityFetchRun } from '@app/core/university-api';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { validateParams, validateQuery } from '../../http/validate.ts';
import type { SyncService } from '../../sync/service.ts';
import { SyncSourceError } from '../../sync/source-error.ts';
import { renderCoursesModule } from '../../sync/typescript-module.ts';

const sourceParams = z.object({ source: liveSourceSchema });
const runsQuery = z.object({
  source: liveSourceSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
const downloadQuery = z.object({ snapshot: z.coerce.number().int().positive().optional() });

/**
 * The admin panel's sync tools, admins only:
 *
 * - `POST /api/admin/sync/:source` runs a sync now and answers the spec's Sync response
 *   `{ success, total, courses (a sample), error?, fetched, skipped, snapshotId, fetchedAt }`;
 *   a source that returned nothing usable is `success: false` with the reason; a source that
 *   failed (unreachable, HTTP error, time-out, not JSON) is 502 in the API error shape.
 * - `GET /api/admin/sync/:source/download[?snapshot=id]` streams the active (or that) snapshot as
 *   a TypeScript module, microsoftLearnCourses.ts and so on.
 * - `GET /api/admin/sync/status`: per source, active snapshot, running, last run, configured.
 * - `GET /api/admin/sync/runs[?source=&limit=]`: the sync history, newest first.
 * - `GET /api/admin/sync/history`: the last 30 runs of every source (course syncs, university
 *   course fetches, job-board fetches), newest first: the three histories merged when read.
 */
export function adminSyncRoutes(deps: {
  sync: SyncService;
  /** The newest university course fetches (university_course_fetches). */
  universityRuns: (limit: number) => Promise<UniversityFetchRun[]>;
  /** The job-board fetch history (kept in app_meta, newest first). */
  jobRuns: () => Promise<JobFetchRun[]>;
}) {
  const { sync } = deps;
  return new Hono<SignedInEnv>()
    .use('/admin/sync/*', requireAccess('admin'))
    .get('/admin/sync/status', async (c) => c.json(await sync.status()))
    .get('/admin/sync/history', async (c) => {
      const [course, universities, jobs] = await Promise.all([
        sync.runs({ limit: SYNC_HISTORY_LIMIT }),
        deps.universityRuns(SYNC_HISTORY_LIMIT),
        deps.jobRuns(),
      ]);
      const body: SyncHistoryResponse = { entries: mergeSyncHistory({ course, universities, jobs }) };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/admin/sync/runs', validateQuery(runsQuery), async (c) => {
      const { source, limit } = c.req.valid('query');
      return c.json({ runs: await sync.runs({ source, limit }) });
    })
    .post('/admin/sync/:source', validateParams(sourceParams), async (c) => {
      const { source } = c.req.valid('param');
      let body: SyncResponse;
      try {
        const outcome = await sync.run(source, { trigger: 'manual', requestedBy: c.var.user.id });
        if (outcome.status === 'succeeded') {
          body = {
            success: true,
            total: outcome.total,
            courses: outcome.sample,
            fetched: outcome.fetched,
            skipped: outcome.skipped,
            snapshotId: outcome.snapshotId,
            fetchedAt: outcome.fetchedAt.toISOString(),
          };
        } else if (outcome.status === 'empty') {
          body = {
            success: false,
            total: 0,
            error: outcome.error,
            fetched: outcome.fetched,
            skipped: outcome.skipped,
          };
        } else {
          // Only scheduled runs carry a slot; a manual run always runs.
          body = { success: false, total: 0, error: 'This sync already ran' };
        }
      } catch (error) {
        if (error instanceof SyncSourceError) throw new AppError(502, 'sync_source_failed', error.message);
        throw error;
      }
      return c.json(body);
    })
    .get(
      '/admin/sync/:source/download',
      validateParams(sourceParams),
      validateQuery(downloadQuery),
      async (c) => {
        const { source } = c.req.valid('param');
        const { snapshot: snapshotId } = c.req.valid('query');
        const snapshot = await sync.snapshot(source, snapshotId);
        const info = LIVE_SOURCE_INFO[source];
        if (!snapshot) {
          throw notFound(
            snapshotId === undefined
              ? `${info.label} has no synced courses yet. Run a sync first.`
              : `${info.label} has no snapshot ${snapshotId}.`,
          );
        }
        const parts = renderCoursesModule(info, snapshot);
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = parts.next();
            if (next.done) controller.close();
            else controller.enqueue(encoder.encode(next.value));
          },
        });
        return c.body(stream, 200, {
          'content-type': 'text/typescript; charset=utf-8',
          'content-disposition': `attachment; filename="${info.fileName}"`,
          'cache-control': 'no-store',
          'x-snapshot-id': String(snapshot.id),
        });
      },
    );
}
