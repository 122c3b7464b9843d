import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { universityCourseSchema } from '@app/core/university-course';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedFixtureFiles } from '../../testing/shared-fixtures.ts';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { SyncSourceError } from '../source-error.ts';
import { courseraAdapter } from './coursera.ts';

let source: SourceServer;
beforeAll(async () => {
  source = await startSourceServer();
});
afterAll(() => source.close());
beforeEach(() => source.reset());

const adapter = () => courseraAdapter({ apiBaseUrl: source.url, coursePageUrl: 'https://www.coursera.org' });
const context = { timeoutMs: 2_000 };

// Our own small responses in the API's shape: partners.v1 and courses.v1 in two pages each.
const partnerPages = [
  {
    elements: [
      { id: '1', name: 'Stanford University', shortName: 'stanford' },
      { id: '2', name: 'Google Cloud', shortName: 'googlecloud' },
    ],
    paging: { next: '2', total: 3 },
    linked: {},
  },
  {
    elements: [{ id: '4', name: 'University of Tartu', shortName: 'tartu', location: { country: 'EE' } }],
    paging: { total: 3 },
    linked: {},
  },
];
const coursePages = [
  {
    elements: [
      {
        id: 'abcStanford01',
        slug: 'machine-learning',
        name: 'Supervised Machine Learning: Regression and Classification',
        description: '<p>Build <b>machine learning</b> models in Python &amp; NumPy.</p>',
        photoUrl: 'https://d3njjcbhbojbot.cloudfront.net/example.png',
        workload: '33 hours',
        partnerIds: ['1'],
        domainTypes: [{ domainId: 'data-science', subdomainId: 'machine-learning' }],
        courseStatus: 'launched',
      },
      { id: 'abcGoogle0001', slug: 'gcp-fundamentals', name: 'Google Cloud Fundamentals', partnerIds: ['2'] },
      { id: 'abcBroken0001', name: 'A course without a slug', partnerIds: ['1'] },
    ],
    paging: { next: '3', total: 6 },
    linked: {},
  },
  {
    elements: [
      {
        id: 'abcTartu00001',
        slug: 'introduction-to-estonian',
        name: 'Estonian Language for Beginners',
        photoUrl: 'http://insecure.example/picture.png',
        partnerIds: ['4'],
        categories: [],
        courseStatus: 'preenroll',
      },
      {
        id: 'abcRetired001',
        slug: 'retired',
        name: 'Retired Course',
        partnerIds: ['1'],
        courseStatus: 'inactive',
      },
      { id: 'abcStanford01', slug: 'machine-learning', name: 'Repeated', partnerIds: ['1'] },
    ],
    paging: { total: 6 },
    linked: { 'partners.v1': [{ id: '9', name: 'Museum of Examples', shortName: 'museum' }] },
  },
];

function servePages(path: string, pages: readonly unknown[], startsAt: readonly number[]) {
  source.on(path, (request) => {
    const start = Number(request.url.searchParams.get('start') ?? 0);
    const page = startsAt.indexOf(start);
    return page < 0 ? { status: 400, json: { message: 'bad start' } } : { json: pages[page] };
  });
}

describe('Coursera adapter (own fixtures on a local server)', () => {
  it('pages through partners.v1 and courses.v1 and keeps the courses of universities', async () => {
    servePages('/api/partners.v1', partnerPages, [0, 2]);
    servePages('/api/courses.v1', coursePages, [0, 3]);
    const outcome = await adapter().fetchCourses(context);

    expect(outcome.fetched).toBe(6);
    expect(outcome.courses).toHaveLength(2);
    expect(outcome.skipped).toBe(4);
    expect(outcome.skippedBy).toEqual({ invalid: 1, not_university: 1, unavailable: 1, duplicate: 1 });

    const [ml, estonian] = outcome.courses;
    expect(ml).toEqual({
      externalId: 'abcStanford01',
      identityKey: 'coursera:machine-learning',
      course: {
        id: 'coursera-abcStanford01',
        title: 'Supervised Machine Learning: Regression and Classification',
        university: 'Stanford University',
        country: 'United States',
        category: 'Artificial Intelligence',
        level: null,
        description: 'Build machine learning models in Python & NumPy.',
        subjects: ['Machine Learning'],
        duration: '33 hours',
        rating: null,
        students: null,
        image: 'https://d3njjcbhbojbot.cloudfront.net/example.png',
        provider: 'Coursera',
        url: 'https://www.coursera.org/learn/machine-learning',
      },
    });
    // Not in our directory: placed by partners.v1's location, since its name says university.
    expect(estonian!.course).toMatchObject({
      university: 'University of Tartu',
      country: 'Estonia',
      image: null,
      category: 'Languages',
    });
    for (const c of outcome.courses) expect(universityCourseSchema.safeParse(c.course).success).toBe(true);

    const asked = source.requests.map((r) => `${r.path}?start=${r.url.searchParams.get('start')}`);
    expect(asked).toEqual([
      '/api/partners.v1?start=0',
      '/api/partners.v1?start=2',
      '/api/courses.v1?start=0',
      '/api/courses.v1?start=3',
    ]);
    const courseRequest = source.requests[2]!.url.searchParams;
    expect(courseRequest.get('includes')).toBe('partnerIds');
    expect(courseRequest.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['name', 'slug', 'description', 'photoUrl', 'workload', 'partnerIds']),
    );
  });

  it('reads a saved courses.v1 answer with its partners, or both answers together', () => {
    const withLinked = {
      ...coursePages[0],
      linked: { 'partners.v1': partnerPages[0]!.elements },
    };
    const one = adapter().parseSaved(withLinked);
    expect([one.fetched, one.courses.length, one.skipped]).toEqual([3, 1, 2]);
    const both = adapter().parseSaved({ courses: coursePages[1], partners: partnerPages[1] });
    expect([both.fetched, both.courses.length]).toEqual([3, 1]);
    expect(() => adapter().parseSaved({ hello: 'world' })).toThrow(/not a courses.v1 response/);
  });

  it('reports a failing source in words an admin can act on', async () => {
    source.on('/api/partners.v1', { status: 503, json: {} });
    await expect(adapter().fetchCourses(context)).rejects.toThrow(
      new SyncSourceError('Coursera answered HTTP 503 Service Unavailable'),
    );

    source.on('/api/partners.v1', { body: '<html>maintenance</html>', contentType: 'text/html' });
    await expect(adapter().fetchCourses(context)).rejects.toThrow(/not valid JSON/);

    source.on('/api/partners.v1', { json: { elements: 'nope' } });
    await expect(adapter().fetchCourses(context)).rejects.toThrow(/not a partners.v1 response/);

    source.on('/api/partners.v1', { json: partnerPages[1], delayMs: 1_000 });
    await expect(adapter().fetchCourses({ timeoutMs: 200 })).rejects.toThrow(/did not answer within 200 ms/);
  });

  it('stops when a page does not move forward', async () => {
    source.on('/api/partners.v1', { json: { elements: [], paging: { total: 0 } } });
    source.on('/api/courses.v1', { json: { ...coursePages[0], paging: { next: '0' } } });
    const outcome = await adapter().fetchCourses(context);
    expect(outcome.fetched).toBe(3);
    expect(source.requests.filter((r) => r.path === '/api/courses.v1')).toHaveLength(1);
  });
});

// The recorded real responses (2021) beside the repository, read in place.
const recorded = sharedFixtureFiles('coursera', 'the recorded Coursera catalog API responses');
const recordedFile = (name: string) => recorded?.find((f) => basename(f) === name);

describe.runIf(recordedFile('courses.v1.slice-A.json') && recordedFile('partners.v1.json'))(
  'Coursera adapter on the recorded real responses',
  () => {
    it('reads 1,884 courses: 1,663 from 137 universities in 28 countries, 221 from non-universities', async () => {
      const coursesBody = readFileSync(recordedFile('courses.v1.slice-A.json')!, 'utf8');
      const partnersBody = readFileSync(recordedFile('partners.v1.json')!, 'utf8');
      source.on('/api/courses.v1', { body: coursesBody });
      source.on('/api/partners.v1', { body: partnersBody });

      const outcome = await adapter().fetchCourses(context);
      expect(outcome.fetched).toBe(1884);
      expect(outcome.courses).toHaveLength(1663);
      expect(outcome.skipped).toBe(221);
      expect(outcome.skippedBy).toEqual({ not_university: 221 });
      expect(new Set(outcome.courses.map((c) => c.course.university)).size).toBe(137);
      expect(new Set(outcome.courses.map((c) => c.course.country)).size).toBe(28);
      for (const c of outcome.courses) expect(universityCourseSchema.safeParse(c.course).success).toBe(true);

      const gamification = outcome.courses.find((c) => c.externalId === '69Bku0KoEeWZtA4u62x6lQ')!.course;
      expect(gamification).toMatchObject({
        title: 'Gamification',
        university: 'University of Pennsylvania',
        country: 'United States',
        duration: '4-8 hours/week',
        subjects: ['Information Technology', 'Business'],
        url: 'https://www.coursera.org/learn/gamification',
      });
      // Companies are not universities: Google Cloud's 85 courses are among the skipped.
      expect(outcome.courses.some((c) => c.course.university.includes('Google'))).toBe(false);

      // The same documents through the --from-file path give the same courses.
      const saved = adapter().parseSaved({
        courses: JSON.parse(coursesBody),
        partners: JSON.parse(partnersBody),
      });
      expect(saved.courses.map((c) => c.externalId)).toEqual(outcome.courses.map((c) => c.externalId));
    });
  },
);
