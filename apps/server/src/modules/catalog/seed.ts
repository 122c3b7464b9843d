import { defineSeedStep } from '../../db/seed.ts';
import { replaceStaticCourses } from './queries.ts';
import { SEED_COURSES } from './seed-courses/all.ts';

/**
 * Writes the shipped catalogue into `courses`. Bump `version` whenever the seed courses change,
 * so existing databases pick the change up (rows are upserted by id; ids no longer shipped are deleted).
 */
export const catalogSeedStep = defineSeedStep({
  name: 'catalog-courses',
  version: 3,
  async run(tx, { logger }) {
    const result = await replaceStaticCourses(tx, SEED_COURSES);
    logger.info(result, 'Static course catalogue written');
  },
});
