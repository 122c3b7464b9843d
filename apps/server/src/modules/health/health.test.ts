import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabaseUrl } from '../../testing/test-server.ts';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 200 with the database driver in use', async () => {
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ok',
      database: 'up',
      driver: testDatabaseUrl() ? 'postgres' : 'pglite',
    });
  });

  it('answers 503 degraded once the database is gone', async () => {
    const other = await startTestServer();
    try {
      await other.database.close();
      const res = await other.fetch('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'degraded', database: 'down', driver: other.driver });
      // Liveness does not depend on the database: restarting this process would not bring it back.
      const live = await other.fetch('/api/health/live');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      await other.close();
    }
  });
});
