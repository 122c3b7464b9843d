import type { AdminMailResponse, AuthConfigResponse } from '@app/core/admin-console';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validateQuery } from '../../http/validate.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listOutbox } from './queries.ts';

const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * Mail as the product shows it:
 *
 * - `GET /api/auth-config` (anyone): whether mail can leave this server, so the forgot-password
 *   dialog does not promise an e-mail that will never arrive. Says nothing about any account.
 * - `GET /api/admin/mail` (admins): the transport, and the outbox newest first, so an admin of a
 *   server without SMTP can hand a user the reset link they asked for.
 */
export function mailRoutes(deps: { database: Database; mailer: Mailer; from: string }) {
  const db = deps.database.db;
  const publicRoutes = new Hono<AppEnv>().get('/auth-config', (c) => {
    const body: AuthConfigResponse = { mailConfigured: deps.mailer.transport === 'smtp' };
    return c.json(body);
  });

  const adminRoutes = new Hono<SignedInEnv>()
    .use('/admin/mail', requireAccess('admin'))
    .get('/admin/mail', validateQuery(outboxQuery), async (c) => {
      const query = c.req.valid('query');
      const body: AdminMailResponse = {
        transport: deps.mailer.transport,
        from: deps.from,
        outbox: { ...(await listOutbox(db, query)), ...query },
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });

  return new Hono<AppEnv>().route('/', publicRoutes).route('/', adminRoutes);
}
