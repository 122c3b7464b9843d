import type { SeedStep } from './seed.ts';

/**
 * The seed steps start-up runs, in this order, after the migrations. To add one, declare it with
 * `defineSeedStep({ name, version, run })` next to the data it writes and list it here.
 */
export const seedSteps: readonly SeedStep[] = [];
