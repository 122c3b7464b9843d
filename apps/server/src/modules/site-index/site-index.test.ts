import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseListResponse } from '@app/core/catalog-api';
import type { JobListResponse } from '@app/core/jobs-api';
import { PRIVATE_PATH_PREFIXES, PUBLIC_LIST_PAGES } from '@app/core/public-pages';
import type { UniversityCourseListResponse } from '@app/core/university-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../auth/roles-queries.ts';
import { asUser, signUp } from '../../testing/accounts.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/** The app shell as the web build writes it: the site's own title and description in the head. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>SkillBridge – Tech certifications</title>
    <meta
      name="description"
      content="The site's own description."
    />
  </head>
  <body><div id="root"></div></body>
</html>
`;

const greenhouse = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../sync/jobs/fixtures/greenhouse-acmecloud.json'), 'utf8'),
) as { jobs: Array<Record<string, unknown>>; meta: unknown };
// A posting whose title carries every character HTML gives a meaning to (boards send titles as HTML).
greenhouse.jobs[0]!.title = `Engineer &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'friends'`;

let boards: SourceServer;
let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'skillbridge-site-index-'));
  writeFileSync(join(distDir, 'index.html'), SHELL);
  boards = await startSourceServer();
  boards.on('/v1/boards/acmecloud/jobs', { json: greenhouse });
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: distDir,
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      ASHBY_API_URL: boards.url,
      JOBS_GREENHOUSE_BOARDS: 'acmecloud',
      JOBS_LEVER_BOARDS: 'none',
      JOBS_ASHBY_BOARDS: 'none',
      SYNC_TIMEOUT_MS: '3000',
    },
  });
  // Real postings from a board, in place of the samples a new install shows.
  const admin = await signUp(server, { name: 'Admin' });
  await grantRole(server.db, admin.id, 'admin');
  const fetched = await asUser(server, admin)('/api/admin/jobs/fetch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trigger: 'manual' }),
  });
  expect(fetched.status, await fetched.clone().text()).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await boards?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function json<T>(path: string): Promise<T> {
  const res = await server.fetch(path);
  expect(res.status, `${path}: ${(await res.clone().text()).slice(0, 200)}`).toBe(200);
  return (await res.json()) as T;
}

/** Every page of a paged list API, as a visitor reads it. */
async function everyId(path: string, key: 'courses' | 'jobs'): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let offset: number | null = 0;
  let total = 0;
  while (offset !== null) {
    const page: { total: number; nextOffset: number | null } & Record<string, Array<{ id: unknown }>> =
      await json(`${path}${path.includes('?') ? '&' : '?'}offset=${offset}&limit=60`);
    ids.push(...page[key]!.map((item) => String(item.id)));
    total = page.total;
    offset = page.nextOffset;
  }
  return { ids, total };
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

describe('GET /sitemap.xml', () => {
  it('lists the public list pages and every active course, university course, job and career path', async () => {
    const res = await server.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await res.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    // Without SITE_URL, the addresses are the request's own origin.
    const paths = locs(body).map((loc) => {
      expect(loc.startsWith(`${server.url}/`), loc).toBe(true);
      return loc.slice(server.url.length);
    });
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PUBLIC_LIST_PAGES) expect(paths).toContain(page);

    const under = (prefix: string) =>
      paths.filter((p) => p.startsWith(prefix)).map((p) => decodeURIComponent(p.slice(prefix.length)));

    const courses = await everyId('/api/courses', 'courses');
    expect(courses.total).toBe((await json<CourseListResponse>('/api/courses')).catalogueTotal);
    expect(under('/courses/').sort()).toEqual(courses.ids.sort());
    expect(courses.total).toBeGreaterThan(0);

    const universities = await everyId('/api/university-courses', 'courses');
    const universityTotal = (await json<UniversityCourseListResponse>('/api/university-courses'))
      .catalogueTotal;
    expect(universities.total).toBe(universityTotal);
    expect(under('/university-courses/').sort()).toEqual(universities.ids.sort());
    expect(universityTotal).toBeGreaterThan(0);

    const jobs = await everyId('/api/jobs', 'jobs');
    const jobList = await json<JobListResponse>('/api/jobs');
    expect(jobList.jobs.every((j) => !j.isSample)).toBe(true);
    expect(under('/jobs/').sort()).toEqual(jobs.ids.sort());
    expect(jobs.total).toBeGreaterThan(1);

    expect(under('/career-paths/').sort()).toEqual(CAREER_PATHS.map((p) => p.id).sort());
  });

  it('uses SITE_URL for the addresses when it is set', async () => {
    const other = await startTestServer({ env: { SITE_URL: 'https://skills.example/' } });
    try {
      const body = await (await other.fetch('/sitemap.xml')).text();
      const all = locs(body);
      expect(all.length).toBeGreaterThan(CAREER_PATHS.length);
      expect(all.every((loc) => loc.startsWith('https://skills.example/'))).toBe(true);
      const robots = await (await other.fetch('/robots.txt')).text();
      expect(robots).toContain('Sitemap: https://skills.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('refuses a page number past the last with 404', async () => {
    expect((await server.fetch('/sitemap.xml?page=1')).status).toBe(200);
    expect((await server.fetch('/sitemap.xml?page=2')).status).toBe(404);
    expect((await server.fetch('/sitemap.xml?page=x')).status).toBe(400);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of accounts, sign-in and the API, and names the sitemap', async () => {
    const res = await server.fetch('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/admin', '/dashboard', '/settings', '/api/', '/auth']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    // No rule shuts out a public page.
    const disallowed = lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice(10).trim());
    for (const page of PUBLIC_LIST_PAGES) {
      expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

/** The title, meta description and canonical link of an HTML document. */
function head(html: string) {
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
  };
}

describe('the page of one record', () => {
  it('carries the course’s own title, description and canonical address', async () => {
    const { courses } = await json<CourseListResponse>('/api/courses?limit=1');
    const course = courses[0]!;
    const res = await server.fetch(`/courses/${encodeURIComponent(String(course.id))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const found = head(html);
    expect(found.title).toBe(htmlEscaped(`${course.title} · SkillBridge`));
    expect(found.canonical).toEqual([`${server.url}/courses/${encodeURIComponent(String(course.id))}`]);
    // The description as the course states it, cut at a word near 300 characters when longer.
    const text = course.description.replace(/\s+/g, ' ').trim();
    const shown = htmlText(found.description ?? '');
    if (text.length <= 300) expect(shown).toBe(text);
    else {
      expect(shown.endsWith('…') && shown.length <= 300).toBe(true);
      expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    }
    // The site's own title stays for the pages the visitor moves on to.
    expect(html).toContain('<title data-default="SkillBridge – Tech certifications">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('carries a career path’s, a university course’s and a job’s own head', async () => {
    const path = CAREER_PATHS[5]!;
    const pathHead = head(await (await server.fetch(`/career-paths/${path.id}`)).text());
    expect(pathHead.title).toBe(htmlEscaped(`${path.title} · SkillBridge`));
    expect(pathHead.canonical).toEqual([`${server.url}/career-paths/${path.id}`]);

    const { courses } = await json<UniversityCourseListResponse>('/api/university-courses?limit=1');
    const uni = courses[0]!;
    const uniHead = head(
      await (await server.fetch(`/university-courses/${encodeURIComponent(uni.id)}`)).text(),
    );
    expect(uniHead.title).toBe(htmlEscaped(`${uni.title} – ${uni.university} · SkillBridge`));
    expect(uniHead.canonical).toEqual([`${server.url}/university-courses/${encodeURIComponent(uni.id)}`]);

    const { jobs } = await json<JobListResponse>('/api/jobs?limit=100');
    const job = jobs.find((j) => /^[\w ,-]+$/.test(j.title))!;
    const jobHead = head(await (await server.fetch(`/jobs/${job.id}`)).text());
    expect(jobHead.title).toBe(htmlEscaped(`${job.title} at ${job.company} · SkillBridge`));
    expect(htmlText(jobHead.description!)).toContain(job.company);
    expect(jobHead.canonical).toEqual([`${server.url}/jobs/${job.id}`]);
  });

  it('escapes what the live data says, so a title cannot add markup to the page', async () => {
    const { jobs } = await json<JobListResponse>('/api/jobs?limit=100');
    // The board's text as stored: every character HTML gives a meaning to is still in it.
    const job = jobs.find((j) => j.title.startsWith('Engineer <'))!;
    expect(job, JSON.stringify(jobs.map((j) => j.title))).toBeDefined();
    for (const c of ['<', '>', '"', "'", '&']) expect(job.title).toContain(c);
    const html = await (await server.fetch(`/jobs/${job.id}`)).text();
    expect(html).not.toContain(job.title);
    expect(html).not.toContain('alert("x")');
    const found = head(html);
    expect(found.title).toBe(htmlEscaped(`${job.title} at ${job.company} · SkillBridge`));
    expect(found.title).toMatch(/^Engineer &lt; ?script&gt;alert\(&quot;x&quot;\)/);
    expect(htmlText(found.description ?? '')).toContain(job.company);
    // The document has exactly the one head it had.
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
  });

  it('leaves an unknown record, and every other path, to the web app as before', async () => {
    for (const path of ['/courses/no-such-course', '/jobs/999999999', '/career-paths/nope', '/courses']) {
      const html = await (await server.fetch(path)).text();
      expect(head(html).canonical, path).toEqual([]);
      expect(head(html).title, path).toBe('SkillBridge – Tech certifications');
    }
  });
});

function htmlEscaped(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlText(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
