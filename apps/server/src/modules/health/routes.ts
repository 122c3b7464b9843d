import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** `GET /api/health`: public; for load balancers and uptime checks. */
export function healthRoutes(deps: { database: Database }) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const up = await deps.database.ping();
    c.header('Cache-Control', 'no-store');
    return up
      ? c.json({ status: 'ok', database: 'up', driver: deps.database.driver } as const, 200)
      : c.json({ status: 'degraded', database: 'down', driver: deps.database.driver } as const, 503);
  });
}
