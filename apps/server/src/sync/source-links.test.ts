import type { SyncResponse, SyncRunsResponse } from '@app/core/live-sync';
import type { UniversitySyncResponse } from '@app/core/university-api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../auth/roles-queries.ts';
import { asUser, signUp } from '../testing/accounts.ts';
import { parseErrorBody } from '../testing/http.ts';
import { type SourceServer, startSourceServer } from '../testing/source-server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { generatedDocument, SOURCE_PATHS, sourceEnv } from './testing/source-fixtures.ts';

// A source's response decides which address the sync asks next: a next-page link, or an HTTP
// redirect. A compromised or spoofed source must not be able to send the server anywhere else
// (internal services, cloud metadata, another site that would receive Microsoft Learn's bearer
// token): links and redirects are followed on the configured source's origin only, and anything
// else fails the sync with a clear error, changing nothing.

let sources: SourceServer;
/** Another site, which no sync may ever reach. */
let elsewhere: SourceServer;
let server: TestServer;
let asAdmin: ReturnType<typeof asUser>;

beforeAll(async () => {
  sources = await startSourceServer();
  elsewhere = await startSourceServer();
  elsewhere.on('/steal', { json: { results: [], value: [], items: [] } });
  server = await startTestServer({
    env: {
      ...sourceEnv(sources),
      // The Learn Platform API (app-only token), whose pages carry the token to the nextLink.
      MICROSOFT_ENTRA_AUTHORITY: `${sources.url}/entra`,
      MICROSOFT_LEARN_TENANT_ID: 'contoso.onmicrosoft.com',
      MICROSOFT_LEARN_CLIENT_ID: 'app-id',
      MICROSOFT_LEARN_CLIENT_SECRET: 'app-secret',
      EDX_UNIVERSITIES_BASE_URL: sources.url,
      EDX_UNIVERSITY_ORGS: 'MITx',
    },
  });
  const admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  asAdmin = asUser(server, admin);
});
afterAll(async () => {
  await server?.close();
  await sources?.close();
  await elsewhere?.close();
});
beforeEach(() => {
  sources.reset();
  elsewhere.reset();
  elsewhere.on('/steal', { json: { results: [], value: [], items: [] } });
  sources.on('/entra/contoso.onmicrosoft.com/oauth2/v2.0/token', {
    json: { token_type: 'Bearer', expires_in: 3599, access_token: 'secret-token' },
  });
});

const labels = { microsoft: 'Microsoft Learn', salesforce: 'Salesforce Trailhead', edx: 'edX' } as const;
type Source = keyof typeof labels;

const sync = (source: Source) => asAdmin(`/api/admin/sync/${source}`, { method: 'POST' });

async function lastRun(source: Source) {
  const { runs } = (await (
    await asAdmin(`/api/admin/sync/runs?source=${source}`)
  ).json()) as SyncRunsResponse;
  return runs[0];
}

/** Serves a first page of `source` whose next-page link is `next`, and an empty second page. */
function serveFirstPage(source: Source, next: string) {
  if (source === 'microsoft') {
    sources.on('/api/v1/modules', (req) =>
      req.url.searchParams.has('page') ? { json: { value: [] } } : { json: { value: [], nextLink: next } },
    );
    for (const list of ['learning-paths', 'certifications', 'exams', 'courses']) {
      sources.on(`/api/v1/${list}`, { json: { value: [] } });
    }
    return;
  }
  const first = generatedDocument(source, 3, `zq${source}links`) as Record<string, unknown>;
  if (source === 'salesforce') first.nextPageUrl = next;
  else first.pagination = { next, previous: null, count: 3, num_pages: 2 };
  sources.on(SOURCE_PATHS[source], (req) => {
    if (!req.url.searchParams.has('page')) return { json: first };
    return source === 'salesforce' ? { json: { items: [], nextPageUrl: null } } : { json: { results: [] } };
  });
}

describe.each(['microsoft', 'salesforce', 'edx'] as const)('%s sync links', (source) => {
  const label = labels[source];

  it('follows a next page on the source itself', async () => {
    serveFirstPage(source, `${source === 'microsoft' ? '/api/v1/modules' : SOURCE_PATHS[source]}?page=2`);
    const response = await sync(source);
    expect(response.status, await response.clone().text()).not.toBe(502);
    expect(sources.requests.some((r) => r.url.searchParams.get('page') === '2')).toBe(true);
  });

  it('refuses a next page on another site, fetching nothing there and recording why', async () => {
    serveFirstPage(source, `${elsewhere.url}/steal`);
    const response = await sync(source);
    const message = `${label} pointed its next page at another site (${elsewhere.url}); only links on ${sources.url} are followed`;
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error).toEqual({ code: 'sync_source_failed', message });
    expect(elsewhere.requests).toEqual([]);
    expect(await lastRun(source)).toMatchObject({ status: 'failed', error: message });
  });

  it('refuses a next-page link that is not a URL', async () => {
    serveFirstPage(source, 'http://[not a host');
    const response = await sync(source);
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error.message).toBe(
      `${label} sent a next-page link that is not a URL`,
    );
  });
});

describe('redirects from a source', () => {
  it('follows a redirect on the source itself', async () => {
    sources.on(SOURCE_PATHS.edx, (req) =>
      req.url.searchParams.has('moved')
        ? { json: generatedDocument('edx', 2, 'zqedxmoved') }
        : { status: 302, headers: { location: `${SOURCE_PATHS.edx}?org=IBM&moved=1` }, json: null },
    );
    const body = (await (await sync('edx')).json()) as SyncResponse;
    expect(body).toMatchObject({ success: true, total: 2 });
  });

  it('refuses a redirect to another site, fetching nothing there', async () => {
    sources.on(SOURCE_PATHS.salesforce, {
      status: 307,
      headers: { location: `${elsewhere.url}/steal` },
      json: null,
    });
    const response = await sync('salesforce');
    const message = `Salesforce Trailhead redirected to another site (${elsewhere.url}); only ${sources.url} is followed`;
    expect(response.status).toBe(502);
    expect(parseErrorBody(await response.text()).error.message).toBe(message);
    expect(elsewhere.requests).toEqual([]);
    expect(await lastRun('salesforce')).toMatchObject({ status: 'failed', error: message });
  });

  it('keeps the Learn Platform token off another site a redirect names', async () => {
    sources.on('/api/v1/modules', {
      status: 302,
      headers: { location: `${elsewhere.url}/steal` },
      json: null,
    });
    const response = await sync('microsoft');
    expect(response.status).toBe(502);
    expect(elsewhere.requests).toEqual([]);
  });
});

describe('university course fetch links', () => {
  it('refuses an edX next page on another site and reports it for that source', async () => {
    sources.on('/api/courses/v1/courses/', {
      json: { results: [], pagination: { next: `${elsewhere.url}/steal?page=2`, previous: null, count: 1 } },
    });
    const response = await asAdmin('/api/admin/sync/universities', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sources: ['edx'], force: true }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as UniversitySyncResponse;
    expect(body.sources).toMatchObject([
      {
        source: 'edx',
        status: 'failed',
        error: `edX pointed its next page at another site (${elsewhere.url}); only links on ${sources.url} are followed`,
      },
    ]);
    expect(elsewhere.requests).toEqual([]);
  });
});
