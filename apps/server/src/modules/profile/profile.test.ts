import type { UserSettings } from '@app/core/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { asUser, postJson, signUp } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

// Smallest valid images of each allowed type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

function upload(bytes: Buffer, type = 'image/png', name = 'a.png'): RequestInit {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return { method: 'POST', body: form };
}

describe('profile', () => {
  it('saves the full name, and SQL-looking text is stored as text', async () => {
    const a = await signUp(server);
    const name = "Robert'); DROP TABLE profiles;--";
    const put = await asUser(server, a)('/api/me/profile', json('PATCH', { fullName: name }));
    expect(put.status).toBe(200);
    expect(await (await asUser(server, a)('/api/me')).json()).toMatchObject({ fullName: name });
  });

  it('refuses an empty or oversized name with 400', async () => {
    const a = await signUp(server);
    for (const fullName of ['   ', 'x'.repeat(121), 42]) {
      const response = await asUser(server, a)('/api/me/profile', json('PATCH', { fullName }));
      expect(response.status).toBe(400);
      expect(parseErrorBody(await response.text()).error.code).toBe('invalid_input');
    }
  });
});

describe('settings', () => {
  it('starts at the spec defaults and keeps what is saved', async () => {
    const a = await signUp(server);
    const initial = (await (await asUser(server, a)('/api/me/settings')).json()) as UserSettings;
    expect(initial).toEqual({
      notifications: { emailNotifications: true, pushNotifications: false, weeklyDigest: true },
      privacy: { analyticsTracking: true },
      appearance: { theme: 'system', compactMode: false, animations: true },
    });
    const appearance = { theme: 'dark', compactMode: true, animations: false };
    expect((await asUser(server, a)('/api/me/settings', json('PUT', { appearance }))).status).toBe(200);
    const after = (await (await asUser(server, a)('/api/me/settings')).json()) as UserSettings;
    expect(after.appearance).toEqual(appearance);
    expect(after.notifications).toEqual(initial.notifications);
  });

  it('refuses unknown keys and wrong types with 400', async () => {
    const a = await signUp(server);
    for (const body of [
      { theme: 'dark' },
      { appearance: { theme: 'neon', compactMode: true, animations: true } },
      [],
    ]) {
      expect((await asUser(server, a)('/api/me/settings', json('PUT', body))).status).toBe(400);
    }
  });

  it("keeps one user's settings away from another", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    await asUser(server, a)(
      '/api/me/settings',
      json('PUT', {
        privacy: { analyticsTracking: false },
      }),
    );
    const bSettings = (await (await asUser(server, b)('/api/me/settings')).json()) as UserSettings;
    expect(bSettings.privacy.analyticsTracking).toBe(true);
  });

  it('reads a document stored with the removed public-profile settings, and a save drops them', async () => {
    const a = await signUp(server);
    const old = {
      notifications: { emailNotifications: false, pushNotifications: false, weeklyDigest: true },
      privacy: { profileVisibility: false, courseProgressSharing: true, analyticsTracking: false },
      appearance: { theme: 'dark', compactMode: false, animations: true },
    };
    await server.database.db.execute(
      sql`insert into user_settings (user_id, settings) values (${a.id}, ${JSON.stringify(old)}::jsonb)`,
    );
    const read = (await (await asUser(server, a)('/api/me/settings')).json()) as UserSettings;
    expect(read).toEqual({ ...old, privacy: { analyticsTracking: false } });
    const saved = await asUser(server, a)(
      '/api/me/settings',
      json('PUT', { privacy: { analyticsTracking: true } }),
    );
    expect(saved.status).toBe(200);
    const [row] = rows<{ settings: UserSettings }>(
      await server.database.db.execute(sql`select settings from user_settings where user_id = ${a.id}`),
    );
    expect(row!.settings.privacy).toEqual({ analyticsTracking: true });
    expect(row!.settings.appearance).toEqual(old.appearance);
  });
});

describe('avatar', () => {
  it('accepts a PNG and a GIF, serves them, and removes the replaced file', async () => {
    const a = await signUp(server);
    const first = await asUser(server, a)('/api/me/avatar', upload(PNG));
    expect(first.status).toBe(200);
    const { avatarUrl: firstUrl } = (await first.json()) as { avatarUrl: string };
    const served = await server.fetch(firstUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const second = await asUser(server, a)('/api/me/avatar', upload(GIF, 'image/gif', 'b.gif'));
    const { avatarUrl } = (await second.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/\.gif$/);
    expect((await server.fetch(firstUrl)).status).toBe(404);
    expect(await (await asUser(server, a)('/api/me')).json()).toMatchObject({ avatarUrl });
  });

  it('refuses an image over 1 MB with a clear message', async () => {
    const a = await signUp(server);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const response = await asUser(server, a)('/api/me/avatar', upload(big));
    expect(response.status).toBe(413);
    expect(parseErrorBody(await response.text()).error.message).toBe(
      'The image is larger than 1 MB. Choose a JPG, GIF or PNG of 1 MB or less.',
    );
  });

  it('refuses a file that only claims to be an image', async () => {
    const a = await signUp(server);
    const response = await asUser(server, a)(
      '/api/me/avatar',
      upload(Buffer.from('<svg onload=alert(1)>'), 'image/png'),
    );
    expect(response.status).toBe(415);
    expect(parseErrorBody(await response.text()).error.message).toMatch(/JPG, GIF or PNG/);
  });
});

describe('download my data and delete account', () => {
  it('exports what we hold about the user as a JSON file, without secrets', async () => {
    const a = await signUp(server, { name: 'Export Me' });
    const response = await asUser(server, a)('/api/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.json"/);
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: a.id, email: a.email, role: 'user' });
    expect(data.profile.fullName).toBe('Export Me');
    expect(data.settings.appearance.theme).toBe('system');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).not.toContain(a.password);
    expect(text).not.toMatch(/token/i);
  });

  it('deletes the account and every row of that user, table by table', async () => {
    const a = await signUp(server);
    const other = await signUp(server);
    await asUser(server, a)(
      '/api/me/settings',
      json('PUT', { appearance: { theme: 'dark', compactMode: false, animations: true } }),
    );
    await asUser(server, a)('/api/me/avatar', upload(PNG));
    await postJson(server, '/api/auth/request-password-reset', {
      email: a.email,
      redirectTo: '/reset-password',
    });

    const wrong = await asUser(server, a)(
      '/api/auth/delete-user',
      json('POST', { password: 'not-my-password-1' }),
    );
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const deleted = await asUser(server, a)('/api/auth/delete-user', json('POST', { password: a.password }));
    expect(deleted.status).toBe(200);
    expect((await asUser(server, a)('/api/me')).status).toBe(401);

    // Every table with a column that can hold a user id: none may still hold this user's.
    const columns = rows<{ table_name: string; column_name: string }>(
      await server.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'text'
          and (column_name in ('user_id', 'id', 'identifier', 'value'))`),
    );
    expect(columns.length).toBeGreaterThan(5);
    for (const { table_name, column_name } of columns) {
      const found = rows<{ n: number }>(
        await server.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${a.id}`,
        ),
      );
      expect(found[0]!.n, `${table_name}.${column_name} still holds the deleted user`).toBe(0);
    }
    const mail = rows<{ n: number }>(
      await server.db.execute(sql`select count(*)::int as n from outbox_mail where to_address = ${a.email}`),
    );
    expect(mail[0]!.n).toBe(0);
    // The other user is untouched.
    expect((await asUser(server, other)('/api/me')).status).toBe(200);
  });
});

describe('GET /api/session', () => {
  it('answers a visitor 200 with user null, and a signed-in user with the same account as /api/me', async () => {
    const visitor = await server.fetch('/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    expect(await visitor.json()).toEqual({ user: null });

    const a = await signUp(server);
    const me = await (await asUser(server, a)('/api/me')).json();
    const session = await asUser(server, a)('/api/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ user: me });
    expect(me).toMatchObject({ id: a.id, email: a.email });
  });
});
