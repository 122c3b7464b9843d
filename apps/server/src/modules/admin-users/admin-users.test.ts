import { type AdminUsersResponse, SELF_DEMOTION_MESSAGE } from '@app/core/admin-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_IP_FACTOR: '100' } });
  admin = await signUp(server, { name: 'Ada Admin' });
  await grantRole(server.db, admin.id, 'admin');
});
afterAll(() => server.close());

const list = async (query: string) => {
  const response = await asUser(server, admin)(`/api/admin/users?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminUsersResponse;
};
const setRole = (caller: TestAccount, id: string, role: string) =>
  asUser(server, caller)(`/api/admin/users/${id}/role`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role }),
  });

describe('admin console: users', () => {
  it('finds users by part of their name or e-mail, case-insensitively, with their roles', async () => {
    const grace = await signUp(server, { name: 'Grace Hopper-Zuse' });
    const other = await signUp(server, { name: 'Someone Else' });
    const byName = await list('search=hopper-zu');
    expect(byName.total).toBe(1);
    expect(byName.users).toEqual([
      expect.objectContaining({
        id: grace.id,
        email: grace.email,
        fullName: 'Grace Hopper-Zuse',
        role: 'user',
      }),
    ]);
    const byEmail = await list(`search=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([other.id]);
    // The admin sees their own role too.
    expect((await list(`search=${encodeURIComponent(admin.email)}`)).users[0]?.role).toBe('admin');
    // A '%' is a character to find, not a wildcard.
    expect((await list('search=%25')).total).toBe(0);
  });

  it('pages through many users: limit and offset, and the total of all matches', async () => {
    const tag = `pager${Date.now()}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await signUp(server, { name: `${tag} ${i}` })).id);
    const first = await list(`search=${tag}&limit=2&offset=0`);
    const second = await list(`search=${tag}&limit=2&offset=2`);
    const third = await list(`search=${tag}&limit=2&offset=4`);
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...first.users, ...second.users, ...third.users].map((u) => u.id)).toEqual(made);
  });

  it('grants a role and removes it again; the user sees the change at once', async () => {
    const member = await signUp(server, { name: 'Role Member' });
    expect((await setRole(admin, member.id, 'moderator')).status).toBe(200);
    expect((await list(`search=${encodeURIComponent(member.email)}`)).users[0]?.role).toBe('moderator');
    expect(await (await asUser(server, member)('/api/me')).json()).toMatchObject({ role: 'moderator' });

    expect((await setRole(admin, member.id, 'admin')).status).toBe(200);
    expect((await asUser(server, member)('/api/admin/users')).status).toBe(200);

    // Removed: back to a plain user, and the admin routes refuse them again.
    expect((await setRole(admin, member.id, 'user')).status).toBe(200);
    expect((await list(`search=${encodeURIComponent(member.email)}`)).users[0]?.role).toBe('user');
    expect((await asUser(server, member)('/api/admin/users')).status).toBe(403);
  });

  it('refuses an admin removing their own admin role, with a clear message, and changes nothing', async () => {
    for (const role of ['user', 'moderator']) {
      const response = await setRole(admin, admin.id, role);
      expect(response.status).toBe(409);
      expect(parseErrorBody(await response.text()).error.message).toBe(SELF_DEMOTION_MESSAGE);
    }
    expect((await list(`search=${encodeURIComponent(admin.email)}`)).users[0]?.role).toBe('admin');
    // Another admin may take it away.
    const second = await signUp(server, { name: 'Second Admin' });
    await grantRole(server.db, second.id, 'admin');
    const target = await signUp(server, { name: 'Demoted Admin' });
    await grantRole(server.db, target.id, 'admin');
    expect((await setRole(second, target.id, 'user')).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await setRole(admin, 'no-such-user', 'moderator');
    expect(response.status).toBe(404);
  });
});
