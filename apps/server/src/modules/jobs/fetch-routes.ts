import type { JobFetchRunsResponse, JobsFetchStatus } from '@app/core/job-fetches';
import { Hono } from 'hono';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { JobsService } from './service.ts';

/**
 * The job-board fetches as they run:
 *
 * - `GET /api/jobs/status` (anyone): the fetch under way on any instance with its progress (boards
 *   done of boards asked), and how the last one ended. The jobs page polls it while a fetch runs
 *   and reloads the list when it ends, so an answer saying none runs comes only once this
 *   instance's list holds what the fetch wrote.
 * - `GET /api/admin/jobs/runs` (admins): the last 30 fetches and imports, with their counts and
 *   the boards that failed.
 *
 * Mounted before the jobs routes, whose `/jobs/:id` would take 'status' for an id.
 */
export function jobFetchRoutes(deps: { jobs: JobsService }) {
  const { jobs } = deps;

  const publicRoutes = new Hono<AppEnv>().get('/jobs/status', async (c) => {
    const status: JobsFetchStatus = await jobs.history.status();
    if (!status.fetching) await jobs.catchUp();
    c.header('Cache-Control', 'no-store');
    return c.json(status);
  });

  const adminRoutes = new Hono<SignedInEnv>()
    .use('/admin/jobs/runs', requireAccess('admin'))
    .get('/admin/jobs/runs', async (c) => {
      const body: JobFetchRunsResponse = { runs: await jobs.history.runs() };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });

  return new Hono<AppEnv>().route('/', publicRoutes).route('/', adminRoutes);
}
