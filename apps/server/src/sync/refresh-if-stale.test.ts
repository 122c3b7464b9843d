import type { CourseListResponse } from '@app/core/catalog-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createSyncService } from './service.ts';
import { generatedDocument } from './testing/source-fixtures.ts';

// The first scheduler tick after start-up comes before the catalogue index is built. That check
// ends without waiting on anything; it must not keep later checks from seeing another instance's
// (or the CLI's) newer snapshot.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('refreshIfStale', () => {
  it('rebuilds for a snapshot saved elsewhere, after a check made before the index was built', async () => {
    expect(await server.running.sync.refreshIfStale()).toBe(false);
    const search = async () =>
      ((await (await server.fetch('/api/courses?search=Refreshmarker')).json()) as CourseListResponse).total;
    expect(await search()).toBe(0);

    // Another writer on the same database, as the CLI's import or another instance's sync.
    const elsewhere = createSyncService({
      database: server.database,
      config: loadConfig({ NODE_ENV: 'test' }).sync,
      logger: createLogger({ level: 'silent' }),
    });
    const saved = await elsewhere.run('microsoft', {
      trigger: 'import',
      document: generatedDocument('microsoft', 3, 'Refreshmarker'),
    });
    expect(saved.status).toBe('succeeded');
    expect(await search()).toBe(0);

    expect(await server.running.sync.refreshIfStale()).toBe(true);
    expect(await search()).toBe(3);
    // Nothing newer now.
    expect(await server.running.sync.refreshIfStale()).toBe(false);
  });
});
