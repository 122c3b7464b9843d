import { catalogSeedStep } from '../modules/catalog/seed.ts';
import { jobsSeedStep } from '../modules/jobs/seed.ts';
import { universityCoursesSeedStep } from '../modules/universities/seed.ts';
import type { SeedStep } from './seed.ts';

/**
 * The seed steps start-up runs, in this order, after the migrations. To add one, declare it with
 * `defineSeedStep({ name, version, run })` next to the data it writes and list it here.
 */
export const seedSteps: readonly SeedStep[] = [catalogSeedStep, universityCoursesSeedStep, jobsSeedStep];
