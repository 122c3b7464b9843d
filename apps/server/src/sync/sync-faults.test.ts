import type { LiveSourcesResponse, SyncResponse, SyncRunsResponse } from '@app/core/live-sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../auth/roles-queries.ts';
import { asUser, signUp } from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { readActiveSnapshotMeta } from './queries.ts';
import { generatedDocument, SOURCE_PATHS, sourceEnv } from './testing/source-fixtures.ts';

// The source's time-out in these tests; the slow answers take longer than this.
const TIMEOUT_MS = 400;

let sources: SourceServer;
let server: TestServer;
let asAdmin: ReturnType<typeof asUser>;

beforeAll(async () => {
  sources = await startSourceServer();
  server = await startTestServer({ env: sourceEnv(sources, TIMEOUT_MS) });
  const admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  asAdmin = asUser(server, admin);
});
afterAll(async () => {
  await server?.close();
  await sources?.close();
});

describe.each(['microsoft', 'salesforce', 'edx'] as const)('%s sync when the source misbehaves', (source) => {
  const label = { microsoft: 'Microsoft Learn', salesforce: 'Salesforce Trailhead', edx: 'edX' }[source];
  const marker = `zq${source}fault`;
  const post = () => asAdmin(`/api/admin/sync/${source}`, { method: 'POST' });
  const serve = (reply: Parameters<SourceServer['on']>[1]) => sources.on(SOURCE_PATHS[source], reply);

  /** What must not change after a failed or empty fetch. */
  async function state() {
    const active = (await readActiveSnapshotMeta(server.db))[source];
    const search = (await (await server.fetch(`/api/courses?search=${marker}&limit=1`)).json()) as {
      total: number;
    };
    const live = (await (await server.fetch('/api/catalog/sources')).json()) as LiveSourcesResponse;
    return {
      snapshotId: active?.id,
      saved: active?.courseCount,
      found: search.total,
      live: live.sources.find((s) => s.source === source),
    };
  }

  let before: Awaited<ReturnType<typeof state>>;

  it('first syncs 20 good records', async () => {
    serve({ json: generatedDocument(source, 20, marker) });
    const body = (await (await post()).json()) as SyncResponse;
    expect(body).toMatchObject({ success: true, total: 20, skipped: 0 });
    before = await state();
    expect(before).toMatchObject({ saved: 20, found: 20, live: { loading: false, courses: 20 } });
  });

  it('keeps everything when the source answers HTTP 500', async () => {
    serve({ status: 500, json: { error: 'boom' } });
    const response = await post();
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error).toEqual({
      code: 'sync_source_failed',
      message: `${label} answered HTTP 500 Internal Server Error`,
    });
    expect(await state()).toEqual(before);
  });

  it('keeps everything when the source does not answer in time', async () => {
    serve({ delayMs: TIMEOUT_MS + 1000, json: generatedDocument(source, 5, marker) });
    const response = await post();
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error.message).toBe(`${label} did not answer within 400 ms`);
    expect(await state()).toEqual(before);
  });

  it('keeps everything when the source sends malformed JSON', async () => {
    serve({ body: '{"items": [{"id": "broken"' });
    const response = await post();
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error.message).toBe(
      `${label} sent a response that is not valid JSON`,
    );
    expect(await state()).toEqual(before);
  });

  it('keeps everything when the source returns an empty list, and says so in the Sync response', async () => {
    serve({ json: generatedDocument(source, 0, marker) });
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      total: 0,
      error: `${label} returned no courses; the courses synced before are kept`,
      fetched: 0,
      skipped: 0,
    });
    expect(await state()).toEqual(before);
  });

  it('saves the good records and counts the broken ones when 10% are broken', async () => {
    serve({ json: generatedDocument(source, 20, marker, true) });
    const body = (await (await post()).json()) as SyncResponse;
    expect(body).toMatchObject({ success: true, total: 18, fetched: 20, skipped: 2 });
    const after = await state();
    expect(after.snapshotId).not.toBe(before.snapshotId);
    expect(after).toMatchObject({ saved: 18, found: 18, live: { loading: false, courses: 18 } });
  });

  it('records every attempt, with the reason of each failure', async () => {
    const { runs } = (await (
      await asAdmin(`/api/admin/sync/runs?source=${source}`)
    ).json()) as SyncRunsResponse;
    expect(runs.map((r) => [r.status, r.saved, r.skipped, r.error])).toEqual([
      ['succeeded', 18, 2, null],
      ['failed', 0, 0, `${label} returned no courses; the courses synced before are kept`],
      ['failed', 0, 0, `${label} sent a response that is not valid JSON`],
      ['failed', 0, 0, `${label} did not answer within 400 ms`],
      ['failed', 0, 0, `${label} answered HTTP 500 Internal Server Error`],
      ['succeeded', 20, 0, null],
    ]);
  });
});
