import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, postJson, signUp, uniqueEmail } from './testing/accounts.ts';
import {
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './testing/test-server.ts';

// Two instances of the server on one PostgreSQL database and one shared DATA_DIR, as behind a
// load balancer (README, "Running several instances"): whichever instance a request lands on,
// sessions, sign-outs, rate limits and uploaded avatars are the same.

let database: TestDatabase;
let sharedDataDir: string;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  sharedDataDir = mkdtempSync(join(tmpdir(), 'skillbridge-shared-data-'));
  // No AUTH_SECRET: the first instance generates one and keeps it in the database for the second.
  const env = { DATA_DIR: sharedDataDir };
  a = await startTestServer({ database: database.config, env });
  b = await startTestServer({ database: database.config, env });
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
  if (sharedDataDir) rmSync(sharedDataDir, { recursive: true, force: true });
});

const meOn = async (server: TestServer, cookie: string) => {
  const response = await server.fetch('/api/me', { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as { id?: string; email?: string } };
};

describe('two instances on one PostgreSQL', () => {
  it('listen on different ports', () => {
    expect(a.url).not.toBe(b.url);
    expect(a.driver).toBe('postgres');
  });

  it('accept on one instance the session made on the other, as a cookie and as a bearer token', async () => {
    const account = await signUp(a);
    const onB = await meOn(b, account.cookie);
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: account.id, email: account.email });
    const bearer = await b.fetch('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(((await bearer.json()) as { id: string }).id).toBe(account.id);
    // A write on B is read back on A.
    const renamed = await asUser(b, account)('/api/me/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Renamed On B' }),
    });
    expect(renamed.status).toBe(200);
    const onA = await asUser(a, account)('/api/me');
    expect(((await onA.json()) as { fullName: string }).fullName).toBe('Renamed On B');
  });

  it('signs out everywhere: a sign-out on B ends the session on A', async () => {
    const account = await signUp(a);
    expect((await meOn(a, account.cookie)).status).toBe(200);
    const out = await asUser(b, account)('/api/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect((await meOn(a, account.cookie)).status).toBe(401);
    expect((await meOn(b, account.cookie)).status).toBe(401);
  });

  it('shares rate limits: requests counted on A count on B', async () => {
    const email = uniqueEmail('limited');
    const request = (server: TestServer) =>
      postJson(server, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    // Three reset e-mails per address per hour, wherever they are asked for.
    for (let i = 0; i < 3; i++) expect((await request(a)).status).toBe(200);
    const onB = await request(b);
    expect(onB.status).toBe(429);
    expect(onB.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves an avatar uploaded on one instance from the other (DATA_DIR on a shared volume)', async () => {
    const account = await signUp(a);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const form = new FormData();
    form.set('file', new File([png], 'me.png', { type: 'image/png' }));
    const upload = await asUser(a, account)('/api/me/avatar', { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const { avatarUrl } = (await upload.json()) as { avatarUrl: string };
    const fromB = await b.fetch(avatarUrl);
    expect(fromB.status).toBe(200);
    expect(new Uint8Array(await fromB.arrayBuffer())).toEqual(png);
  });
});
