import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-server.ts';
import { type Database, rows } from './client.ts';
import { migrationsDir, readJournal, runMigrations } from './migrate.ts';

const logger = createLogger({ level: 'silent' });
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<Database> {
  const testDatabase: TestDatabase = await createTestDatabase({ inMemory: true });
  cleanups.push(() => testDatabase.drop());
  const database = await testDatabase.open();
  cleanups.push(() => database.close());
  return database;
}

/** A copy of the real migrations plus one more, written with the given journal timestamp. */
function migrationsWithExtra(when: (lastWhen: number) => number): string {
  const dir = mkdtempSync(join(tmpdir(), 'skillbridge-migrations-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_extra`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: when(last.when), tag });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  writeFileSync(join(dir, `${tag}.sql`), 'CREATE TABLE "migration_test_extra" ("id" integer PRIMARY KEY);');
  return dir;
}

describe('migrations', () => {
  it('applies every journal entry once and is idempotent', async () => {
    const database = await freshDatabase();
    const expected = readJournal().length;
    expect(expected).toBeGreaterThan(0);
    expect(await runMigrations(database, { logger })).toEqual({
      expected,
      applied: expected,
      newlyApplied: expected,
    });
    expect(await runMigrations(database, { logger })).toEqual({
      expected,
      applied: expected,
      newlyApplied: 0,
    });
    const tables = rows<{ name: string }>(
      await database.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    expect(tables.map((t) => t.name)).toContain('app_meta');
  });

  it('applies a later migration on an already migrated database', async () => {
    const database = await freshDatabase();
    await runMigrations(database, { logger });
    const folder = migrationsWithExtra((lastWhen) => lastWhen + 1000);
    const result = await runMigrations(database, { logger, folder });
    expect(result.newlyApplied).toBe(1);
    expect(result.applied).toBe(result.expected);
  });

  it('fails loudly when a migration was skipped because of an out-of-order journal timestamp', async () => {
    const database = await freshDatabase();
    await runMigrations(database, { logger });
    const folder = migrationsWithExtra((lastWhen) => lastWhen - 1000);
    await expect(runMigrations(database, { logger, folder })).rejects.toThrow(
      /migrations are out of step: the journal .* lists (\d+) migration\(s\) but drizzle.__drizzle_migrations records \d+\. A migration was skipped/,
    );
  });

  it('fails loudly when the database has more migrations than this code knows', async () => {
    const database = await freshDatabase();
    await runMigrations(database, { logger, folder: migrationsWithExtra((lastWhen) => lastWhen + 1000) });
    await expect(runMigrations(database, { logger })).rejects.toThrow(/migrated by a newer version/);
  });
});
