import { defineSeedStep } from '../../db/seed.ts';
import { hasRealJobs, insertSampleJobs } from './queries.ts';
import { sampleJobs } from './sample-jobs.ts';

/**
 * The sample postings a new install shows, badged 'Sample', until the first fetch retires them.
 * A database that already holds real jobs gets none.
 */
export const jobsSeedStep = defineSeedStep({
  name: 'sample-jobs',
  version: 1,
  async run(tx, { logger }) {
    if (await hasRealJobs(tx)) {
      logger.info('Real jobs present; no sample postings added');
      return;
    }
    const added = await insertSampleJobs(tx, sampleJobs(new Date()), new Date());
    logger.info({ added }, 'Sample job postings written');
  },
});
