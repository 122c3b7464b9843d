import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UNIVERSITY_FETCH_SOURCES, type UniversityFetchSource } from '@app/core/university-course';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createUniversityService, type FetchOptions } from '../modules/universities/service.ts';
import type { SyncCommandIo } from './sync-command.ts';

export const UNIVERSITIES_USAGE = `Usage: npm run sync -- universities [--from-file PATH [--source coursera|edx] [--partners-file PATH]] [--force]

  Fetches the university courses of Coursera and edX (COURSERA_API_BASE_URL, EDX_UNIVERSITIES_BASE_URL,
  EDX_UNIVERSITY_ORGS) and makes them the active ones per source.
  --from-file PATH      import a saved response instead: a Coursera courses.v1 answer (its partners
                        under linked["partners.v1"], or given with --partners-file), or an edX
                        Courses API answer or a list of them
  --source NAME         which source the file is (default: told from its shape)
  --partners-file PATH  a Coursera partners.v1 answer to go with a courses.v1 file
  --force               accept a result that would deactivate more than half of a source's courses
`;

function takeOption(args: string[], name: string): string | undefined | null {
  const at = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = args[at]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
  args.splice(at, arg.includes('=') ? 1 : 2);
  return value?.trim() ? value.trim() : null;
}

/** Which source a saved response is, from its shape. */
export function detectUniversitySource(document: unknown): UniversityFetchSource | undefined {
  const has = (d: unknown, key: string) => typeof d === 'object' && d !== null && key in d;
  if (has(document, 'elements') || (has(document, 'courses') && has(document, 'partners'))) return 'coursera';
  if (has(document, 'results') || (Array.isArray(document) && document.every((d) => has(d, 'results'))))
    return 'edx';
  return undefined;
}

/**
 * `npm run sync -- universities [...]`: one university course fetch (or import) from the command
 * line, recorded like any other. Returns the exit code: 0 every source saved, 1 a source failed,
 * 2 usage.
 */
export async function runUniversitiesSync(
  argv: readonly string[],
  fromFile: string | undefined,
  io: SyncCommandIo = {},
): Promise<number> {
  const out = io.out ?? ((t) => process.stdout.write(t));
  const err = io.err ?? ((t) => process.stderr.write(t));
  const env = io.env ?? process.env;
  const args = [...argv];
  const forceAt = args.indexOf('--force');
  if (forceAt >= 0) args.splice(forceAt, 1);
  const sourceOption = takeOption(args, '--source');
  const partnersFile = takeOption(args, '--partners-file');
  if (
    args.length > 0 ||
    sourceOption === null ||
    partnersFile === null ||
    ((sourceOption || partnersFile) && !fromFile)
  ) {
    err(UNIVERSITIES_USAGE);
    return 2;
  }
  if (sourceOption && !UNIVERSITY_FETCH_SOURCES.includes(sourceOption as UniversityFetchSource)) {
    err(`--source must be one of ${UNIVERSITY_FETCH_SOURCES.join(', ')}.\n`);
    return 2;
  }

  const readJson = async (file: string): Promise<unknown> => {
    // npm runs the script in apps/server; a relative path means the directory the user ran npm in.
    const path = resolve(env.INIT_CWD ?? process.cwd(), file);
    try {
      return JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new Error(`Could not read ${path} as JSON: ${(error as Error).message}`);
    }
  };

  const run: FetchOptions = { trigger: fromFile ? 'import' : 'cli', force: forceAt >= 0 };
  if (fromFile) {
    let document: unknown;
    try {
      document = await readJson(fromFile);
      if (partnersFile) document = { courses: document, partners: await readJson(partnersFile) };
    } catch (error) {
      err(`${(error as Error).message}\n`);
      return 1;
    }
    const source = (sourceOption as UniversityFetchSource | undefined) ?? detectUniversitySource(document);
    if (!source) {
      err(
        'Could not tell which source the file is from its shape; name it with --source coursera or --source edx.\n',
      );
      return 2;
    }
    run.sources = [source];
    run.documents = { [source]: document };
  }

  const config = loadConfig(env);
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
    const universities = createUniversityService({
      database,
      logger,
      config: config.universities,
      timeoutMs: config.sync.timeoutMs,
    });
    const outcome = await universities.fetch(run);
    if ('notRun' in outcome) return 0;
    for (const s of outcome.sources) {
      const label = universities.adapters[s.source].label;
      if (s.status === 'succeeded') {
        out(
          `${label}: ${s.saved} university courses saved, ${s.deactivated} no longer listed made inactive ` +
            `(${s.fetched} records${s.skipped ? `, ${s.skipped} skipped` : ''}).\n`,
        );
      } else {
        err(`Failed to fetch university courses from ${label}: ${s.error}\n`);
      }
    }
    out(`${outcome.total} university courses are active. Running servers show them within a minute.\n`);
    return outcome.success ? 0 : 1;
  } finally {
    await database.close();
  }
}
