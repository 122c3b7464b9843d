import type { AdminMailResponse, AuthConfigResponse } from '@app/core/admin-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, postJson, signUp, type TestAccount, uniqueEmail } from '../../testing/accounts.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

describe('mail without SMTP: the outbox', () => {
  let server: TestServer;
  let admin: TestAccount;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_IP_FACTOR: '100', MAIL_FROM: 'noreply@example.org' },
    });
    admin = await signUp(server, { name: 'Mail Admin' });
    await grantRole(server.db, admin.id, 'admin');
  });
  afterAll(() => server.close());

  const outbox = async (query = '') => {
    const response = await asUser(server, admin)(`/api/admin/mail${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as AdminMailResponse;
  };

  it('tells anyone that mail is not configured, and nothing else', async () => {
    const response = await server.fetch('/api/auth-config');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AuthConfigResponse;
    expect(body).toEqual({ mailConfigured: false });
  });

  it('shows admins the reset mails a user asked for, newest first, with their links', async () => {
    const first = await signUp(server, { name: 'First Asker' });
    const second = await signUp(server, { name: 'Second Asker' });
    for (const who of [first, second]) {
      const asked = await postJson(server, '/api/auth/request-password-reset', {
        email: who.email,
        redirectTo: '/reset-password',
      });
      expect(asked.status).toBe(200);
    }
    const body = await outbox();
    expect(body.transport).toBe('outbox');
    expect(body.from).toBe('noreply@example.org');
    expect(body.outbox.total).toBeGreaterThanOrEqual(2);
    const [newest, next] = body.outbox.mails;
    expect(newest?.to).toBe(second.email);
    expect(next?.to).toBe(first.email);
    expect(newest?.subject).toBe('Reset your SkillBridge password');
    expect(newest?.links).toHaveLength(1);
    const link = new URL(newest!.links[0]!);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    expect(newest?.text).toContain(newest?.links[0]);

    // The link works: it leads to the reset page with a token.
    const opened = await server.fetch(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(/\/reset-password\?token=/);
  });

  it('pages through the outbox', async () => {
    const all = await outbox('?limit=100');
    const page = await outbox('?limit=1&offset=1');
    expect(page.outbox).toMatchObject({ limit: 1, offset: 1, total: all.outbox.total });
    expect(page.outbox.mails.map((m) => m.id)).toEqual([all.outbox.mails[1]?.id]);
  });

  it('keeps the same answer for an address without an account (no mail, no hint)', async () => {
    const before = (await outbox()).outbox.total;
    const asked = await postJson(server, '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    expect((await outbox()).outbox.total).toBe(before);
    expect(await (await server.fetch('/api/auth-config')).json()).toEqual({ mailConfigured: false });
  });

  it('is for admins only', async () => {
    expect((await server.fetch('/api/admin/mail')).status).toBe(401);
    const member = await signUp(server);
    expect((await asUser(server, member)('/api/admin/mail')).status).toBe(403);
  });
});

describe('mail over SMTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens there: the server only has to know SMTP is configured.
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => server.close());

  it('tells anyone that mail is configured, and admins that mail leaves over SMTP', async () => {
    expect(await (await server.fetch('/api/auth-config')).json()).toEqual({ mailConfigured: true });
    const admin = await signUp(server, { name: 'Smtp Admin' });
    await grantRole(server.db, admin.id, 'admin');
    const body = (await (await asUser(server, admin)('/api/admin/mail')).json()) as AdminMailResponse;
    expect(body.transport).toBe('smtp');
  });
});
