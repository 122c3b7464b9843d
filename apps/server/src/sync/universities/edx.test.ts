import { universityCourseSchema } from '@app/core/university-course';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SourceServer, startSourceServer } from '../../testing/source-server.ts';
import { edxUniversitiesAdapter } from './edx.ts';

let source: SourceServer;
beforeAll(async () => {
  source = await startSourceServer();
});
afterAll(() => source.close());
beforeEach(() => source.reset());

const adapter = (orgs: string[]) =>
  edxUniversitiesAdapter({ baseUrl: source.url, coursePageUrl: 'https://courses.edx.org', orgs });
const context = { timeoutMs: 2_000 };

/** One Open edX Courses API course run, as `/api/courses/v1/courses/` lists it. */
const run = (id: string, over: Record<string, unknown> = {}) => {
  const [org, number] = id.replace('course-v1:', '').split('+');
  return {
    blocks_url: `https://courses.edx.org/api/courses/v2/blocks/?course_id=${encodeURIComponent(id)}`,
    effort: '6:00',
    end: null,
    enrollment_start: null,
    enrollment_end: null,
    id,
    media: {
      banner_image: {
        uri: '/asset-v1:banner.jpg',
        uri_absolute: 'https://courses.edx.org/asset-v1:banner.jpg',
      },
      course_image: { uri: '/asset-v1:course_image.jpg' },
      course_video: { uri: null },
      image: {
        raw: 'https://prod-edxapp.edx-cdn.org/asset-v1:raw.jpg',
        small: 'https://prod-edxapp.edx-cdn.org/asset-v1:small.jpg',
        large: 'https://prod-edxapp.edx-cdn.org/asset-v1:large.jpg',
      },
    },
    name: 'Introduction to Computer Science and Programming Using Python',
    number,
    org,
    short_description:
      'An introduction to computer science as a tool to solve real-world analytical problems using Python 3.5.',
    start: '2024-01-10T15:00:00Z',
    start_display: 'Jan. 10, 2024',
    start_type: 'timestamp',
    pacing: 'self',
    mobile_available: true,
    hidden: false,
    invitation_only: false,
    course_id: id,
    ...over,
  };
};

const page = (results: unknown[], next: string | null, count: number) => ({
  results,
  pagination: { next, previous: null, count, num_pages: next ? 2 : 1 },
});

describe('edX university adapter (own fixtures on a local server)', () => {
  it('fetches each organisation, follows next pages and keeps the newest run of each course', async () => {
    source.on('/api/courses/v1/courses/', (request) => {
      const org = request.url.searchParams.get('org');
      const pageNo = request.url.searchParams.get('page') ?? '1';
      if (org === 'MITx' && pageNo === '1') {
        return {
          json: page(
            [
              run('course-v1:MITx+6.00.1x+2T2017', { start: '2017-06-01T00:00:00Z' }),
              run('course-v1:MITx+6.00.1x+1T2024'),
              run('course-v1:MITx+18.01.1x+3T2023', {
                name: 'Calculus 1A: Differentiation',
                short_description: '<p>Discover the derivative.</p>',
                effort: null,
              }),
            ],
            `${source.url}/api/courses/v1/courses/?org=MITx&page=2&page_size=100`,
            5,
          ),
        };
      }
      if (org === 'MITx') {
        return {
          json: page(
            [
              run('course-v1:MITx+SECRET+1T2024', { hidden: true }),
              { id: 'course-v1:MITx+broken+1T2024', org: 'MITx' },
            ],
            null,
            5,
          ),
        };
      }
      if (org === 'DelftX') {
        return {
          json: page([run('course-v1:DelftX+PV1x+1T2024', { name: 'Solar Energy', media: null })], null, 1),
        };
      }
      return { json: page([run(`course-v1:${org}+X101+1T2024`, { name: 'Something' })], null, 1) };
    });

    const outcome = await adapter(['MITx', 'DelftX', 'IBM']).fetchCourses(context);
    expect(outcome.fetched).toBe(7);
    expect(outcome.courses.map((c) => c.externalId)).toEqual([
      'MITx+6.00.1x',
      'MITx+18.01.1x',
      'DelftX+PV1x',
    ]);
    expect(outcome.skippedBy).toEqual({ duplicate: 1, unavailable: 1, invalid: 1, not_university: 1 });
    expect(outcome.skipped).toBe(4);

    const python = outcome.courses[0]!.course;
    expect(python).toEqual({
      id: 'edx-MITx-6.00.1x',
      title: 'Introduction to Computer Science and Programming Using Python',
      university: 'Massachusetts Institute of Technology',
      country: 'United States',
      category: 'Computer Science',
      level: null,
      description:
        'An introduction to computer science as a tool to solve real-world analytical problems using Python 3.5.',
      subjects: ['Python'],
      duration: '6:00',
      rating: null,
      students: null,
      image: 'https://prod-edxapp.edx-cdn.org/asset-v1:large.jpg',
      provider: 'edX',
      url: 'https://courses.edx.org/courses/course-v1:MITx+6.00.1x+1T2024/about',
    });
    expect(outcome.courses[1]!.course).toMatchObject({
      title: 'Calculus 1A: Differentiation',
      description: 'Discover the derivative.',
      category: 'Mathematics',
      duration: null,
    });
    expect(outcome.courses[2]!.course).toMatchObject({
      university: 'Delft University of Technology',
      country: 'Netherlands',
      category: 'Environment & Energy',
      image: null,
    });
    for (const c of outcome.courses) expect(universityCourseSchema.safeParse(c.course).success).toBe(true);
    expect(source.requests.map((r) => r.url.searchParams.get('org'))).toEqual([
      'MITx',
      'MITx',
      'DelftX',
      'IBM',
    ]);
  });

  it('refuses a next page on another site', async () => {
    source.on('/api/courses/v1/courses/', {
      json: page(
        [run('course-v1:MITx+6.00.1x+1T2024')],
        'https://elsewhere.example/api/courses/v1/courses/?page=2',
        2,
      ),
    });
    await expect(adapter(['MITx']).fetchCourses(context)).rejects.toThrow(/another site/);
  });

  it('reports failures and wrong shapes', async () => {
    source.on('/api/courses/v1/courses/', { status: 500, json: {} });
    await expect(adapter(['MITx']).fetchCourses(context)).rejects.toThrow(/edX answered HTTP 500/);
    source.on('/api/courses/v1/courses/', { json: { courses: [] } });
    await expect(adapter(['MITx']).fetchCourses(context)).rejects.toThrow(/not a Courses API response/);
  });

  it('reads a saved answer, or a list of them', () => {
    const one = adapter(['MITx']).parseSaved(page([run('course-v1:HarvardX+CS50x+2024')], null, 1));
    expect(one.courses.map((c) => c.course.university)).toEqual(['Harvard University']);
    const many = adapter(['MITx']).parseSaved([
      page([run('course-v1:MITx+6.00.1x+1T2024')], null, 1),
      page(
        [run('course-v1:UQx+Think101x+1T2024', { name: 'Think101x: The Science of Everyday Thinking' })],
        null,
        1,
      ),
    ]);
    expect(many.courses.map((c) => c.course.country)).toEqual(['United States', 'Australia']);
    expect(() => adapter(['MITx']).parseSaved('hello')).toThrow(/not a Courses API response/);
  });
});
