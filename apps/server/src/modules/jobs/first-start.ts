import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { claimFirstStartFetch } from './fetch-history-queries.ts';
import { hasRealJobs } from './queries.ts';
import type { JobsService } from './service.ts';

/**
 * Instances starting within this long of the last first-start claim leave the fetch to the one that
 * claimed it; a start-up after that which still finds no real posting fetches again.
 */
export const FIRST_START_CLAIM_MS = 15 * 60 * 1000;

/**
 * A new install shows the sample postings until the first fetch, which the schedule would make only
 * at its hour (10:00 UTC): while the jobs table holds no real posting, fetch every configured board
 * now, in the background, on one instance of those starting together. A fetch that fails (no
 * internet) is recorded in the fetch history and leaves the samples in place.
 *
 * Resolves once the fetch has been started or found unneeded; never rejects, and never waits for
 * the fetch itself.
 */
export async function fetchJobsOnFirstStart(deps: {
  database: Database;
  jobs: JobsService;
  logger: Logger;
}): Promise<void> {
  const { database, jobs } = deps;
  const logger = deps.logger.child({ component: 'jobs' });
  try {
    if (jobs.boards.length === 0) return;
    if (await hasRealJobs(database.db)) return;
    if (!(await claimFirstStartFetch(database.db, FIRST_START_CLAIM_MS))) {
      logger.info('No real job postings yet; another instance is fetching them');
      return;
    }
    logger.info(
      { boards: jobs.boards.length },
      'No real job postings yet: fetching every job board in the background',
    );
  } catch (err) {
    logger.warn({ err }, 'Could not check whether the job boards need a first fetch');
    return;
  }
  jobs.fetch({ trigger: 'first-start' }).then(
    (result) => {
      if (!result.success) {
        logger.warn(
          { error: result.error },
          'The first job fetch reached no board; the sample postings stay until a fetch succeeds',
        );
      }
    },
    (err: unknown) => logger.warn({ err }, 'The first job fetch failed; the sample postings stay'),
  );
}
