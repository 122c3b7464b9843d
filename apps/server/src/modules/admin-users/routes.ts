import { SELF_DEMOTION_MESSAGE } from '@app/core/admin-console';
import { ROLES } from '@app/core/roles';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { grantRole } from '../../auth/roles-queries.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { validateJson, validateParams, validateQuery } from '../../http/validate.ts';
import { listUsers, userExists } from './queries.ts';

const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `/api/admin/users`: admins list accounts and change roles. */
export function adminUserRoutes(deps: { database: Database }) {
  const db = deps.database.db;
  return new Hono<SignedInEnv>()
    .use('/admin/users/*', requireAccess('admin'))
    .use('/admin/users', requireAccess('admin'))
    .get('/admin/users', validateQuery(listQuery), async (c) =>
      c.json(await listUsers(db, c.req.valid('query'))),
    )
    .put(
      '/admin/users/:id/role',
      validateParams(z.object({ id: z.string().min(1).max(100) })),
      validateJson(z.object({ role: z.enum(ROLES) })),
      async (c) => {
        const { id } = c.req.valid('param');
        const { role } = c.req.valid('json');
        if (!(await userExists(db, id))) throw notFound('No user with that id.');
        // An admin taking away their own admin role could leave the platform without one.
        if (id === c.var.user.id && role !== 'admin') throw conflict(SELF_DEMOTION_MESSAGE);
        await grantRole(db, id, role);
        return c.json({ id, role });
      },
    );
}
