import type { CatalogueHealthResponse, LinkCheckStartResponse } from '@app/core/catalogue-health';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { rows } from '../../db/client.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { checkLink } from './link-check.ts';

// The link check requests the courses table's links over real HTTP. It cannot reach the vendors
// from here, so the courses' links point at a local server answering each case.

const TIMEOUT_MS = 700;
const CONCURRENCY = 3;

let server: TestServer;
let site: SourceServer;
let admin: TestAccount;
let user: TestAccount;
let inFlight = 0;
let mostInFlight = 0;

/** The local site: each path one way a course page can answer. */
function serveSite() {
  const counted = (reply: () => { status: number; headers?: Record<string, string> }) => async () => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight--;
    return reply();
  };
  site.on(
    '/ok',
    counted(() => ({ status: 200, body: '<h1>Course</h1>' })),
  );
  site.on(
    '/course/missing',
    counted(() => ({ status: 404 })),
  );
  site.on(
    '/course/moved',
    counted(() => ({ status: 301, headers: { location: '/course/new-home' } })),
  );
  site.on(
    '/course/new-home',
    counted(() => ({ status: 200 })),
  );
  site.on(
    '/course/moved-gone',
    counted(() => ({ status: 301, headers: { location: '/course/gone' } })),
  );
  site.on(
    '/course/gone',
    counted(() => ({ status: 404 })),
  );
  site.on('/course/slow', { status: 200, delayMs: 3_000 });
  site.on('/course/no-head', (req) => ({ status: req.method === 'HEAD' ? 405 : 200 }));
  site.on('/course/retired', { status: 302, headers: { location: '/search?q=retired+course' } });
  site.on('/search', { status: 200 });
}

const CASES = {
  missing: { path: '/course/missing', status: 'broken', detail: 'HTTP 404' },
  moved: { path: '/course/moved', status: 'ok', detail: null },
  movedGone: { path: '/course/moved-gone', status: 'broken', detail: 'HTTP 404' },
  slow: { path: '/course/slow', status: 'broken', detail: 'timeout' },
  noHead: { path: '/course/no-head', status: 'ok', detail: null },
  retired: { path: '/course/retired', status: 'broken', detail: 'redirected to a search page' },
} as const;

/** Course ids picked for each case, and for the facts dates. */
let ids: number[] = [];
const caseIds = new Map<keyof typeof CASES | 'dns', number>();

beforeAll(async () => {
  site = await startSourceServer();
  serveSite();
  server = await startTestServer({
    env: { LINK_CHECK_TIMEOUT_MS: String(TIMEOUT_MS), LINK_CHECK_CONCURRENCY: String(CONCURRENCY) },
  });
  user = await signUp(server, { name: 'Learner' });
  admin = await signUp(server, { name: 'Catalogue Admin' });
  await grantRole(server.db, admin.id, 'admin');

  ids = rows<{ id: number }>(await server.db.execute(sql`select id from courses order by id`)).map(
    (r) => r.id,
  );
  expect(ids.length).toBeGreaterThan(20);
  // Every course's link goes to the local site; a few to the cases above.
  await server.db.execute(sql`update courses set link = ${`${site.url}/ok?course=`} || id::text`);
  const names = Object.keys(CASES) as Array<keyof typeof CASES>;
  for (const [i, name] of names.entries()) {
    caseIds.set(name, ids[i * 7 + 3]!);
    await server.db.execute(
      sql`update courses set link = ${site.url + CASES[name].path} where id = ${caseIds.get(name)!}`,
    );
  }
  // A name no resolver knows (.invalid is reserved for that).
  caseIds.set('dns', ids[60]!);
  await server.db.execute(
    sql`update courses set link = 'https://course-page.does-not-exist.invalid/learn' where id = ${ids[60]!}`,
  );
});
afterAll(async () => {
  await server?.close();
  await site?.close();
});

const as = (account: TestAccount | null) => (path: string, init?: RequestInit) =>
  account ? asUser(server, account)(path, init) : server.fetch(path, init);

async function health(): Promise<CatalogueHealthResponse> {
  const res = await as(admin)('/api/admin/catalogue/health');
  expect(res.status).toBe(200);
  return (await res.json()) as CatalogueHealthResponse;
}

describe('catalogue health (admin)', () => {
  it('is for admins only', async () => {
    for (const [account, status] of [
      [null, 401],
      [user, 403],
    ] as const) {
      expect((await as(account)('/api/admin/catalogue/health')).status).toBe(status);
      expect((await as(account)('/api/admin/catalogue/link-check', { method: 'POST' })).status).toBe(status);
    }
    // A refused caller started nothing.
    expect((await health()).linkCheck.startedAt).toBeNull();
  });

  it('lists the courses whose facts are oldest, never confirmed first, with their links', async () => {
    const [never, oldest, older] = [ids[5]!, ids[9]!, ids[2]!];
    await server.db.execute(sql`update courses set facts_confirmed_on = '2026-10-01'`);
    await server.db.execute(sql`update courses set facts_confirmed_on = null where id = ${never}`);
    await server.db.execute(sql`update courses set facts_confirmed_on = '2024-03-01' where id = ${oldest}`);
    await server.db.execute(sql`update courses set facts_confirmed_on = '2025-05-01' where id = ${older}`);
    const { staleFacts } = await health();
    expect(staleFacts.neverConfirmed).toBe(1);
    expect(staleFacts.total).toBe(ids.length);
    expect(staleFacts.courses.slice(0, 3).map((c) => [c.id, c.factsConfirmedOn])).toEqual([
      [never, null],
      [oldest, '2024-03-01'],
      [older, '2025-05-01'],
    ]);
    expect(staleFacts.courses[0]!.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(staleFacts.courses[3]!.factsConfirmedOn).toBe('2026-10-01');
  });

  it('checks every link off the request path and lists the broken ones with what it found', async () => {
    const started = performance.now();
    const res = await as(admin)('/api/admin/catalogue/link-check', { method: 'POST' });
    const answeredMs = performance.now() - started;
    expect(res.status).toBe(202);
    const body = (await res.json()) as LinkCheckStartResponse;
    expect(body.started).toBe(true);
    expect(body.linkCheck.running).toBe(true);
    // The slow link alone takes the whole time-out: the answer did not wait for the check.
    expect(answeredMs).toBeLessThan(TIMEOUT_MS);

    const again = (await (
      await as(admin)('/api/admin/catalogue/link-check', { method: 'POST' })
    ).json()) as LinkCheckStartResponse;
    expect(again.started).toBe(false);
    expect(again.linkCheck.running).toBe(true);

    let last = await health();
    const deadline = Date.now() + 60_000;
    while (last.linkCheck.running && Date.now() < deadline) {
      expect(last.linkCheck.checked).toBeLessThanOrEqual(last.linkCheck.total);
      await new Promise((r) => setTimeout(r, 200));
      last = await health();
    }
    const checkMs = Math.round(performance.now() - started);
    expect(last.linkCheck).toMatchObject({
      running: false,
      checked: ids.length,
      total: ids.length,
      error: null,
    });

    const broken = new Map(last.links.courses.map((c) => [c.id, c]));
    const expectedBroken = Object.entries(CASES).filter(([, c]) => c.status === 'broken');
    expect(last.links.broken).toBe(expectedBroken.length + 1);
    expect(last.links.ok).toBe(ids.length - last.links.broken);
    expect(last.links.unchecked).toBe(0);
    expect(last.links.lastCheckedAt).not.toBeNull();
    for (const [name, c] of expectedBroken) {
      const found = broken.get(caseIds.get(name as keyof typeof CASES)!);
      expect(found, name).toBeDefined();
      expect(found!.detail, name).toBe(c.detail);
      expect(found!.link).toBe(site.url + c.path);
    }
    expect(broken.get(caseIds.get('dns')!)?.detail).toBe('DNS failure');

    const stored = rows<{ id: number; status: string; detail: string | null }>(
      await server.db.execute(
        sql`select id, link_check_status as status, link_check_detail as detail from courses
            where id in (${caseIds.get('moved')!}, ${caseIds.get('noHead')!})`,
      ),
    );
    expect(stored.map((r) => [r.status, r.detail])).toEqual([
      ['ok', null],
      ['ok', null],
    ]);

    // Polite: named itself, a few at a time, GET only where HEAD was refused.
    const toSite = site.requests;
    expect(new Set(toSite.map((r) => r.headers['user-agent']))).toEqual(
      new Set([expect.stringMatching(/^SkillBridge-link-check\/1\.0 \(\+http/)]),
    );
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(CONCURRENCY);
    expect(toSite.filter((r) => r.path === '/course/no-head').map((r) => r.method)).toEqual(['HEAD', 'GET']);
    expect(toSite.filter((r) => r.path === '/ok').every((r) => r.method === 'HEAD')).toBe(true);
    console.info(
      `[link-check] ${ids.length} links checked in ${checkMs} ms (concurrency ${CONCURRENCY}, at most ${mostInFlight} at once); ${last.links.broken} broken: ${last.links.courses.map((c) => c.detail).join(', ')}`,
    );
  });
});

describe('checkLink', () => {
  it('calls a redirect to the site home page broken, and a page that stays put fine', async () => {
    site.on('/course/folded', { status: 301, headers: { location: '/' } });
    site.on('/', { status: 200 });
    const options = { timeoutMs: TIMEOUT_MS, userAgent: 'test' };
    expect(await checkLink(`${site.url}/course/folded`, options)).toMatchObject({
      status: 'broken',
      detail: 'redirected to the home page',
    });
    expect(await checkLink(`${site.url}/ok`, options)).toMatchObject({ status: 'ok', detail: null });
    expect(await checkLink('not a link', options)).toMatchObject({ status: 'broken' });
  });
});
