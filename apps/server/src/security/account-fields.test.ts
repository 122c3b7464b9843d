import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema.ts';
import {
  asUser,
  postJson,
  signUp,
  strongPassword,
  type TestAccount,
  uniqueEmail,
} from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

// The account's name and picture are the app's own fields: PATCH /api/me/profile checks the name,
// /api/me/avatar stores the picture. Better Auth's update-user must not be a way around either,
// and deleting an account must only ever remove that account's own files.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAvatar(account: TestAccount): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  const response = await asUser(server, account)('/api/me/avatar', { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { avatarUrl: string }).avatarUrl;
}

const post = (account: TestAccount, path: string, body: unknown) =>
  asUser(server, account)(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const deleteAccount = (account: TestAccount) =>
  post(account, '/api/auth/delete-user', { password: account.password });

describe("another user's avatar file", () => {
  it('cannot be pointed at through update-user, and survives the attacker deleting their account', async () => {
    const victim = await signUp(server, { name: 'Victim' });
    const victimUrl = await uploadAvatar(victim);
    const attacker = await signUp(server, { name: 'Attacker' });

    const update = await post(attacker, '/api/auth/update-user', { image: victimUrl });
    expect(update.status).toBe(404);
    expect(parseErrorBody(await update.text()).error.message).toMatch(/\/api\/me\/avatar/);

    expect((await deleteAccount(attacker)).status).toBe(200);
    expect((await server.fetch(victimUrl)).status).toBe(200);
    expect(await (await asUser(server, victim)('/api/me')).json()).toMatchObject({ avatarUrl: victimUrl });
  });

  it('cannot be named at sign-up', async () => {
    const victim = await signUp(server);
    const victimUrl = await uploadAvatar(victim);
    const response = await postJson(server, '/api/auth/sign-up/email', {
      email: uniqueEmail('image'),
      password: strongPassword(),
      name: 'Sneaky',
      image: victimUrl,
    });
    expect(response.status).toBe(400);
    expect(parseErrorBody(await response.text()).error.message).toMatch(/\/api\/me\/avatar/);
  });

  it('is not removed when a deleted account still names it (a row written before this rule)', async () => {
    const victim = await signUp(server);
    const victimUrl = await uploadAvatar(victim);
    const leaver = await signUp(server);
    const ownUrl = await uploadAvatar(leaver);
    await server.db.update(user).set({ image: victimUrl }).where(eq(user.id, leaver.id));

    expect((await deleteAccount(leaver)).status).toBe(200);
    expect((await server.fetch(victimUrl)).status).toBe(200);
    // The leaver's own upload goes, although the row no longer named it.
    expect((await server.fetch(ownUrl)).status).toBe(404);
  });

  it("removes the deleted account's own avatar file", async () => {
    const leaver = await signUp(server);
    const ownUrl = await uploadAvatar(leaver);
    expect((await server.fetch(ownUrl)).status).toBe(200);
    expect((await deleteAccount(leaver)).status).toBe(200);
    expect((await server.fetch(ownUrl)).status).toBe(404);
  });
});

describe('/api/auth/update-user', () => {
  it("is closed: the profile's 120-character name rule cannot be skipped", async () => {
    const account = await signUp(server, { name: 'Ada Lovelace' });
    const bodies = [{ name: 'x'.repeat(900 * 1024) }, { name: null }, { name: 'Fine Name' }, {}];
    for (const path of ['/api/auth/update-user', '/api/auth/update-user/', '/api/auth//update-user']) {
      for (const body of bodies) {
        const response = await post(account, path, body);
        expect(response.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        parseErrorBody(await response.text());
      }
    }
    const me = (await (await asUser(server, account)('/api/me')).json()) as { fullName: string };
    expect(me.fullName).toBe('Ada Lovelace');
    const [row] = await server.db.select({ name: user.name }).from(user).where(eq(user.id, account.id));
    expect(row?.name).toBe('Ada Lovelace');
  });

  it('leaves the name to PATCH /api/me/profile and its rules', async () => {
    const account = await signUp(server, { name: 'Ada Lovelace' });
    const patch = (fullName: unknown) =>
      asUser(server, account)('/api/me/profile', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName }),
      });
    expect((await patch('x'.repeat(121))).status).toBe(400);
    expect((await patch(null)).status).toBe(400);
    expect((await patch('Ada King')).status).toBe(200);
    const [row] = await server.db.select({ name: user.name }).from(user).where(eq(user.id, account.id));
    expect(row?.name).toBe('Ada King');
  });
});
