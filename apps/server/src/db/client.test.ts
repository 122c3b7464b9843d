import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastPgliteOptions, pgliteFromTemplate } from '../testing/pglite-template.ts';
import { createTestDatabase, testDatabaseUrl } from '../testing/test-server.ts';
import { advisoryLockKey, createDatabase, pgliteDatabase, redactUrl } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'skillbridge-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createDatabase (PGlite)', () => {
  it('refuses a data dir that is already open, and frees it on close', async () => {
    const dataDir = join(dir, 'pglite');
    const options = { pglite: await fastPgliteOptions('empty') };
    const first = await createDatabase({ driver: 'pglite', dataDir }, options);
    await expect(createDatabase({ driver: 'pglite', dataDir }, options)).rejects.toThrow(
      /is in use by process \d+/,
    );
    expect(await first.ping()).toBe(true);
    await first.close();
    await first.close();
    expect(await first.ping()).toBe(false);
    const second = await createDatabase({ driver: 'pglite', dataDir }, options);
    expect(await second.ping()).toBe(true);
    await second.close();
  });

  it('runs work under an advisory lock', async () => {
    const database = pgliteDatabase(await pgliteFromTemplate('empty'));
    expect(await database.withAdvisoryLock('x', async () => 42)).toBe(42);
    await database.close();
  });
});

describe('helpers', () => {
  it('hides passwords in connection URLs', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/app')).toBe('postgres://app:***@db:5432/app');
  });

  it('derives stable, distinct advisory lock keys', () => {
    expect(advisoryLockKey('migrations')).toBe(advisoryLockKey('migrations'));
    expect(advisoryLockKey('migrations')).not.toBe(advisoryLockKey('seed'));
    expect(advisoryLockKey('seed')).toMatch(/^-?\d+$/);
  });
});

describe.runIf(testDatabaseUrl())('createDatabase (PostgreSQL)', () => {
  it('makes instances sharing a database take turns under an advisory lock', async () => {
    const testDatabase = await createTestDatabase();
    const a = await createDatabase(testDatabase.config);
    const b = await createDatabase(testDatabase.config);
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push(`${name} end`);
      };
      await Promise.all([a.withAdvisoryLock('test', work('a')), b.withAdvisoryLock('test', work('b'))]);
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((e) => e.split(' ')[0]))).toEqual([
        [events[0]?.split(' ')[0], events[0]?.split(' ')[0]],
        [events[2]?.split(' ')[0], events[2]?.split(' ')[0]],
      ]);
    } finally {
      await a.close();
      await b.close();
      await testDatabase.drop();
    }
  });

  it('reports an unreachable server with the password hidden', async () => {
    await expect(
      createDatabase({ driver: 'postgres', url: 'postgres://app:topsecret@127.0.0.1:1/none' }),
    ).rejects.toThrow(/Could not connect to PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/none/);
  });
});
