import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, postJson, signUp, type TestAccount } from './testing/accounts.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './testing/test-server.ts';

// The database going away while the server runs. The machine's PostgreSQL is shared with other
// tests, so it is not stopped here: a TCP proxy between the app and PostgreSQL stands for the
// network path to it, and "stops" the database by refusing connections (what a stopped server does)
// or by swallowing every byte (a hung server or a broken network, which only time-outs can end).

const CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 3_000;

type Mode = 'up' | 'refusing' | 'hanging';

class PgProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: Mode = 'up';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'hanging') return; // accepted, never answered
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Like a stopped server: open connections are cut and new ones refused. */
  async refuse(): Promise<void> {
    this.mode = 'refusing';
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Like a hung server: nothing more passes either way, on open connections and new ones. */
  hang(): void {
    this.mode = 'hanging';
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  async restore(): Promise<void> {
    // Connections stuck while hanging are useless; dropping them lets the pool notice at once.
    if (this.mode === 'hanging') for (const socket of this.sockets) socket.destroy();
    this.mode = 'up';
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}

let database: TestDatabase;
let proxy: PgProxy;
let server: TestServer;
let account: TestAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.config.driver !== 'postgres') throw new Error('This test needs TEST_DATABASE_URL');
  const direct = new URL(database.config.url);
  proxy = new PgProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.listen();
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startTestServer({
    database: { driver: 'postgres', url: viaProxy.toString() },
    env: {
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    },
  });
  account = await signUp(server, { name: 'Outage Tester' });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
});

const signIn = () =>
  postJson(server, '/api/auth/sign-in/email', { email: account.email, password: account.password });
const dashboard = () => asUser(server, account)('/api/me/dashboard');
const tracked = () => asUser(server, account)('/api/me/courses');

/** The routes that need the database, each with what it answers while the database is there. */
const databaseRoutes: Array<[string, () => Promise<Response>]> = [
  ['sign-in', signIn],
  ['dashboard', dashboard],
  ['tracked courses', tracked],
];

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started, headers: response.headers };
}

async function expectUnavailable(boundMs: number) {
  for (const [name, request] of databaseRoutes) {
    const { status, text, ms, headers } = await timed(request);
    expect({ name, status }).toEqual({ name, status: 503 });
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
    expect(headers.get('retry-after')).toBe('5');
    expect(ms, name).toBeLessThan(boundMs);
  }
  const health = await timed(() => server.fetch('/api/health'));
  expect(health.status).toBe(503);
  expect(JSON.parse(health.text)).toEqual({ status: 'degraded', database: 'down', driver: 'postgres' });
  expect(health.ms).toBeLessThan(boundMs);
}

async function expectRecovered() {
  // The pool opens new connections on demand; no restart, no call into the app.
  await expect.poll(async () => (await dashboard()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  for (const [name, request] of databaseRoutes) {
    const response = await request();
    expect({ name, status: response.status }).toEqual({ name, status: 200 });
  }
  expect((await server.fetch('/api/health')).status).toBe(200);
}

function unhandledErrors() {
  return server.logs.filter((line) => line.msg === 'Unhandled error while serving request');
}

describe('the database going away while the server runs', () => {
  it('answers normally through the proxy', async () => {
    for (const [name, request] of databaseRoutes) {
      const response = await request();
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
    }
    // Loads the catalogue's and the jobs board's in-memory indexes, which are built on first use.
    expect((await server.fetch('/api/courses?search=cloud&limit=1')).status).toBe(200);
    expect((await server.fetch('/api/jobs?limit=1')).status).toBe(200);
  });

  it('answers 503 with the error shape at once while PostgreSQL refuses connections', async () => {
    await proxy.refuse();
    await expectUnavailable(CONNECT_TIMEOUT_MS + 2_000);
    // The course catalogue and the jobs list, once loaded, are served from memory and keep working.
    expect((await server.fetch('/api/courses?search=cloud&limit=1')).status).toBe(200);
    expect((await server.fetch('/api/jobs?limit=1')).status).toBe(200);
  });

  it('recovers by itself once PostgreSQL takes connections again', async () => {
    await proxy.restore();
    await expectRecovered();
  });

  it('answers 503 within the time-outs while PostgreSQL hangs', async () => {
    proxy.hang();
    // Each request waits at most for a connection (1 s) or one query (3 s); never indefinitely.
    await expectUnavailable(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 2_000);
  }, 60_000);

  it('recovers by itself after the hang too', async () => {
    await proxy.restore();
    await expectRecovered();
  });

  it('answered many requests at once during an outage with 503s, never a 500', async () => {
    await proxy.refuse();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          databaseRoutes[i % databaseRoutes.length]![1]().then((r) => r.status),
        ),
      );
      expect(new Set(statuses)).toEqual(new Set([503]));
    } finally {
      await proxy.restore();
    }
    await expectRecovered();
    expect(unhandledErrors()).toEqual([]);
  });
});
