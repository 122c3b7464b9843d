import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALREADY_APPLIED, JOB_CLOSED, JOB_MESSAGES, SAMPLE_JOB } from '@app/core/job-options';
import { filterJobs, NO_JOB_FILTERS, rankJobs } from '@app/core/job-search';
import type { FetchJobsResponse, JobApplication, JobDetail, JobListResponse } from '@app/core/jobs-api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { jobApplications, jobs as jobsTable } from '../../db/schema.ts';
import { asUser, signUp, type TestAccount } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../sync/jobs/fixtures', name), 'utf8')) as Record<
    string,
    unknown
  > &
    unknown[];

const greenhouse = fixture('greenhouse-acmecloud.json') as unknown as {
  jobs: Array<Record<string, unknown>>;
  meta: unknown;
};
const lever = fixture('lever-leverco.json') as unknown as Array<Record<string, unknown>>;
const ashby = fixture('ashby-ashbyco.json') as unknown as { jobs: Array<Record<string, unknown>> };
/** A second Greenhouse board: the same postings under other ids, for a company in the provider directory. */
const mongodb = {
  ...greenhouse,
  jobs: greenhouse.jobs.map((j) => ({ ...j, id: Number(j.id) + 1000, company_name: 'MongoDB' })),
};

let boards: SourceServer;
let server: TestServer;
let admin: TestAccount;
let member: TestAccount;

function serveAll(overrides: { lever?: unknown[]; failing?: string[] } = {}) {
  boards.reset();
  const fail = (token: string) => overrides.failing?.includes(token);
  const reply = (token: string, json: unknown) =>
    fail(token) ? { status: 500, json: { error: 'boom' } } : { json };
  boards.on('/v1/boards/acmecloud/jobs', reply('acmecloud', greenhouse));
  boards.on('/v1/boards/mongodb/jobs', reply('mongodb', mongodb));
  boards.on('/posting-api/job-board/ashbyco', reply('ashbyco', ashby));
  boards.on('/v0/postings/leverco', (req) => {
    const list = overrides.lever ?? lever;
    const skip = Number(req.url.searchParams.get('skip') ?? 0);
    return reply('leverco', list.slice(skip, skip + Number(req.url.searchParams.get('limit') ?? 100)));
  });
}

beforeAll(async () => {
  boards = await startSourceServer();
  serveAll();
  server = await startTestServer({
    env: {
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      ASHBY_API_URL: boards.url,
      JOBS_GREENHOUSE_BOARDS: 'acmecloud,mongodb:MongoDB',
      JOBS_LEVER_BOARDS: 'leverco:Lever Co',
      JOBS_ASHBY_BOARDS: 'ashbyco:Ashby Co',
      SYNC_TIMEOUT_MS: '3000',
    },
  });
  admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  member = await signUp(server, { name: 'Member' });
});
afterAll(async () => {
  await server?.close();
  await boards?.close();
});

async function list(query: Record<string, string | string[]> = {}): Promise<JobListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const response = await server.fetch(`/api/jobs?${params}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as JobListResponse;
}

async function detail(id: number): Promise<JobDetail> {
  const response = await server.fetch(`/api/jobs/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as JobDetail;
}

async function fetchJobs(as: TestAccount = admin, body: unknown = { trigger: 'manual' }) {
  return asUser(server, as)('/api/admin/jobs/fetch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const apply = (as: TestAccount, jobId: number) =>
  asUser(server, as)(`/api/jobs/${jobId}/applications`, { method: 'POST' });
const jobIdByTitle = async (title: string) => (await list({ search: title, limit: '1' })).jobs[0]!.id;

describe('a new install', () => {
  it('lists the sample postings, badged as samples, newest first, with options from them', async () => {
    const body = await list();
    expect(body.total).toBe(8);
    expect(body.activeTotal).toBe(8);
    expect(body.jobs.every((j) => j.isSample && j.provider === 'SkillBridge' && j.externalUrl === null)).toBe(
      true,
    );
    const dates = body.jobs.map((j) => Date.parse(j.postedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.options.remoteTypes).toEqual(['remote', 'hybrid', 'onsite']);
    expect(body.options.experienceLevels).toEqual(['entry', 'mid', 'senior', 'lead']);
    expect(body.options.companies).toHaveLength(8);
    expect(body.options.skills).toEqual(expect.arrayContaining(['Kubernetes', 'React', 'SQL']));
    const sample = await detail(body.jobs[0]!.id);
    expect(sample.description).toMatch(/^This is a sample posting/);
    expect(sample.requirements.length).toBeGreaterThan(0);
  });

  it('refuses an application to a sample posting: there is no employer behind it', async () => {
    const sample = (await list()).jobs[0]!;
    const refused = await apply(member, sample.id);
    expect(refused.status).toBe(409);
    expect(parseErrorBody(await refused.text()).error).toEqual({
      code: SAMPLE_JOB,
      message: JOB_MESSAGES.sampleNoApply,
    });
    const mine = (await (await asUser(server, member)('/api/me/applications')).json()) as {
      applications: JobApplication[];
    };
    expect(mine.applications).toEqual([]);
  });

  it('shows no job counts for providers while there are only samples', async () => {
    const providers = (await (await server.fetch('/api/providers')).json()) as {
      providers: Array<{ jobCount?: number }>;
    };
    expect(providers.providers.some((p) => p.jobCount)).toBe(false);
    const stats = (await (await server.fetch('/api/catalog/stats')).json()) as { jobs?: number };
    expect(stats.jobs).toBeUndefined();
  });

  it('pages with offset and limit', async () => {
    const first = await list({ limit: '3' });
    const second = await list({ limit: '3', offset: '3' });
    const all = await list();
    expect(first.jobs.map((j) => j.id)).toEqual(all.jobs.slice(0, 3).map((j) => j.id));
    expect(second.jobs.map((j) => j.id)).toEqual(all.jobs.slice(3, 6).map((j) => j.id));
    expect(first.nextOffset).toBe(3);
    expect((await list({ offset: '6', limit: '3' })).nextOffset).toBeNull();
  });

  it('answers 400 in the error shape to bad queries', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'offset=-1',
      `search=${'x'.repeat(201)}`,
      Array(21).fill('skill=a').join('&'),
    ]) {
      const response = await server.fetch(`/api/jobs?${query}`);
      expect(response.status, query).toBe(400);
      expect(parseErrorBody(await response.text()).error.code).toBe('invalid_input');
    }
    expect((await server.fetch('/api/jobs/abc')).status).toBe(400);
    expect((await server.fetch('/api/jobs/999999')).status).toBe(404);
  });
});

describe('fetching the job boards', () => {
  it('is for admins, and needs the spec body', async () => {
    expect((await fetchJobs(member)).status).toBe(403);
    expect((await server.fetch('/api/admin/jobs/fetch', { method: 'POST' })).status).toBe(401);
    expect((await fetchJobs(admin, {})).status).toBe(400);
    expect(boards.requests).toHaveLength(0);
  });

  it('reads every board, retires the samples and answers success with the summary', async () => {
    const response = await fetchJobs();
    expect(response.status).toBe(200);
    const body = (await response.json()) as FetchJobsResponse;
    expect(body.success).toBe(true);
    expect(body.error).toBeUndefined();
    expect(body.summary).toMatchObject({
      total_fetched: 10,
      new_jobs: 10,
      updated_jobs: 0,
      deactivated_jobs: 8,
      skipped: 5,
      failed: {},
    });
    expect(body.summary!.sources).toEqual({
      'greenhouse:acmecloud': { fetched: 3, skipped: 2 },
      'greenhouse:mongodb': { fetched: 3, skipped: 2 },
      'lever:leverco': { fetched: 2, skipped: 1 },
      'ashby:ashbyco': { fetched: 2, skipped: 0 },
    });
    const after = await list({ limit: '100' });
    expect(after.total).toBe(10);
    expect(after.jobs.some((j) => j.isSample)).toBe(false);
    expect(after.options.companies).toEqual(['Acme Cloud', 'Ashby Co', 'Lever Co', 'MongoDB']);
    expect(after.jobs[0]!.title).toBe('Staff Machine Learning Engineer');
  });

  it('updates in place on the next fetch: same ids, nothing new', async () => {
    const before = await list({ limit: '100' });
    const body = (await (await fetchJobs()).json()) as FetchJobsResponse;
    expect(body.summary).toMatchObject({ new_jobs: 0, updated_jobs: 10, deactivated_jobs: 0 });
    expect((await list({ limit: '100' })).jobs.map((j) => j.id)).toEqual(before.jobs.map((j) => j.id));
  });

  it('counts open jobs per provider', async () => {
    const providers = (await (await server.fetch('/api/providers')).json()) as {
      providers: Array<{ name: string; jobCount?: number }>;
    };
    expect(providers.providers.find((p) => p.name === 'MongoDB')?.jobCount).toBe(3);
    const stats = (await (await server.fetch('/api/catalog/stats')).json()) as { jobs?: number };
    expect(stats.jobs).toBe(10);
  });

  it('sends descriptions as plain text: markup from a posting never reaches a client', async () => {
    const id = await jobIdByTitle('Senior Backend Engineer, Payments');
    const response = await server.fetch(`/api/jobs/${id}`);
    const raw = await response.text();
    expect(raw).not.toMatch(/<script|onerror=|<img/i);
    const job = JSON.parse(raw) as JobDetail;
    expect(job.description).not.toMatch(/<[a-z!/?]/i);
    expect(job.description).toContain('< script>alert(2)< /script>');
    expect(job.requirements).toEqual([
      '5+ years of backend experience',
      'Experience with distributed systems & Kafka',
    ]);
    const listed = (await list({ search: 'payments' })).jobs[0]!;
    expect(listed.preview).not.toMatch(/<[a-z!/?]/i);
    expect(listed.salaryRange).toBe('$150K - $190K / year');
    expect((await list({ search: 'javascript:' })).total).toBe(0);
  });

  it('finds exactly what the spec rule finds, for search and every filter, in the ranking order', async () => {
    const summaries = (await list({ limit: '100' })).jobs;
    const full = await Promise.all(summaries.map((j) => detail(j.id)));
    const cases: Array<{ search?: string; filters?: Partial<typeof NO_JOB_FILTERS> }> = [
      { search: 'engineer' },
      { search: 'ENGINEER' },
      { search: 'kube' },
      { search: 'machine learning' },
      { search: 'Distributed systems & Kafka' },
      { search: 'react and typescript' },
      { search: 'node.js' },
      { search: '5+' },
      { search: 'acme' },
      { search: 'nothing like this anywhere' },
      { filters: { company: 'MongoDB' } },
      { filters: { company: 'mongodb' } },
      { filters: { location: 'remote' } },
      { filters: { remoteType: 'hybrid' } },
      { filters: { jobType: 'internship' } },
      { filters: { experienceLevel: 'senior' } },
      { filters: { skills: ['python'] } },
      { filters: { skills: ['Kafka', 'React'] } },
      { search: 'engineer', filters: { company: 'Acme Cloud', remoteType: 'remote', skills: ['go'] } },
    ];
    for (const c of cases) {
      const f = { ...NO_JOB_FILTERS, ...c.filters };
      const matches = filterJobs(full, c.search ?? '', f);
      const query = {
        ...(c.search ? { search: c.search } : {}),
        company: f.company,
        location: f.location,
        remoteType: f.remoteType,
        jobType: f.jobType,
        experienceLevel: f.experienceLevel,
        skill: [...f.skills],
        limit: '100',
      };
      // Best match first by default (core's ranking, ties newest first); newest first on request.
      for (const [sort, expected] of [
        [undefined, rankJobs(matches, c.search ?? '')],
        ['relevance', rankJobs(matches, c.search ?? '')],
        ['newest', matches],
      ] as const) {
        const got = await list(sort ? { ...query, sort } : query);
        expect(
          got.jobs.map((j) => j.id),
          JSON.stringify({ ...c, sort }),
        ).toEqual(expected.map((j) => j.id));
        expect(got.total).toBe(expected.length);
        expect(got.activeTotal).toBe(10);
      }
    }
  });
});

describe('applying', () => {
  it('needs a signed-in user', async () => {
    const id = await jobIdByTitle('Frontend Engineer');
    const response = await server.fetch(`/api/jobs/${id}/applications`, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it("records an 'applied' application, and a second one is 409 already_applied with the spec's text", async () => {
    const id = await jobIdByTitle('Frontend Engineer');
    const first = await apply(member, id);
    expect(first.status).toBe(201);
    const application = (await first.json()) as JobApplication;
    expect(application).toMatchObject({
      status: 'applied',
      job: { id, title: 'Frontend Engineer', company: 'Lever Co', isActive: true },
    });
    const again = await apply(member, id);
    expect(again.status).toBe(409);
    expect(parseErrorBody(await again.text()).error).toEqual({
      code: ALREADY_APPLIED,
      message: JOB_MESSAGES.alreadyApplied,
    });
    expect((await apply(member, 999_999)).status).toBe(404);
  });

  it('50 parallel applications of one user to one job leave one row and 49 Already Applied answers', async () => {
    const user = await signUp(server);
    const id = await jobIdByTitle('Customer Support Specialist');
    const responses = await Promise.all(Array.from({ length: 50 }, () => apply(user, id)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const codes = await Promise.all(
      responses.filter((r) => r.status === 409).map(async (r) => parseErrorBody(await r.text()).error.code),
    );
    expect(new Set(codes)).toEqual(new Set([ALREADY_APPLIED]));
    const [rows] = await server.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.id));
    expect(rows!.n).toBe(1);
  });

  it('lists only the caller’s own applications, and removes them', async () => {
    const other = await signUp(server);
    const mine = (await (await asUser(server, member)('/api/me/applications')).json()) as {
      applications: JobApplication[];
    };
    expect(mine.applications.map((a) => a.job.title)).toEqual(['Frontend Engineer']);
    const theirs = (await (await asUser(server, other)('/api/me/applications')).json()) as {
      applications: JobApplication[];
    };
    expect(theirs.applications).toEqual([]);
    const id = mine.applications[0]!.id;
    expect((await asUser(server, other)(`/api/me/applications/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await asUser(server, member)(`/api/me/applications/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await asUser(server, member)(`/api/me/applications/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    // Removed, the job can be applied to again.
    expect((await apply(member, mine.applications[0]!.job.id)).status).toBe(201);
  });

  it('keeps the applications of a job that leaves its board; the job turns inactive, never deleted', async () => {
    const id = await jobIdByTitle('Frontend Engineer');
    serveAll({ lever: lever.filter((p) => p.text !== 'Frontend Engineer') });
    const body = (await (await fetchJobs()).json()) as FetchJobsResponse;
    expect(body.summary).toMatchObject({ deactivated_jobs: 1, total_fetched: 9 });
    expect((await list({ search: 'Frontend Engineer' })).total).toBe(0);
    expect((await list()).activeTotal).toBe(9);
    expect(await detail(id)).toMatchObject({ id, isActive: false });
    const mine = (await (await asUser(server, member)('/api/me/applications')).json()) as {
      applications: JobApplication[];
    };
    expect(mine.applications).toEqual([
      expect.objectContaining({ status: 'applied', job: expect.objectContaining({ id, isActive: false }) }),
    ]);
    const closed = await apply(await signUp(server), id);
    expect(closed.status).toBe(409);
    expect(parseErrorBody(await closed.text()).error.code).toBe(JOB_CLOSED);
    const [row] = await server.db
      .select({ active: jobsTable.isActive })
      .from(jobsTable)
      .where(eq(jobsTable.id, id));
    expect(row).toEqual({ active: false });
    // Listed again, it comes back with its id.
    serveAll();
    await fetchJobs();
    expect(await detail(id)).toMatchObject({ isActive: true });
  });

  it('tracks an application: statuses dated in its history, a note and a follow-up day, only by its owner', async () => {
    const user = await signUp(server);
    const id = await jobIdByTitle('Customer Support Specialist');
    const created = (await (await apply(user, id)).json()) as JobApplication;
    expect(created).toMatchObject({ status: 'applied', note: '', followUpOn: null });
    expect(created.history.map((h) => h.status)).toEqual(['applied']);
    const patch = (as: TestAccount, body: unknown) =>
      asUser(server, as)(`/api/me/applications/${created.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const moved = (await (await patch(user, { status: 'interviewing' })).json()) as JobApplication;
    expect(moved.status).toBe('interviewing');
    await patch(user, { status: 'interviewing' });
    const offer = await patch(user, {
      status: 'offer',
      note: 'Call with Sam on Monday',
      followUpOn: '2026-12-01',
    });
    expect(offer.status).toBe(200);
    const tracked = (await offer.json()) as JobApplication;
    expect(tracked).toMatchObject({
      status: 'offer',
      note: 'Call with Sam on Monday',
      followUpOn: '2026-12-01',
    });
    expect(tracked.history.map((h) => h.status)).toEqual(['applied', 'interviewing', 'offer']);
    const times = tracked.history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(
      ((await (await patch(user, { followUpOn: null })).json()) as JobApplication).followUpOn,
    ).toBeNull();

    for (const [body, field] of [
      [{ status: 'hired' }, 'status'],
      [{ followUpOn: '2026-13-45' }, 'followUpOn'],
      [{ note: 'x'.repeat(2001) }, 'note'],
      [{ note: 5 }, 'note'],
    ] as const) {
      const bad = await patch(user, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(await bad.text()).toContain(field);
    }
    expect((await patch(user, {})).status).toBe(400);
    expect((await patch(member, { status: 'rejected' })).status).toBe(404);
    const mine = (await (await asUser(server, user)('/api/me/applications')).json()) as {
      applications: JobApplication[];
    };
    expect(mine.applications[0]).toMatchObject({ status: 'offer', note: 'Call with Sam on Monday' });
  });

  it('exports the tracker as CSV with every cell quoted and formula starts neutralised', async () => {
    const user = await signUp(server);
    const id = await jobIdByTitle('Customer Support Specialist');
    const created = (await (await apply(user, id)).json()) as JobApplication;
    await asUser(server, user)(`/api/me/applications/${created.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: '=HYPERLINK("https://evil.example";"x");=1+1' }),
    });
    expect((await server.fetch('/api/me/applications.csv')).status).toBe(401);
    const response = await asUser(server, user)('/api/me/applications.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Job","Company","Location","Status","Posting","Applied on","Status changed","Follow up on","Note","Posting link"',
    );
    expect(lines[1]).toContain('"Customer Support Specialist"');
    expect(lines[1]).toContain('"Applied","open"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"";""x"");'=1+1"`);
  });

  it('puts the applications in the data export and removes them with the account', async () => {
    const user = await signUp(server);
    const id = await jobIdByTitle('Data Analyst Intern');
    expect((await apply(user, id)).status).toBe(201);
    const exported = (await (await asUser(server, user)('/api/me/export')).json()) as {
      jobApplications: JobApplication[];
    };
    expect(exported.jobApplications).toEqual([
      expect.objectContaining({ status: 'applied', job: expect.objectContaining({ id }) }),
    ]);
    const deleted = await asUser(server, user)('/api/auth/delete-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(deleted.status).toBe(200);
    const [rows] = await server.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.id));
    expect(rows!.n).toBe(0);
  });
});

describe('when boards fail', () => {
  it('keeps the jobs of a board that failed and writes the others', async () => {
    serveAll({ failing: ['acmecloud'] });
    const body = (await (await fetchJobs()).json()) as FetchJobsResponse;
    expect(body.success).toBe(true);
    expect(body.summary!.failed).toEqual({
      'greenhouse:acmecloud': 'Greenhouse board acmecloud answered HTTP 500 Internal Server Error',
    });
    expect(Object.keys(body.summary!.sources)).toHaveLength(3);
    expect((await list({ company: 'Acme Cloud' })).total).toBe(3);
  });

  it('answers success false with the error when no board answers, and changes nothing', async () => {
    serveAll({ failing: ['acmecloud', 'mongodb', 'leverco', 'ashbyco'] });
    const before = await list({ limit: '100' });
    const body = (await (await fetchJobs()).json()) as FetchJobsResponse;
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Failed to fetch jobs: Greenhouse board acmecloud answered HTTP 500/);
    expect((await list({ limit: '100' })).jobs).toEqual(before.jobs);
    serveAll();
  });
});

describe('importing a saved response', () => {
  it('reads one board from the request body, for admins only', async () => {
    const document = { ...ashby, jobs: ashby.jobs.map((j) => ({ ...j, id: `imported-${String(j.id)}` })) };
    const send = (as: TestAccount, body: unknown) =>
      asUser(server, as)('/api/admin/jobs/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send(member, { source: 'ashby', board: 'other', document })).status).toBe(403);
    expect((await send(admin, { source: 'ashby', board: '../etc', document })).status).toBe(400);
    const response = await send(admin, { source: 'ashby', board: 'otherco', company: 'Other Co', document });
    const body = (await response.json()) as FetchJobsResponse;
    expect(body).toMatchObject({
      success: true,
      summary: { total_fetched: 2, new_jobs: 2, sources: { 'ashby:otherco': { fetched: 2, skipped: 0 } } },
    });
    expect((await list({ company: 'Other Co' })).total).toBe(2);
    const wrongShape = (await (
      await send(admin, { source: 'greenhouse', board: 'x', document: [1, 2] })
    ).json()) as FetchJobsResponse;
    expect(wrongShape.success).toBe(false);
    expect(wrongShape.error).toMatch(/not a job board/);
  });
});

describe('ordering a search', () => {
  const day = 86_400_000;
  const posting = (id: string, title: string, description: string, createdAt: number) => ({
    id,
    text: title,
    createdAt,
    categories: { commitment: 'Full-time', location: 'Lisbon' },
    descriptionPlain: description,
  });

  it('ranks a job titled with the words above a newer one that only mentions them; sort=newest keeps newest first', async () => {
    const now = Date.now();
    const response = await asUser(server, admin)('/api/admin/jobs/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'lever',
        board: 'rankco',
        company: 'Rank Co',
        document: [
          posting(
            'r-1',
            'Account Executive',
            'Sell to teams that hire a quantum compiler engineer.',
            now - day,
          ),
          posting('r-2', 'Quantum Compiler Engineer', 'Write passes for our toolchain.', now - 5 * day),
          posting('r-3', 'Office Manager', 'Keep the office running.', now - 2 * day),
        ],
      }),
    });
    expect(((await response.json()) as FetchJobsResponse).success).toBe(true);

    const titles = (body: JobListResponse) => body.jobs.map((j) => j.title);
    const ranked = await list({ search: 'quantum compiler engineer' });
    expect(titles(ranked)).toEqual(['Quantum Compiler Engineer', 'Account Executive']);
    expect(ranked.total).toBe(2);
    expect(titles(await list({ search: 'Quantum Compiler Engineer', sort: 'relevance' }))).toEqual(
      titles(ranked),
    );
    const newest = await list({ search: 'quantum compiler engineer', sort: 'newest' });
    expect(titles(newest)).toEqual(['Account Executive', 'Quantum Compiler Engineer']);
    expect(newest.total).toBe(2);
    // Paged in the ranking order, with the total of every match.
    const second = await list({ search: 'quantum compiler engineer', limit: '1', offset: '1' });
    expect(titles(second)).toEqual(['Account Executive']);
    expect(second).toMatchObject({ total: 2, nextOffset: null });
    // Without a search the board stays newest first whatever the sort.
    for (const sort of ['relevance', 'newest']) {
      expect(titles(await list({ company: 'Rank Co', sort }))).toEqual([
        'Account Executive',
        'Office Manager',
        'Quantum Compiler Engineer',
      ]);
    }
    const bad = await server.fetch('/api/jobs?sort=oldest');
    expect(bad.status).toBe(400);
  });
});

describe('the daily schedule', () => {
  it("runs once a day after the fetch hour, on one instance's claim", async () => {
    const jobs = server.running.jobs;
    const day = new Date(Date.UTC(2031, 0, 15));
    const at = (hour: number) => new Date(day.getTime() + hour * 3600_000);
    expect(await jobs.tick(at(9))).toBeNull();
    const before = boards.requests.length;
    const ran = await jobs.tick(at(10.5));
    expect(ran?.success).toBe(true);
    expect(boards.requests.length).toBeGreaterThan(before);
    expect(await jobs.tick(at(11))).toBeNull();
    expect(await jobs.tick(at(23))).toBeNull();
    expect((await jobs.tick(at(24 + 10)))?.success).toBe(true);
  });
});
