import { CSV_BOM, csvRow } from '@app/core/csv';
import {
  ALREADY_ON_WAITLIST,
  WAITLIST_FEATURES,
  WAITLIST_MESSAGES,
  type WaitlistJoined,
  waitlistJoinSchema,
} from '@app/core/waitlist';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { requireAccess, type SignedInEnv } from '../../auth/access.ts';
import { hit, type LimitRule } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { conflict, tooManyRequests } from '../../http/errors.ts';
import { validateJson, validateQuery } from '../../http/validate.ts';
import { allWaitlistEntries, countWaitlistByFeature, insertWaitlistEntry, listWaitlist } from './queries.ts';

/**
 * Joins per address per hour. A person joins at most two lists; the head-room is for households
 * and offices behind one address. Multiplied by RATE_LIMIT_IP_FACTOR like the auth limits.
 */
export const WAITLIST_IP_LIMIT: LimitRule = { max: 20, windowSeconds: 60 * 60 };

const feature = z.enum(WAITLIST_FEATURES, {
  error: `feature must be one of ${WAITLIST_FEATURES.join(', ')}.`,
});
const listQuery = z.object({
  feature: feature.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
const csvQuery = z.object({ feature: feature.optional() });

const CSV_HEADER = ['full_name', 'email', 'feature_type', 'message', 'created_at'];

export interface WaitlistRouteDeps {
  database: Database;
  /** Multiplies the per-IP limit (see config RATE_LIMIT_IP_FACTOR). */
  ipLimitFactor: number;
}

/**
 * `POST /api/waitlist` (anyone: the spec's waitlist needs no account) and the admins' list and
 * CSV export under `/api/admin/waitlist`.
 */
export function waitlistRoutes(deps: WaitlistRouteDeps) {
  const db = deps.database.db;
  const perIp: LimitRule = {
    ...WAITLIST_IP_LIMIT,
    max: Math.max(1, Math.round(WAITLIST_IP_LIMIT.max * deps.ipLimitFactor)),
  };

  // Counted before the body is read, so floods of bad requests are limited too.
  const joinLimit = createMiddleware<AppEnv>(async (c, next) => {
    const state = await hit(db, `waitlist:join:ip:${c.var.clientIp}`, perIp);
    if (state.count > perIp.max) {
      const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
      throw tooManyRequests(
        `Too many waitlist sign-ups from your network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        state.retryAfterSeconds,
      );
    }
    await next();
  });

  const publicRoutes = new Hono<AppEnv>().post(
    '/waitlist',
    joinLimit,
    validateJson(waitlistJoinSchema),
    async (c) => {
      const entry = c.req.valid('json');
      const added = await insertWaitlistEntry(db, entry);
      if (!added) {
        throw conflict(WAITLIST_MESSAGES.duplicate(entry.featureType), undefined, ALREADY_ON_WAITLIST);
      }
      c.var.logger.info({ featureType: entry.featureType }, 'Waitlist sign-up');
      const body: WaitlistJoined = { featureType: entry.featureType, email: entry.email };
      return c.json(body, 201);
    },
  );

  const adminRoutes = new Hono<SignedInEnv>()
    .use('/admin/waitlist', requireAccess('admin'))
    .use('/admin/waitlist.csv', requireAccess('admin'))
    .get('/admin/waitlist', validateQuery(listQuery), async (c) => {
      const query = c.req.valid('query');
      const page = await listWaitlist(db, query);
      c.header('Cache-Control', 'no-store');
      return c.json({
        ...page,
        limit: query.limit,
        offset: query.offset,
        counts: await countWaitlistByFeature(db),
      });
    })
    .get('/admin/waitlist.csv', validateQuery(csvQuery), async (c) => {
      const { feature: only } = c.req.valid('query');
      let csv = CSV_BOM + csvRow(CSV_HEADER);
      for await (const e of allWaitlistEntries(db, only)) {
        csv += csvRow([e.fullName, e.email, e.featureType, e.message, e.createdAt]);
      }
      const date = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="waitlist-${only ?? 'all'}-${date}.csv"`,
        'Cache-Control': 'no-store',
      });
    });

  return new Hono<AppEnv>().route('/', publicRoutes).route('/', adminRoutes);
}
