import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPackageDir } from '../config.ts';
import type { Logger } from '../logger.ts';
import { type Database, rows } from './client.ts';

/** Generated SQL migrations (`npm run db:generate`). */
export const migrationsDir = join(serverPackageDir, 'drizzle', 'migrations');

const migrationsSchema = 'drizzle';
const migrationsTable = '__drizzle_migrations';

export interface MigrationResult {
  /** Migrations listed in the journal. */
  expected: number;
  /** Rows in the migrations table after migrating. */
  applied: number;
  /** Applied by this run. */
  newlyApplied: number;
}

/**
 * Applies pending migrations, then checks that the database recorded exactly one row per journal
 * entry. Drizzle skips, without a word, a migration whose journal timestamp is older than the last
 * one applied; this check turns that into a start-up failure instead of a missing table later.
 */
export async function runMigrations(
  database: Database,
  options: { logger?: Logger; folder?: string } = {},
): Promise<MigrationResult> {
  const folder = options.folder ?? migrationsDir;
  const expected = readJournal(folder).length;
  const config: MigrationConfig = { migrationsFolder: folder, migrationsSchema, migrationsTable };

  // Two instances starting together against one PostgreSQL server take turns.
  const result = await database.withAdvisoryLock('migrations', async () => {
    const before = await countApplied(database);
    if (database.driver === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
    }
    const applied = await countApplied(database);
    return { expected, applied, newlyApplied: applied - before };
  });

  if (result.applied !== expected) {
    throw new Error(
      `Database migrations are out of step: the journal in ${folder} lists ${expected} migration(s) but ` +
        `${migrationsSchema}.${migrationsTable} records ${result.applied}. ` +
        (result.applied < expected
          ? 'A migration was skipped, usually because its journal "when" timestamp is older than an ' +
            'already applied one; regenerate it so the timestamps increase.'
          : 'The database was migrated by a newer version of the server than this one.'),
    );
  }
  options.logger?.info(result, 'Database migrations checked');
  return result;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(folder: string = migrationsDir): JournalEntry[] {
  const path = join(folder, 'meta', '_journal.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the migrations journal ${path}: ${String(error)}`, { cause: error });
  }
  const journal = JSON.parse(text) as { entries?: JournalEntry[] };
  return journal.entries ?? [];
}

async function countApplied(database: Database): Promise<number> {
  const exists = await database.db.execute(
    sql`select to_regclass(${`${migrationsSchema}.${migrationsTable}`}) is not null as "exists"`,
  );
  if (!rows<{ exists: boolean }>(exists)[0]?.exists) return 0;
  const count = await database.db.execute(
    sql`select count(*)::int as "count" from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`,
  );
  return Number(rows<{ count: number }>(count)[0]?.count ?? 0);
}
