import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * Public, for load balancers and uptime checks:
 *
 * - `GET /api/health`: readiness; 503 while the database does not answer, so traffic goes elsewhere.
 * - `GET /api/health/live`: liveness; the process serves HTTP, whatever the database does, so a
 *   supervisor does not restart a healthy server during a database outage it would not fix.
 */
export function healthRoutes(deps: { database: Database }) {
  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' } as const, 200);
    })
    .get('/health', async (c) => {
      const up = await deps.database.ping();
      c.header('Cache-Control', 'no-store');
      return up
        ? c.json({ status: 'ok', database: 'up', driver: deps.database.driver } as const, 200)
        : c.json({ status: 'degraded', database: 'down', driver: deps.database.driver } as const, 503);
    });
}
