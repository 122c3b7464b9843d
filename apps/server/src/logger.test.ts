import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './http/app-env.ts';
import { createLogger } from './logger.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

// A query that fails is logged with its error, and drivers put the values it was sent into that
// error: Drizzle's "params: …", PostgreSQL's detail ("Failing row contains (…)") and some of its
// messages. Those values are what people typed (e-mails, names), which must not reach the log.

const email = 'ada.lovelace.logtest@example.com';
const name = 'Ada Logtest Lovelace';

/** A route that fails the way a handler does when a query with submitted values fails. */
const failingRoutes = new Hono<AppEnv>()
  .post('/test/failing-query', async (c) => {
    const body = (await c.req.json()) as { email: string; name: string };
    await c.var.db.execute(sql`select ${body.email}::text as email, ${body.name}::int as name`);
    return c.json({});
  })
  .post('/test/failing-row', async (c) => {
    const body = (await c.req.json()) as { email: string; name: string };
    await c.var.db.execute(
      sql`create temporary table if not exists log_test (email text not null, name text, n int not null)`,
    );
    await c.var.db.execute(
      sql`insert into log_test (email, name, n) values (${body.email}, ${body.name}, null)`,
    );
    return c.json({});
  });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraApiRoutes: [failingRoutes] });
});
afterAll(() => server?.close());

describe('logs of failed queries', () => {
  for (const path of ['/api/test/failing-query', '/api/test/failing-row']) {
    it(`keep the error but not the submitted values (${path})`, async () => {
      const before = server.logs.length;
      const response = await server.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, name }),
      });
      expect(response.status).toBe(500);
      const lines = server.logs.slice(before);
      const logged = lines.find((line) => line.msg === 'Unhandled error while serving request');
      expect(logged, JSON.stringify(lines)).toBeDefined();
      // The error is still there to act on: its type, the SQL, and the database's reason.
      expect(logged!.err).toMatchObject({ type: 'DrizzleQueryError' });
      expect(JSON.stringify(logged!.err)).toMatch(/Failed query: (select|insert)/);
      const text = JSON.stringify(lines);
      expect(text).not.toContain(email);
      expect(text).not.toContain(name);
    });
  }

  it('keep the values out of errors logged any other way (as the message, or inside a list)', async () => {
    const failure = await server.db.execute(sql`select ${name}::int`).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toContain(name);
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      destination: { write: (line: string) => lines.push(line) },
    });
    logger.error(failure);
    logger.error({ err: failure });
    // Better Auth's logger hands its errors over as a list of arguments.
    logger.error(
      { args: [failure, { params: [email], detail: `Key (email)=(${email}) already exists.` }] },
      'auth',
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(name);
      expect(line).not.toContain(email);
      expect(line).toContain('Failed query: select');
    }
  });
});
