import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { JOB_BOARD_SOURCES, type JobBoardSource } from '@app/core/job-options';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createJobsService } from '../modules/jobs/service.ts';
import { detectBoardSource } from '../sync/jobs/boards.ts';
import type { SyncCommandIo } from './sync-command.ts';

export const JOBS_USAGE = `Usage: npm run sync -- jobs [--from-file PATH [--board NAME] [--company NAME] [--source PLATFORM]]

  Fetches every configured job board (JOBS_GREENHOUSE_BOARDS, JOBS_LEVER_BOARDS, JOBS_ASHBY_BOARDS).
  --from-file PATH  import one saved board response instead: a Greenhouse /v1/boards/{token}/jobs,
                    Lever /v0/postings/{company} or Ashby /posting-api/job-board/{name} answer
  --board NAME      the board it belongs to (default: the file name up to its first dot)
  --company NAME    the company name to show (default: the configured one, or the board's own)
  --source PLATFORM ${JOB_BOARD_SOURCES.join(', ')} (default: told from the response's shape)
`;

function takeOption(args: string[], name: string): string | undefined | null {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = args[at]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  args.splice(at, arg.includes('=') ? 1 : 2);
  return value?.trim() ? value.trim() : null;
}

/**
 * `npm run sync -- jobs [--from-file PATH …]`: one job fetch (or import) from the command line.
 * Returns the exit code: 0 written, 1 failed, 2 usage.
 */
export async function runJobsSync(
  argv: readonly string[],
  fromFile: string | undefined,
  io: SyncCommandIo = {},
): Promise<number> {
  const out = io.out ?? ((t) => process.stdout.write(t));
  const err = io.err ?? ((t) => process.stderr.write(t));
  const env = io.env ?? process.env;
  const args = [...argv];
  const options = {
    board: takeOption(args, '--board'),
    company: takeOption(args, '--company'),
    source: takeOption(args, '--source'),
  };
  if (
    args.length > 0 ||
    Object.values(options).includes(null) ||
    ((options.board || options.company || options.source) && !fromFile)
  ) {
    err(JOBS_USAGE);
    return 2;
  }
  if (options.source && !JOB_BOARD_SOURCES.includes(options.source as JobBoardSource)) {
    err(`--source must be one of ${JOB_BOARD_SOURCES.join(', ')}.\n`);
    return 2;
  }

  const config = loadConfig(env);
  let saved: Parameters<ReturnType<typeof createJobsService>['fetch']>[0]['saved'];
  if (fromFile) {
    // npm runs the script in apps/server; a relative path means the directory the user ran npm in.
    const path = resolve(env.INIT_CWD ?? process.cwd(), fromFile);
    let document: unknown;
    try {
      document = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      err(`Could not read ${path} as JSON: ${(error as Error).message}\n`);
      return 1;
    }
    const source = (options.source as JobBoardSource | undefined) ?? detectBoardSource(document);
    if (!source) {
      err(`${path} is not a Greenhouse, Lever or Ashby job board response.\n`);
      return 1;
    }
    const token = options.board ?? basename(path).split('.')[0]!;
    if (!/^[A-Za-z0-9._-]{1,100}$/.test(token)) {
      err(`"${token}" is not a board name: use --board with letters, digits, dots, dashes or underscores.\n`);
      return 2;
    }
    const company = options.company ?? config.jobs[source].boards.find((b) => b.token === token)?.company;
    saved = [{ source, board: company ? { token, company } : { token }, document }];
  }

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
    const jobs = createJobsService({
      database,
      logger,
      config: config.jobs,
      timeoutMs: config.sync.timeoutMs,
    });
    const result = await jobs.fetch({ trigger: fromFile ? 'import' : 'cli', ...(saved ? { saved } : {}) });
    const s = result.summary;
    for (const [board, reason] of Object.entries(s?.failed ?? {})) err(`${board}: ${reason}\n`);
    if (!result.success || !s) {
      err(`${result.error ?? 'Failed to fetch jobs'}\n`);
      return 1;
    }
    const boards = Object.keys(s.sources).length;
    out(
      `Jobs: ${s.total_fetched} fetched from ${boards} board${boards === 1 ? '' : 's'} ` +
        `(${s.new_jobs} new, ${s.updated_jobs} updated, ${s.deactivated_jobs} no longer listed` +
        `${s.skipped ? `, ${s.skipped} postings skipped as invalid` : ''}).\n` +
        'Running servers show the new jobs within a minute.\n',
    );
    return 0;
  } finally {
    await database.close();
  }
}
