import { DRAFT_KINDS, type DraftKind, type DraftResponse, draftUpdateSchema } from '@app/core/drafts-api';
import { Hono } from 'hono';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validateJson } from '../../http/validate.ts';
import { deleteDraft, readDraft, writeDraft } from './queries.ts';

/**
 * `/api/me/drafts/:kind`: the signed-in user's own draft of the CV builder ('cv') or the
 * cover-letter builder ('cover-letter'): GET it, PUT the whole form, DELETE it ('Clear form').
 * Keyed by the session's user id only, so nobody reaches another user's draft. One route per
 * kind, so each body is parsed by its own schema through the common validation (control
 * characters refused, 400 naming the field); any other kind is not a route (404).
 */
export function draftRoutes(deps: { database: Database }) {
  const db = deps.database.db;
  const drafts = new Hono<SignedInEnv>().use(requireAccess('user'));
  for (const kind of DRAFT_KINDS) addKind(drafts, kind);
  return new Hono<AppEnv>().route('/me/drafts', drafts);

  function addKind(routes: Hono<SignedInEnv>, kind: DraftKind) {
    routes
      .get(`/${kind}`, async (c) => {
        const row = await readDraft(db, c.var.user.id, kind);
        const body: DraftResponse = {
          content: (row?.content ?? null) as DraftResponse['content'],
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
        return c.json(body);
      })
      .put(`/${kind}`, validateJson(draftUpdateSchema(kind)), async (c) => {
        const { content } = c.req.valid('json');
        const updatedAt = await writeDraft(db, c.var.user.id, kind, content);
        const body: DraftResponse = { content, updatedAt: updatedAt.toISOString() };
        return c.json(body);
      })
      .delete(`/${kind}`, async (c) => {
        await deleteDraft(db, c.var.user.id, kind);
        return c.body(null, 204);
      });
  }
}
