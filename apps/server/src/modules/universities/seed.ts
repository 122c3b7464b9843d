import { defineSeedStep } from '../../db/seed.ts';
import { backfillIdentityKeys, replaceSourceCourses } from './queries.ts';
import { SEED_UNIVERSITY_COURSES } from './seed-courses/all.ts';

/**
 * Writes the shipped university courses (source 'seed'). Bump `version` whenever they change, so
 * existing databases pick the change up (upserted by slug; slugs no longer shipped go inactive).
 * Version 2: every row gets its identity, and an imported twin of a shipped course goes inactive.
 */
export const universityCoursesSeedStep = defineSeedStep({
  name: 'university-courses',
  version: 2,
  async run(tx, { logger }) {
    const identities = await backfillIdentityKeys(tx);
    if (identities.filled > 0) logger.info(identities, 'University course identities filled');
    const result = await replaceSourceCourses(
      tx,
      'seed',
      SEED_UNIVERSITY_COURSES.map((course) => ({ externalId: course.id.replace(/^seed-/, ''), course })),
    );
    logger.info(result, 'Shipped university courses written');
  },
});
