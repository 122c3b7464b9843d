import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastPgliteOptions, pgliteFromTemplate } from '../testing/pglite-template.ts';

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
