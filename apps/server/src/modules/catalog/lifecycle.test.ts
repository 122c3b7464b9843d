import {
  type CourseDetailResponse,
  type CourseListResponse,
  courseDetailResponseSchema,
  courseListResponseSchema,
  type FeaturedCoursesResponse,
} from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import { isRetired } from '@app/core/course-lifecycle';
import { type DashboardResponse, dashboardResponseSchema } from '@app/core/learning-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { asUser, signUp } from '../../testing/accounts.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEED_COURSES } from './seed-courses/all.ts';
import { createCatalogService } from './service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const retiredSeed = SEED_COURSES.filter(isRetired);
/** A retired seed course whose replacement is in the catalogue (AWS SysOps Administrator). */
const retired = retiredSeed.find((c) => c.replacementCourseId !== undefined)!;
const replacement = SEED_COURSES.find((c) => c.id === retired?.replacementCourseId)!;

async function getJson<T>(path: string): Promise<T> {
  const res = await server.fetch(path);
  const text = await res.text();
  expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as T;
}

async function listAll(query: string): Promise<CourseListResponse['courses']> {
  const all: CourseListResponse['courses'] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page = courseListResponseSchema.parse(
      await getJson<CourseListResponse>(`/api/courses?${query}&offset=${offset}&limit=60`),
    );
    all.push(...page.courses);
    offset = page.nextOffset;
  }
  return all;
}

const ids = (courses: readonly Pick<Course, 'id'>[]) => courses.map((c) => c.id);

describe('retired courses in the seed', () => {
  it('include one whose replacement is in the catalogue and still offered', () => {
    expect(retired).toBeDefined();
    expect(replacement).toBeDefined();
    expect(isRetired(replacement)).toBe(false);
  });
});

describe('GET /api/courses', () => {
  it('leaves retired courses out of the default list, searches and filters', async () => {
    const all = await listAll('');
    expect(all.length).toBe(SEED_COURSES.length - retiredSeed.length);
    expect(all.some(isRetired)).toBe(false);
    expect(ids(all)).not.toContain(retired.id);
    expect(ids(all)).toContain(replacement.id);
    // Its own title finds the replacement, not it.
    const found = await listAll(`search=${encodeURIComponent(retired.title)}`);
    expect(ids(found)).not.toContain(retired.id);
    const byProvider = await listAll(`provider=${encodeURIComponent(retired.provider)}`);
    expect(ids(byProvider)).not.toContain(retired.id);
  });

  it('lists the retired courses, and only them, with status=retired', async () => {
    const list = await listAll('status=retired');
    expect(ids(list).sort()).toEqual(ids(retiredSeed).sort());
    expect(list.every((c) => c.status === 'retired')).toBe(true);
    // Search and the other filters still apply.
    const searched = await listAll(`status=retired&search=${encodeURIComponent(retired.title)}`);
    expect(ids(searched)).toContain(retired.id);
    const none = await getJson<CourseListResponse>('/api/courses?status=retired&search=zzzqqq');
    expect(none).toMatchObject({ courses: [], total: 0, nextOffset: null });
    const otherProvider = await getJson<CourseListResponse>(
      `/api/courses?status=retired&provider=${encodeURIComponent('Hugging Face')}`,
    );
    expect(ids(otherProvider.courses)).not.toContain(retired.id);
  });

  it('answers 400 for a status it does not know', async () => {
    const res = await server.fetch('/api/courses?status=gone');
    expect(res.status).toBe(400);
    const body = parseErrorBody(await res.text());
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'status' })]));
  });
});

describe('GET /api/courses/:id', () => {
  it("keeps a retired course's page, with its status and replacement", async () => {
    const detail = courseDetailResponseSchema.parse(
      await getJson<CourseDetailResponse>(`/api/courses/${retired.id}`),
    );
    expect(detail.course).toMatchObject({
      id: retired.id,
      status: 'retired',
      replacementCourseId: replacement.id,
    });
    expect(detail.replacement).toMatchObject({ id: replacement.id, title: replacement.title });
    expect(detail.related.some(isRetired)).toBe(false);
  });

  it('gives an active course no status, no replacement, and its confirmed facts', async () => {
    const detail = courseDetailResponseSchema.parse(
      await getJson<CourseDetailResponse>(`/api/courses/${replacement.id}`),
    );
    expect(detail.course).not.toHaveProperty('status');
    expect(detail.replacement).toBeNull();
    expect(detail.course.examCode).toBe(replacement.examCode);
    expect(detail.course.factsConfirmedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The course that shares its provider, category and a skill is retired: never related.
    expect(ids(detail.related)).not.toContain(retired.id);
  });
});

describe('recommendations', () => {
  it('never suggest a retired course: featured, related or on the dashboard', async () => {
    const featured = await getJson<FeaturedCoursesResponse>('/api/courses/featured');
    expect(featured.courses.some(isRetired)).toBe(false);

    // Tracking the replacement makes its retired predecessor (same vendor, same skills) the
    // closest match there is; it must still not be suggested.
    const account = await signUp(server);
    const as = asUser(server, account);
    const put = await as(`/api/me/courses/${replacement.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'in_progress' }),
    });
    expect(put.status).toBe(200);
    const board = dashboardResponseSchema.parse(
      (await (await as('/api/me/dashboard')).json()) as DashboardResponse,
    );
    expect(board.recommendations.length).toBeGreaterThan(0);
    expect(board.recommendations.map((r) => r.course.id)).not.toContain(String(retired.id));
    for (const r of board.recommendations) expect(r.course).not.toHaveProperty('status', 'retired');
  });
});

describe('GET /sitemap.xml', () => {
  it("lists the replacement's page but not the retired course's", async () => {
    const body = await (await server.fetch('/sitemap.xml')).text();
    expect(body).toContain(`/courses/${replacement.id}</loc>`);
    expect(body).not.toContain(`/courses/${retired.id}</loc>`);
  });
});

describe('what the AI tools and the dashboard read from the catalogue', () => {
  const course = (id: number, title: string, extra: Partial<Course> = {}): Course => ({
    id,
    title,
    provider: 'AWS',
    category: 'Cloud Computing',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Operate workloads on AWS.',
    skills: ['Monitoring', 'Networking'],
    link: `https://example.org/${id}`,
    ...extra,
  });
  const catalog = createCatalogService({
    logger: createLogger({ level: 'silent' }),
    sources: {
      staticCourses: async () => [
        course(1, 'SysOps Administrator', { status: 'retired', replacementCourseId: 2 }),
        course(2, 'CloudOps Engineer'),
        course(3, 'Networking Specialty', { status: 'retiring', retiresOn: '2027-01-31' }),
      ],
    },
  });

  it('holds no retired course in what it offers, searches or resolves by name', async () => {
    expect(ids(await catalog.allCourses())).toEqual([2, 3]);
    expect(ids(await catalog.searchCourses('networking', 10))).not.toContain(1);
    expect(ids(await catalog.coursesMatching('monitoring', 10))).toEqual([2, 3]);
    expect(ids(await catalog.relatedCourses(2))).toEqual([3]);
    expect(ids(await catalog.featuredCourses())).toEqual([2, 3]);
    // A model naming the retired course is not pointed at it.
    expect(await catalog.findCourse({ title: 'SysOps Administrator' })).toBeUndefined();
    expect(await catalog.findCourse({ id: 1 })).toBeUndefined();
    expect((await catalog.stats()).courses).toBe(2);
  });

  it('still finds the retired course by id, for its page and for users who track it', async () => {
    expect((await catalog.course(1))?.title).toBe('SysOps Administrator');
    const detail = await catalog.getCourse(1);
    expect(detail?.replacement?.id).toBe(2);
    expect(ids(detail?.related ?? [])).not.toContain(1);
  });
});
