import {
  CATALOGUE_HEALTH_LIMIT,
  type CatalogueHealthResponse,
  type LinkCheckStartResponse,
} from '@app/core/catalogue-health';
import { Hono } from 'hono';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { LinkChecker } from './link-check.ts';
import { brokenLinks, oldestFacts } from './queries.ts';

/**
 * The catalogue's health, admins only:
 *
 * - `GET /api/admin/catalogue/health`: the courses whose facts are oldest (never confirmed
 *   first), the links the last check found broken, and the link check's progress.
 * - `POST /api/admin/catalogue/link-check`: starts a check of every course link in the
 *   background and answers 202 at once with its progress (the same check when one is running).
 */
export function adminCatalogueRoutes(deps: { database: Database; linkChecker: LinkChecker }) {
  const db = deps.database.db;
  return new Hono<SignedInEnv>()
    .use('/admin/catalogue/*', requireAccess('admin'))
    .get('/admin/catalogue/health', async (c) => {
      // Progress is read before the results: a check that says it has finished has stored every
      // result, so the counts read after it include them all. Read after, a check finishing
      // between the two would show as done beside counts missing its last results.
      const linkCheck = deps.linkChecker.progress();
      const [staleFacts, links] = await Promise.all([
        oldestFacts(db, CATALOGUE_HEALTH_LIMIT),
        brokenLinks(db, CATALOGUE_HEALTH_LIMIT),
      ]);
      const body: CatalogueHealthResponse = { staleFacts, links, linkCheck };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .post('/admin/catalogue/link-check', (c) => {
      const started = deps.linkChecker.start();
      const body: LinkCheckStartResponse = { started, linkCheck: deps.linkChecker.progress() };
      return c.json(body, 202);
    });
}
