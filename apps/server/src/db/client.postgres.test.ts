import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-server.ts';
import { createDatabase } from './client.ts';

// Runs only in the server-postgres project (files named *.postgres.test.ts).
describe('createDatabase (PostgreSQL)', () => {
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
