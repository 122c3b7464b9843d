import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** Something built in memory before it can answer: a search index. */
export interface Warmable {
  /** True once the first build is in; asking starts it. Never waits. */
  isReady(): boolean;
}

/**
 * Public, for load balancers and uptime checks:
 *
 * - `GET /api/health`: the database; 503 while it does not answer, so traffic goes elsewhere.
 * - `GET /api/health/live`: liveness; the process serves HTTP, whatever the database does, so a
 *   supervisor does not restart a healthy server during a database outage it would not fix. It
 *   answers at once while the indexes are being built: they are built in slices.
 * - `GET /api/health/ready`: readiness; 503 until the database answers and the first search
 *   indexes are in (asking starts building them), so a new instance gets traffic only once it can
 *   answer searches without making them wait.
 */
export function healthRoutes(deps: { database: Database; indexes?: Record<string, Warmable> }) {
  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' } as const, 200);
    })
    .get('/health/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const indexes = Object.fromEntries(
        Object.entries(deps.indexes ?? {}).map(([name, index]) => [name, index.isReady()]),
      );
      const up = await deps.database.ping();
      const ready = up && Object.values(indexes).every(Boolean);
      // Starting (the database answers, the indexes are being built) is what a new instance says
      // for its first seconds or minutes, polled by a load balancer: not an error to alert on.
      if (up && !ready) c.set('expectedServerStatus', true);
      return c.json(
        { status: ready ? 'ready' : 'starting', database: up ? 'up' : 'down', indexes },
        ready ? 200 : 503,
      );
    })
    .get('/health', async (c) => {
      const up = await deps.database.ping();
      c.header('Cache-Control', 'no-store');
      return up
        ? c.json({ status: 'ok', database: 'up', driver: deps.database.driver } as const, 200)
        : c.json({ status: 'degraded', database: 'down', driver: deps.database.driver } as const, 503);
    });
}
