import { effectiveRole, roleFlags } from '@app/core/roles';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  profileUpdateSchema,
  settingsUpdateSchema,
} from '@app/core/settings';
import { displayName } from '@app/core/user-display';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { validateJson, validateParams } from '../../http/validate.ts';
import type { AvatarStore } from './avatar-files.ts';
import { collectUserData } from './export.ts';
import { readAccount, readSettings, replaceAvatarUrl, updateFullName, writeSettings } from './queries.ts';

/**
 * The signed-in user's own account: `/api/me/*`. Every query is keyed by the session's user id,
 * never by an id from the request, so nobody can read or change another user's data here.
 */
export function profileRoutes(deps: { database: Database; avatars: AvatarStore }) {
  const db = deps.database.db;
  const me = new Hono<SignedInEnv>()
    .use(requireAccess('user'))
    .get('/', async (c) => {
      const account = await readAccount(db, c.var.user.id);
      if (!account) throw notFound('Your account no longer exists.');
      return c.json(describeAccount(account));
    })
    .patch('/profile', validateJson(profileUpdateSchema), async (c) => {
      const { fullName } = c.req.valid('json');
      await updateFullName(db, c.var.user.id, fullName);
      return c.json({ fullName });
    })
    .post('/avatar', async (c) => {
      const form = await c.req.formData().catch(() => {
        throw badRequest('Send the image as multipart/form-data in a field named "file".');
      });
      const file = form.get('file');
      if (!(file instanceof File))
        throw badRequest('Send the image as multipart/form-data in a field named "file".');
      if (file.size > AVATAR_MAX_BYTES) throw new AppError(413, 'avatar_too_large', AVATAR_TOO_LARGE);
      const url = await deps.avatars.save(c.var.user.id, new Uint8Array(await file.arrayBuffer()));
      const previous = await replaceAvatarUrl(db, c.var.user.id, url);
      await deps.avatars.remove(c.var.user.id, previous);
      return c.json({ avatarUrl: url });
    })
    .delete('/avatar', async (c) => {
      const previous = await replaceAvatarUrl(db, c.var.user.id, null);
      await deps.avatars.remove(c.var.user.id, previous);
      return c.json({ avatarUrl: null });
    })
    .get('/settings', async (c) => c.json(await readSettings(db, c.var.user.id)))
    .put('/settings', validateJson(settingsUpdateSchema), async (c) => {
      const current = await readSettings(db, c.var.user.id);
      const next = { ...current, ...c.req.valid('json') };
      await writeSettings(db, c.var.user.id, next);
      return c.json(next);
    })
    .get('/export', async (c) => {
      const data = await collectUserData(db, c.var.user.id);
      c.header('Content-Disposition', 'attachment; filename="skillbridge-my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    });

  return (
    new Hono<AppEnv>()
      .route('/me', me)
      // What the web app asks on every load: a visitor is an ordinary answer here (`user: null`), not
      // a 401 that browsers log as a failed request. API clients keep `/api/me` and its 401.
      .get('/session', async (c) => {
        const found = await currentUser(c);
        const account = found ? await readAccount(db, found.id) : undefined;
        c.header('Cache-Control', 'no-store');
        return c.json({ user: account ? describeAccount(account) : null });
      })
      .get('/avatars/:file', validateParams(z.object({ file: z.string().max(100) })), async (c) => {
        const found = await deps.avatars.read(c.req.valid('param').file);
        if (!found) throw notFound('No such avatar.');
        return c.body(new Uint8Array(found.bytes), 200, {
          'Content-Type': found.mime,
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
      })
  );
}

function describeAccount(account: NonNullable<Awaited<ReturnType<typeof readAccount>>>) {
  const role = effectiveRole(account.role);
  return {
    id: account.id,
    email: account.email,
    fullName: account.fullName,
    displayName: displayName(account.fullName, account.email),
    avatarUrl: account.avatarUrl,
    role,
    ...roleFlags(role),
    createdAt: account.createdAt,
  };
}
