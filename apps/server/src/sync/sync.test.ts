import { LIVE_SOURCES } from '@app/core/course-catalogue';
import type {
  LiveSourcesResponse,
  SyncResponse,
  SyncRunsResponse,
  SyncStatusResponse,
} from '@app/core/live-sync';
import { count, eq } from 'drizzle-orm';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../auth/roles-queries.ts';
import { microsoftCourses, syncRuns } from '../db/schema.ts';
import { asUser, signUp, type TestAccount } from '../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { SNAPSHOTS_KEPT } from './queries.ts';
import { fixtureText as readFixture, serveAllFixtures, sourceEnv } from './testing/source-fixtures.ts';

let sources: SourceServer;
let server: TestServer;
let admin: TestAccount;
let asAdmin: ReturnType<typeof asUser>;

beforeAll(async () => {
  sources = await startSourceServer();
  serveAllFixtures(sources);
  server = await startTestServer({ env: sourceEnv(sources) });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  asAdmin = asUser(server, admin);
});
afterAll(async () => {
  await server?.close();
  await sources?.close();
});

const sync = async (source: string) => {
  const response = await asAdmin(`/api/admin/sync/${source}`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SyncResponse;
};
const coursesOf = async (provider: string) =>
  (await (await server.fetch(`/api/courses?provider=${encodeURIComponent(provider)}&limit=60`)).json()) as {
    total: number;
    courses: Array<{ id: number | string }>;
  };

describe('live catalogue sync through the admin API', () => {
  it('starts with the static catalogue and every live source loaded but empty', async () => {
    const microsoft = await coursesOf('Microsoft');
    expect(microsoft.total).toBeGreaterThan(0);
    expect(microsoft.courses.every((c) => typeof c.id === 'number')).toBe(true);
    const status = (await (await asAdmin('/api/admin/sync/status')).json()) as SyncStatusResponse;
    expect(status.sources.map((s) => [s.source, s.active, s.running, s.lastRun, s.configured])).toEqual(
      LIVE_SOURCES.map((s) => [s, null, false, null, true]),
    );
  });

  it('syncs Microsoft Learn: the spec Sync response, a new active snapshot, static Microsoft courses replaced', async () => {
    const body = await sync('microsoft');
    expect(body).toMatchObject({ success: true, total: 11, fetched: 13, skipped: 2 });
    expect(body.courses).toHaveLength(10);
    expect(body.snapshotId).toBeGreaterThan(0);
    expect(Date.parse(body.fetchedAt!)).not.toBeNaN();

    const microsoft = await coursesOf('Microsoft');
    expect(microsoft.total).toBe(11);
    expect(microsoft.courses.every((c) => String(c.id).startsWith('microsoft-'))).toBe(true);
    const detail = await server.fetch('/api/courses/microsoft-exam.az-900');
    expect(detail.status).toBe(200);

    const live = (await (await server.fetch('/api/catalog/sources')).json()) as LiveSourcesResponse;
    expect(live.sources).toEqual([
      { source: 'microsoft', loading: false, courses: 11 },
      { source: 'salesforce', loading: false, courses: 0 },
      { source: 'edx', loading: false, courses: 0 },
    ]);
  });

  it('syncs Salesforce Trailhead and the edX tech-company set', async () => {
    expect(await sync('salesforce')).toMatchObject({ success: true, total: 5, fetched: 6, skipped: 1 });
    expect((await coursesOf('Salesforce')).courses.every((c) => String(c.id).startsWith('salesforce-'))).toBe(
      true,
    );
    const edx = await sync('edx');
    expect(edx).toMatchObject({ success: true, total: 3, skipped: 1 });
    // edX partner courses join their company's courses; they never replace the static ones.
    const ibm = await coursesOf('IBM');
    expect(ibm.courses.some((c) => c.id === 'edx-IBM+PY0101EN')).toBe(true);
    expect(ibm.courses.some((c) => typeof c.id === 'number')).toBe(true);
  });

  it('keeps the last ten snapshots with exactly one active, the newest', async () => {
    let last: SyncResponse | undefined;
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i++) last = await sync('microsoft');
    const rows = await server.db
      .select({ id: microsoftCourses.id, isActive: microsoftCourses.isActive })
      .from(microsoftCourses);
    expect(rows).toHaveLength(SNAPSHOTS_KEPT);
    expect(rows.filter((r) => r.isActive).map((r) => r.id)).toEqual([last!.snapshotId]);
    expect(Math.max(...rows.map((r) => r.id))).toBe(last!.snapshotId);
    const [runs] = await server.db
      .select({ n: count() })
      .from(syncRuns)
      .where(eq(syncRuns.source, 'microsoft'));
    expect(runs!.n).toBe(SNAPSHOTS_KEPT + 3);
  });

  it('downloads the active snapshot as a typed TypeScript module that compiles', async () => {
    const response = await asAdmin('/api/admin/sync/microsoft/download');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="microsoftLearnCourses.ts"',
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/typescript/);
    const source = await response.text();
    expect(source).toContain('export const microsoftLearnCourses: Course[] = [');
    expect(source).toContain('"id":"microsoft-exam.az-900"');
    expect(source.match(/^ {2}\{"id":/gm)).toHaveLength(11);
    expect(typeErrors(source, 'microsoftLearnCourses.ts')).toEqual([]);
    // The check itself catches a type error.
    expect(typeErrors(source.replace('"level":"Beginner"', '"level":"Expert"'), 'broken.ts')).not.toEqual([]);

    const edx = await asAdmin('/api/admin/sync/edx/download');
    expect(edx.headers.get('content-disposition')).toBe('attachment; filename="edxTechCourses.ts"');
    expect(typeErrors(await edx.text(), 'edxTechCourses.ts')).toEqual([]);
  });

  it('downloads a named snapshot, and says so when there is none', async () => {
    const [oldest] = await server.db
      .select({ id: microsoftCourses.id })
      .from(microsoftCourses)
      .orderBy(microsoftCourses.id)
      .limit(1);
    const named = await asAdmin(`/api/admin/sync/microsoft/download?snapshot=${oldest!.id}`);
    expect(named.headers.get('x-snapshot-id')).toBe(String(oldest!.id));
    expect((await asAdmin('/api/admin/sync/microsoft/download?snapshot=999999')).status).toBe(404);
    expect((await asAdmin('/api/admin/sync/nowhere/download')).status).toBe(400);
  });

  it('lists the sync history newest first, per source or all', async () => {
    const all = (await (await asAdmin('/api/admin/sync/runs?limit=5')).json()) as SyncRunsResponse;
    expect(all.runs).toHaveLength(5);
    expect(all.runs[0]).toMatchObject({
      source: 'microsoft',
      trigger: 'manual',
      status: 'succeeded',
      saved: 11,
      skipped: 2,
      fetched: 13,
    });
    const edx = (await (await asAdmin('/api/admin/sync/runs?source=edx')).json()) as SyncRunsResponse;
    expect(edx.runs.map((r) => [r.source, r.status, r.saved])).toEqual([['edx', 'succeeded', 3]]);
    const status = (await (await asAdmin('/api/admin/sync/status')).json()) as SyncStatusResponse;
    expect(status.sources.find((s) => s.source === 'salesforce')?.active?.courses).toBe(5);
  });

  it('opens live courses by their ids, also when the id is URL-encoded', async () => {
    const encoded = await server.fetch(`/api/courses/${encodeURIComponent('edx-IBM+PY0101EN')}`);
    expect(encoded.status).toBe(200);
    expect(((await encoded.json()) as { course: { title: string } }).course.title).toBe(
      'Python Basics for Data Science',
    );
  });

  it('reports a source as loading while its sync runs, and as loaded with its courses after', async () => {
    sources.on('/api/courses/v1/courses/', (req) => ({
      delayMs: 600,
      body: readFixture(
        'edx',
        req.url.searchParams.get('page') === '2' ? 'courses-ibm-page-2.json' : 'courses-ibm-page-1.json',
      ).replaceAll('https://courses.edx.org/api/', `${sources.url}/api/`),
    }));
    const running = sync('edx');
    await expect
      .poll(
        async () =>
          ((await (await server.fetch('/api/catalog/sources')).json()) as LiveSourcesResponse).sources,
      )
      .toContainEqual({ source: 'edx', loading: true, courses: 3 });
    const status = (await (await asAdmin('/api/admin/sync/status')).json()) as SyncStatusResponse;
    expect(status.sources.find((s) => s.source === 'edx')?.running).toBe(true);
    await running;
    const after = (await (await server.fetch('/api/catalog/sources')).json()) as LiveSourcesResponse;
    expect(after.sources).toContainEqual({ source: 'edx', loading: false, courses: 3 });
  });

  it('lets only admins sync', async () => {
    const user = await signUp(server);
    expect((await asUser(server, user)('/api/admin/sync/microsoft', { method: 'POST' })).status).toBe(403);
    expect((await server.fetch('/api/admin/sync/microsoft', { method: 'POST' })).status).toBe(401);
  });
});

/** TypeScript's diagnostics for one module compiled on its own, strict. */
function typeErrors(source: string, fileName: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === fileName ? ts.createSourceFile(name, source, version) : read(name, version);
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
