import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestServer, type TestDatabase } from '../testing/test-server.ts';
import { rows } from './client.ts';
import { appMeta } from './schema.ts';
import { defineSeedStep, type SeedStep, seedMetaKey } from './seed.ts';

// A step that proves the mechanism: it counts its runs in a table it creates itself.
function countingStep(version = 1): SeedStep {
  return defineSeedStep({
    name: 'seed-test-counter',
    version,
    run: async (tx) => {
      await tx.execute(sql`create table if not exists seed_test_runs (version int not null)`);
      await tx.execute(sql`insert into seed_test_runs (version) values (${version})`);
    },
  });
}

let testDatabase: TestDatabase | undefined;
afterEach(async () => {
  await testDatabase?.drop();
  testDatabase = undefined;
});

async function bootAndStop(database: TestDatabase, steps: SeedStep[]) {
  const server = await startTestServer({ database: database.config, seedSteps: steps });
  try {
    const runs = rows<{ version: number }>(
      await server.db.execute(sql`select version from seed_test_runs order by 1`),
    );
    const [recorded] = await server.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, seedMetaKey('seed-test-counter')));
    return { runs: runs.map((r) => r.version), recorded: recorded?.value };
  } finally {
    await server.close();
  }
}

describe('seed runner', () => {
  it('runs a step once across two start-ups on the same database, and again for a new version', async () => {
    testDatabase = await createTestDatabase();
    expect(await bootAndStop(testDatabase, [countingStep(1)])).toEqual({ runs: [1], recorded: '1' });
    expect(await bootAndStop(testDatabase, [countingStep(1)])).toEqual({ runs: [1], recorded: '1' });
    expect(await bootAndStop(testDatabase, [countingStep(2)])).toEqual({ runs: [1, 2], recorded: '2' });
  });

  it('leaves nothing behind and records nothing when a step fails, and start-up fails loudly', async () => {
    testDatabase = await createTestDatabase();
    const failing = defineSeedStep({
      name: 'seed-test-failing',
      version: 1,
      run: async (tx) => {
        await tx.insert(appMeta).values({ key: 'seed-test-half-written', value: 'x' });
        throw new Error('source file is corrupt');
      },
    });
    await expect(startTestServer({ database: testDatabase.config, seedSteps: [failing] })).rejects.toThrow(
      /Seed step "seed-test-failing" \(version 1\) failed: .*source file is corrupt/,
    );
    const server = await startTestServer({ database: testDatabase.config, seedSteps: [] });
    try {
      const keys = (await server.db.select({ key: appMeta.key }).from(appMeta)).map((r) => r.key);
      expect(keys).not.toContain('seed-test-half-written');
      expect(keys).not.toContain(seedMetaKey('seed-test-failing'));
    } finally {
      await server.close();
    }
  });

  it('rejects badly declared steps', () => {
    expect(() => defineSeedStep({ name: 'Bad Name', version: 1, run: async () => {} })).toThrow(/lower-case/);
    expect(() => defineSeedStep({ name: 'ok', version: 0, run: async () => {} })).toThrow(/positive integer/);
  });

  it('rejects two steps with one name', async () => {
    await expect(startTestServer({ seedSteps: [countingStep(1), countingStep(2)] })).rejects.toThrow(
      /Two seed steps are named "seed-test-counter"/,
    );
  });
});
