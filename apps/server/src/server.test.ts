import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './http/app-env.ts';
import { startTestServer } from './testing/test-server.ts';

describe('server lifecycle', () => {
  it('finishes requests in flight on close, then refuses new connections and closes the database', async () => {
    const slow = new Hono<AppEnv>().get('/test/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.json({ done: true });
    });
    const server = await startTestServer({ extraApiRoutes: [slow] });
    const inFlight = server.fetch('/api/test/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(await server.database.ping()).toBe(false);
  });

  it('logs the start-up steps', async () => {
    const server = await startTestServer();
    try {
      const messages = server.logs.map((l) => l.msg);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Database opened',
          'Database migrations checked',
          expect.stringMatching(/listening on/),
        ]),
      );
    } finally {
      await server.close();
    }
  });
});
