import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LIVE_SOURCES, type LiveSource } from '@app/core/course-catalogue';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createSyncService } from '../sync/service.ts';
import { SyncSourceError } from '../sync/source-error.ts';
import { runJobsSync } from './sync-jobs.ts';
import { runUniversitiesSync } from './sync-universities.ts';

export const SYNC_USAGE = `Usage: npm run sync -- <source> [--from-file PATH]

  <source>          ${[...LIVE_SOURCES, 'jobs', 'universities'].join(', ')}
  --from-file PATH  import a saved response of that source instead of fetching it
                    (microsoft: a Learn Catalog API document; salesforce: a Trailhead catalogue
                    feed page; edx: a Courses API page, a list of pages or a list of courses;
                    jobs: a Greenhouse, Lever or Ashby board, see \`npm run sync -- jobs --help\`;
                    universities: a Coursera courses.v1 or edX Courses API answer, see
                    \`npm run sync -- universities --help\`)
`;

/** What the spec's admin toasts call each source when a fetch fails. */
const FAILURE_PREFIX: Record<LiveSource, string> = {
  microsoft: 'Failed to fetch Microsoft courses',
  salesforce: 'Failed to fetch Salesforce courses',
  edx: 'Failed to sync edX tech courses',
};

export interface SyncCommandIo {
  env?: Record<string, string | undefined>;
  out?: (text: string) => void;
  err?: (text: string) => void;
  /** Opens the database (tests); default: the one the environment names. */
  openDatabase?: () => Promise<Database>;
  logger?: Logger;
}

/**
 * `npm run sync -- <source> [--from-file PATH]`: one sync from the command line, recorded in
 * sync_runs like any other. Returns the exit code: 0 saved, 1 failed or nothing usable, 2 usage.
 */
export async function runSyncCommand(argv: readonly string[], io: SyncCommandIo = {}): Promise<number> {
  const out = io.out ?? ((t) => process.stdout.write(t));
  const err = io.err ?? ((t) => process.stderr.write(t));
  const args = [...argv];
  let fromFile: string | undefined;
  const flag = args.findIndex((a) => a === '--from-file' || a.startsWith('--from-file='));
  if (flag >= 0) {
    const arg = args[flag]!;
    fromFile = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[flag + 1];
    args.splice(flag, arg.includes('=') ? 1 : 2);
    if (!fromFile) {
      err(`--from-file needs a path.\n\n${SYNC_USAGE}`);
      return 2;
    }
  }
  if (args[0] === 'jobs') return runJobsSync(args.slice(1), fromFile, io);
  if (args[0] === 'universities') return runUniversitiesSync(args.slice(1), fromFile, io);
  const source = args[0] as LiveSource | undefined;
  if (args.length !== 1 || !source || !LIVE_SOURCES.includes(source)) {
    err(SYNC_USAGE);
    return 2;
  }

  let document: unknown;
  if (fromFile) {
    // npm runs the script in apps/server; a relative path means the directory the user ran npm in.
    const env = io.env ?? process.env;
    const path = resolve(env.INIT_CWD ?? process.cwd(), fromFile);
    try {
      document = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      err(`Could not read ${path} as JSON: ${(error as Error).message}\n`);
      return 1;
    }
  }

  const config = loadConfig(io.env ?? process.env);
  const logger = io.logger ?? createLogger({ level: 'warn' });
  let database: Database;
  try {
    database = io.openDatabase ? await io.openDatabase() : await createDatabase(config.database);
  } catch (error) {
    err(
      `Could not open the database (${String(error)}).\nIf the server is running on the embedded database, stop it first.\n`,
    );
    return 1;
  }
  try {
    await runMigrations(database, { logger });
    const sync = createSyncService({ database, config: config.sync, logger });
    const label = sync.adapters[source].label;
    const outcome = await sync.run(source, {
      trigger: fromFile ? 'import' : 'cli',
      ...(fromFile ? { document } : {}),
    });
    if (outcome.status === 'succeeded') {
      out(
        `${label}: ${outcome.total} courses saved as the active snapshot ${outcome.snapshotId} ` +
          `(${outcome.fetched} records${outcome.skipped ? `, ${outcome.skipped} skipped as invalid` : ''}).\n` +
          'Running servers show the new courses within a minute.\n',
      );
      return 0;
    }
    if (outcome.status === 'empty') {
      err(`${outcome.error}.\n`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof SyncSourceError) {
      err(`${FAILURE_PREFIX[source]}: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
