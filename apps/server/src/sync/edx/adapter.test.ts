import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { edxAdapter } from './adapter.ts';

const fixtureText = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let server: SourceServer;
beforeAll(async () => {
  server = await startSourceServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const config = (env: Record<string, string> = {}) =>
  loadConfig({ EDX_BASE_URL: server.url, EDX_ORGS: 'IBM,AWS', ...env }).sync.edx;

/** Serves the fixture pages, with their absolute `next` links pointing at the test server. */
function serveFixtures() {
  server.on('/api/courses/v1/courses/', (req) => {
    const org = req.url.searchParams.get('org');
    const name =
      org === 'AWS'
        ? 'courses-aws.json'
        : req.url.searchParams.get('page') === '2'
          ? 'courses-ibm-page-2.json'
          : 'courses-ibm-page-1.json';
    return { body: fixtureText(name).replaceAll('https://courses.edx.org/api/', `${server.url}/api/`) };
  });
}

describe('edX adapter (Open edX Courses API)', () => {
  it('lists each partner org page by page, keeps the newest run of a course and skips broken records', async () => {
    serveFixtures();
    const outcome = await edxAdapter(config()).fetchCourses({ timeoutMs: 2000 });
    expect([outcome.fetched, outcome.skipped, outcome.courses.length]).toEqual([7, 1, 4]);
    // The older run and the invitation-only course are left out on purpose, not as broken.
    expect(outcome.excluded).toBe(2);
    expect(
      server.requests.map((r) => [r.url.searchParams.get('org'), r.url.searchParams.get('page')]),
    ).toEqual([
      ['IBM', null],
      ['IBM', '2'],
      ['AWS', null],
    ]);
    expect(server.requests[0]!.url.searchParams.get('page_size')).toBe('100');

    const byId = new Map(outcome.courses.map((c) => [c.id, c]));
    expect(byId.get('edx-IBM+PY0101EN')).toEqual({
      id: 'edx-IBM+PY0101EN',
      title: 'Python Basics for Data Science',
      provider: 'IBM',
      category: 'Data Science',
      level: 'Beginner',
      price: 'Free to audit',
      description:
        "This Python course provides a beginner-friendly introduction to Python for Data Science. Practice through lab exercises, and you'll be ready to create your first Python scripts on your own!",
      skills: [],
      duration: '3–4 hours per week',
      link: 'https://courses.edx.org/courses/course-v1:IBM+PY0101EN+2T2026/about',
    });
    expect(byId.get('edx-IBM+CC0101EN')?.category).toBe('Cloud Computing');
    expect(byId.get('edx-IBM+ML0101EN')?.category).toBe('Machine Learning');
    expect(byId.get('edx-AWS+OTP-AWSD5')).toMatchObject({
      provider: 'AWS',
      level: 'Advanced',
      category: 'Databases',
    });
  });

  it('links to the configured course pages', async () => {
    serveFixtures();
    const outcome = await edxAdapter(
      config({ EDX_COURSE_PAGE_URL: 'https://learning.example.org' }),
    ).fetchCourses({
      timeoutMs: 2000,
    });
    expect(outcome.courses[0]?.link).toMatch(/^https:\/\/learning\.example\.org\/courses\/course-v1:/);
  });

  it('reads saved pages (--from-file): one page, a list of pages, or a bare list of courses', () => {
    const adapter = edxAdapter(config());
    const one = JSON.parse(fixtureText('courses-aws.json')) as { results: unknown[] };
    expect(adapter.parseSaved(one).courses).toHaveLength(1);
    const pages = ['courses-ibm-page-1.json', 'courses-ibm-page-2.json'].map(
      (f) => JSON.parse(fixtureText(f)) as unknown,
    );
    expect([adapter.parseSaved(pages).courses.length, adapter.parseSaved(pages).skipped]).toEqual([3, 1]);
    expect(adapter.parseSaved(one.results).courses).toHaveLength(1);
    expect(() => adapter.parseSaved({ courses: [] })).toThrow(/not a Courses API page/);
  });

  it('fails on a page without its results list', async () => {
    server.on('/api/courses/v1/courses/', { json: { detail: 'Not found.' } });
    await expect(edxAdapter(config()).fetchCourses({ timeoutMs: 2000 })).rejects.toThrow(
      /without its "results" list/,
    );
  });
});

// Recorded real responses, read in place; without the folder a notice is printed and no test is
// registered (none is skipped).
const sharedFiles = sharedFixtureFiles(
  'edx-api',
  'no recorded edX API response is available (edx-courses/ is a scraped CSV, not an API response)',
);
if (sharedFiles) {
  describe('edX adapter: recorded responses in ../shared/fixtures', () => {
    it.each(sharedFiles)('parses the recorded page %s, skipping only invalid records', (file) => {
      const outcome = edxAdapter(config()).parseSaved(JSON.parse(readFileSync(file, 'utf8')));
      expect(outcome.courses.length + outcome.skipped + (outcome.excluded ?? 0), file).toBe(outcome.fetched);
    });
  });
}
