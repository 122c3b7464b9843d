import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Accounts signing up with this address are made admins (the jobs tests' own admin). */
export const E2E_JOBS_ADMIN_EMAIL = 'e2e-jobs-admin@example.com';

/**
 * The e2e server's job boards: one of each platform, on the local sources port (see
 * support/sources.ts). While no test serves them there, nothing listens, so a real fetch fails at
 * once (there is no internet here) and no test waits for a time-out.
 */
export function jobBoardsEnv(sourcesPort: number): Record<string, string> {
  const url = `http://127.0.0.1:${sourcesPort}`;
  return {
    GREENHOUSE_API_URL: url,
    LEVER_API_URL: url,
    ASHBY_API_URL: url,
    JOBS_GREENHOUSE_BOARDS: 'acmecloud:Acme Cloud',
    JOBS_LEVER_BOARDS: 'leverco:Lever Co',
    JOBS_ASHBY_BOARDS: 'ashbyco:Ashby Co',
  };
}

const fixturesDir = resolve(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'server',
  'src',
  'sync',
  'jobs',
  'fixtures',
);

/** The server's own job board fixtures, in the platforms' real shapes, by the boards above. */
export const jobBoardFixtures = {
  '/v1/boards/acmecloud/jobs': () => readFileSync(resolve(fixturesDir, 'greenhouse-acmecloud.json'), 'utf8'),
  '/v0/postings/leverco': () => readFileSync(resolve(fixturesDir, 'lever-leverco.json'), 'utf8'),
  '/posting-api/job-board/ashbyco': () => readFileSync(resolve(fixturesDir, 'ashby-ashbyco.json'), 'utf8'),
};

/**
 * A saved board answer to import: Greenhouse's recorded answer for Luno when ../shared/fixtures
 * has it (read in place), else the project's own Greenhouse fixture under postings ids of its
 * own, since the live-fetch test imports that fixture as board acmecloud into the same server.
 */
export function recordedBoardFile(): { name: string; buffer: Buffer } {
  const recorded = resolve(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'shared',
    'fixtures',
    'greenhouse',
    'luno.json',
  );
  if (existsSync(recorded)) return { name: 'luno.json', buffer: readFileSync(recorded) };
  const own = JSON.parse(jobBoardFixtures['/v1/boards/acmecloud/jobs']()) as { jobs: { id: number }[] };
  for (const job of own.jobs) job.id += 5_000_000;
  return { name: 'savedboard.json', buffer: Buffer.from(JSON.stringify(own)) };
}
