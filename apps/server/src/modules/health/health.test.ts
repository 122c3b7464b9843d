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

  it('answers readiness once the first catalogue index is in, and liveness at once meanwhile', async () => {
    const fresh = await startTestServer();
    try {
      // A new instance: the index is not built until something asks (readiness asks).
      const first = await fresh.fetch('/api/health/ready');
      expect(first.headers.get('cache-control')).toBe('no-store');
      const firstBody = (await first.json()) as { status: string; indexes: Record<string, boolean> };
      if (first.status === 503)
        expect(firstBody).toMatchObject({ status: 'starting', indexes: { catalogue: false } });
      else expect(first.status).toBe(200);
      expect((await fresh.fetch('/api/health/live')).status).toBe(200);
      let ready = first.status === 200;
      for (let i = 0; i < 200 && !ready; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ready = (await fresh.fetch('/api/health/ready')).status === 200;
      }
      expect(ready).toBe(true);
      const res = await fresh.fetch('/api/health/ready');
      expect(await res.json()).toEqual({ status: 'ready', database: 'up', indexes: { catalogue: true } });
      // Starting is a state a load balancer polls for, not a fault: its lines are logged at info.
      const readiness = fresh.logs.filter((l) => l.msg === 'request' && l.path === '/api/health/ready');
      if (first.status === 503) expect(readiness.filter((l) => l.status === 503).length).toBeGreaterThan(0);
      expect(readiness.filter((l) => l.level !== 'info')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('answers 503 degraded once the database is gone', async () => {
    const other = await startTestServer();
    try {
      await other.database.close();
      const res = await other.fetch('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'degraded', database: 'down', driver: other.driver });
      // Not ready without its database, and that one is an error in the log.
      expect((await other.fetch('/api/health/ready')).status).toBe(503);
      expect(
        other.logs.filter((l) => l.msg === 'request' && l.path === '/api/health/ready').map((l) => l.level),
      ).toEqual(['error']);
      // Liveness does not depend on the database: restarting this process would not bring it back.
      const live = await other.fetch('/api/health/live');
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    } finally {
      await other.close();
    }
  });
});
