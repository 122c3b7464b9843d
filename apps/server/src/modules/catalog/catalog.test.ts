import { CAREER_PATHS } from '@app/core/career-paths-data';
import {
  type CatalogStatsResponse,
  COURSE_PAGE_DEFAULT,
  type CourseDetailResponse,
  type CourseFacetsResponse,
  type CourseListResponse,
  catalogStatsResponseSchema,
  courseDetailResponseSchema,
  courseFacetsResponseSchema,
  courseListResponseSchema,
  type FeaturedCoursesResponse,
  featuredCoursesResponseSchema,
  type ProvidersResponse,
  providersResponseSchema,
} from '@app/core/catalog-api';
import { isCurrent } from '@app/core/course-lifecycle';
import { searchCatalogueRanked } from '@app/core/course-ranking';
import { isFreePrice, NO_FILTERS, searchCatalogue } from '@app/core/course-search';
import { pickFeaturedCourses } from '@app/core/featured-courses';
import { PROVIDERS } from '@app/core/providers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEED_COURSES } from './seed-courses/all.ts';

/** The courses the catalogue lists: retired ones leave it (they keep their pages). */
const CATALOGUE = SEED_COURSES.filter(isCurrent);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await server.fetch(path);
  const text = await res.text();
  expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return JSON.parse(text) as T;
}

const list = async (params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return courseListResponseSchema.parse(await getJson<CourseListResponse>(`/api/courses?${query}`));
};

/** Every course matching, walking the pages as the web app does. */
async function listAll(params: Record<string, string> = {}) {
  const all: CourseListResponse['courses'] = [];
  let offset: number | null = 0;
  let total = -1;
  while (offset !== null) {
    const page = await list({ ...params, offset, limit: 60 });
    total = page.total;
    all.push(...page.courses);
    offset = page.nextOffset;
  }
  expect(all.length).toBe(total);
  return all;
}

const ids = (courses: readonly { id: number | string }[]) => courses.map((c) => c.id);

describe('GET /api/courses', () => {
  it('returns the first page of the whole catalogue in title order, with totals', async () => {
    const page = await list();
    const [counted] = rows<{ count: number }>(
      await server.db.execute(sql`select count(*)::int as count from courses`),
    );
    // The table holds every seed course; the catalogue lists those not retired.
    expect(counted!.count).toBe(SEED_COURSES.length);
    const count = CATALOGUE.length;
    expect(count).toBeLessThan(SEED_COURSES.length);
    expect(page.total).toBe(count);
    expect(page.catalogueTotal).toBe(count);
    expect(page.offset).toBe(0);
    expect(page.limit).toBe(COURSE_PAGE_DEFAULT);
    expect(page.courses).toHaveLength(COURSE_PAGE_DEFAULT);
    expect(page.nextOffset).toBe(COURSE_PAGE_DEFAULT);
    expect(ids(page.courses)).toEqual(ids(searchCatalogue(CATALOGUE, '').slice(0, COURSE_PAGE_DEFAULT)));
    // The dropdowns' options come from their own route, not with every page of results.
    expect(page).not.toHaveProperty('facets');
  });

  it('GET /api/courses/facets lists every dropdown option over the whole catalogue, with counts', async () => {
    const { facets } = courseFacetsResponseSchema.parse(
      await getJson<CourseFacetsResponse>('/api/courses/facets'),
    );
    expect(facets.levels.map((l) => l.value)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(facets.prices.map((l) => l.value)).toEqual(['Free', 'Paid']);
    expect(facets.providers.map((p) => p.value).sort()).toEqual(
      [...new Set(CATALOGUE.map((c) => c.provider))].sort(),
    );
    expect(facets.categories.length).toBe(new Set(CATALOGUE.map((c) => c.category)).size);
    const free = CATALOGUE.filter((c) => isFreePrice(c.price)).length;
    expect(facets.prices.find((p) => p.value === 'Free')?.count).toBe(free);
    const sum = (options: { count: number }[]) => options.reduce((n, o) => n + o.count, 0);
    expect(sum(facets.levels)).toBe(CATALOGUE.length);
    expect(sum(facets.providers)).toBe(CATALOGUE.length);
  });

  it('returns courses with every field the card needs', async () => {
    const { courses } = await list({ search: 'Solutions Architect Associate', provider: 'AWS' });
    const course = courses.find((c) => c.title.includes('Solutions Architect'));
    expect(course).toBeDefined();
    expect(course).toMatchObject({
      provider: 'AWS',
      category: expect.any(String),
      level: expect.stringMatching(/^(Beginner|Intermediate|Advanced)$/),
      price: expect.any(String),
      description: expect.any(String),
      link: expect.stringMatching(/^https:\/\//),
    });
    expect(course!.skills.length).toBeGreaterThan(0);
  });

  it.each([
    ['kubernetes'],
    ['  AZURE   security '],
    ['python data'],
    ['aws'],
    ['e'],
    ['nothing-matches-this'],
  ])(
    'searches %j with the spec rule sorted by title, and by relevance as the reference ranks',
    async (search) => {
      const expected = searchCatalogue(CATALOGUE, search);
      const page = await list({ search, limit: 60, sort: 'title', asTyped: '1' });
      expect(page.total).toBe(expected.length);
      expect(ids(page.courses)).toEqual(ids(expected.slice(0, 60)));
      expect(page.catalogueTotal).toBe(CATALOGUE.length);
      const ranked = searchCatalogueRanked(CATALOGUE, search);
      const best = await list({ search, limit: 60 });
      expect(best.total).toBe(ranked.results.length);
      expect(ids(best.courses)).toEqual(ids(ranked.results.slice(0, 60)));
      expect(best.correctedSearch).toBe(ranked.correctedSearch);
    },
  );

  it.each([
    ['azure fundamentals', 'Microsoft Certified: Azure Fundamentals (AZ-900)'],
    ['aws cloud practitioner essentials', 'AWS Cloud Practitioner Essentials'],
    ['power bi', 'Microsoft Certified: Power BI Data Analyst Associate (PL-300)'],
    ['google data analytics', 'Google Data Analytics Professional Certificate'],
    ['IBM Data Science Professional Certificate', 'IBM Data Science Professional Certificate'],
    ['az900', 'Microsoft Certified: Azure Fundamentals (AZ-900)'],
    ['1Z0-1085', 'Oracle Cloud Infrastructure Foundations Associate (1Z0-1085)'],
    ['ccna', 'Cisco Certified Network Associate (CCNA)'],
  ])('puts what was typed first: %j', async (search, title) => {
    const page = await list({ search });
    expect(page.courses[0]?.title).toBe(title);
  });

  it("corrects a word found nowhere to the catalogue's nearest word, unless asked to search as typed", async () => {
    const corrected = await list({ search: 'kubernets administrator' });
    expect(corrected.correctedSearch).toBe('kubernetes administrator');
    expect(corrected.courses[0]?.title).toBe('Certified Kubernetes Administrator (CKA)');
    const typed = await list({ search: 'kubernets', asTyped: '1' });
    expect(typed).toMatchObject({ total: 0, correctedSearch: null });
    expect((await list({ search: 'kubernetes' })).correctedSearch).toBeNull();
  });

  it('finds courses by their other names: k8s finds the Kubernetes courses', async () => {
    const k8s = await list({ search: 'k8s', limit: 60 });
    expect(k8s.total).toBeGreaterThan(0);
    expect(k8s.courses.every((c) => /kubernetes|k8s/i.test(JSON.stringify(c)))).toBe(true);
  });

  it('sorts by title on request and refuses an unknown sort', async () => {
    const byTitle = await list({ search: 'azure fundamentals', sort: 'title', limit: 60 });
    expect(ids(byTitle.courses)).toEqual(ids(searchCatalogue(CATALOGUE, 'azure fundamentals').slice(0, 60)));
    await getJson('/api/courses?search=aws&sort=price', 400);
  });

  it('filters by category, ignoring case', async () => {
    const all = await listAll({ category: 'cybersecurity' });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.category === 'Cybersecurity')).toBe(true);
    expect(all.length).toBe(CATALOGUE.filter((c) => c.category === 'Cybersecurity').length);
  });

  it('filters by provider, ignoring case', async () => {
    const all = await listAll({ provider: 'google cloud' });
    expect(all.length).toBe(CATALOGUE.filter((c) => c.provider === 'Google Cloud').length);
    expect(all.every((c) => c.provider === 'Google Cloud')).toBe(true);
  });

  it('filters by level', async () => {
    for (const level of ['Beginner', 'Intermediate', 'Advanced']) {
      const page = await list({ level });
      expect(page.total).toBe(CATALOGUE.filter((c) => c.level === level).length);
      expect(page.courses.every((c) => c.level === level)).toBe(true);
    }
  });

  it('filters by price: Free and Paid split the catalogue', async () => {
    const free = await listAll({ price: 'Free' });
    const paid = await listAll({ price: 'Paid' });
    expect(free.length + paid.length).toBe(CATALOGUE.length);
    expect(free.every((c) => /free/i.test(c.price) || c.price === '$0')).toBe(true);
    expect(paid.some((c) => /free/i.test(c.price))).toBe(false);
  });

  it('combines search and all four filters', async () => {
    const filters = { category: 'Cloud Computing', provider: 'AWS', level: 'Beginner', price: 'Free' };
    const page = await list({ search: 'cloud', ...filters, limit: 60, sort: 'title' });
    const expected = searchCatalogue(CATALOGUE, 'cloud', filters);
    expect(page.total).toBe(expected.length);
    expect(ids(page.courses)).toEqual(ids(expected));
  });

  it('treats all as no filter, and an unknown provider as no match', async () => {
    expect((await list({ category: 'all', provider: 'all', level: 'all', price: 'all' })).total).toBe(
      CATALOGUE.length,
    );
    const none = await list({ provider: 'Nobody Inc' });
    expect(none).toMatchObject({ total: 0, courses: [], nextOffset: null });
    expect(none.catalogueTotal).toBe(CATALOGUE.length);
  });

  it('pages through the whole result without gaps or repeats', async () => {
    const all = await listAll();
    expect(ids(all)).toEqual(ids(searchCatalogue(CATALOGUE, '', NO_FILTERS)));
    const last = await list({ offset: CATALOGUE.length - 5, limit: 60 });
    expect(last.courses).toHaveLength(5);
    expect(last.nextOffset).toBeNull();
    const beyond = await list({ offset: CATALOGUE.length + 100 });
    expect(beyond).toMatchObject({ courses: [], total: CATALOGUE.length, nextOffset: null });
  });

  it('reads the query as a form encodes it, and names it does not know change nothing', async () => {
    const plus = await getJson<CourseListResponse>('/api/courses?search=data+science&limit=5');
    const encoded = await getJson<CourseListResponse>('/api/courses?search=data%20science&limit=5');
    expect(plus.total).toBeGreaterThan(0);
    expect(plus).toEqual(encoded);
    const odd = await getJson<CourseListResponse>(
      '/api/courses?__proto__=x&__proto__=y&constructor=z&search=data%20science&limit=5',
    );
    expect(odd).toEqual(encoded);
  });

  it.each([
    ['limit=61', 'limit'],
    ['limit=0', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['level=Expert', 'level'],
    ['level=beginner', 'level'],
    ['price=Cheap', 'price'],
    ['category=', 'category'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['level=Beginner&level=Advanced', 'level'],
  ])('answers 400 in the error shape for %s', async (query, field) => {
    const res = await server.fetch(`/api/courses?${query}`);
    expect(res.status).toBe(400);
    const body = parseErrorBody(await res.text());
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

describe('GET /api/courses/:id', () => {
  it('returns the course, its provider entry with a real count, and related courses sharing skills', async () => {
    const target = CATALOGUE.find((c) => c.provider === 'AWS')!;
    const detail = courseDetailResponseSchema.parse(
      await getJson<CourseDetailResponse>(`/api/courses/${target.id}`),
    );
    expect(detail.course).toEqual(target);
    expect(detail.provider).toMatchObject({
      name: 'AWS',
      courseCount: CATALOGUE.filter((c) => c.provider === 'AWS').length,
    });
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related.length).toBeLessThanOrEqual(3);
    expect(ids(detail.related)).not.toContain(target.id);
    const skills = new Set(target.skills.map((s) => s.toLowerCase()));
    expect(detail.related[0]!.skills.some((s) => skills.has(s.toLowerCase()))).toBe(true);
  });

  it("relates AZ-900 to Microsoft's own cloud courses first", async () => {
    const az900 = CATALOGUE.find((c) => c.title.includes('(AZ-900)'))!;
    const detail = await getJson<CourseDetailResponse>(`/api/courses/${az900.id}`);
    expect(detail.related).toHaveLength(3);
    expect(detail.related.map((c) => [c.provider, c.category])).toEqual(
      Array(3).fill(['Microsoft', 'Cloud Computing']),
    );
  });

  it.each(['999999', 'microsoft-no-such-course', 'edx-x'])(
    'answers 404 in the error shape for %s',
    async (id) => {
      const res = await server.fetch(`/api/courses/${id}`);
      expect(res.status).toBe(404);
      expect(parseErrorBody(await res.text()).error.code).toBe('not_found');
    },
  );

  it.each(['abc', '1.5', '-3', 'udemy-12'])('answers 400 for %s, which is not a course id', async (id) => {
    const res = await server.fetch(`/api/courses/${id}`);
    expect(res.status).toBe(400);
    expect(parseErrorBody(await res.text()).error.code).toBe('invalid_input');
  });
});

describe('GET /api/courses/featured', () => {
  it('returns six courses by the spec rule', async () => {
    const { courses } = featuredCoursesResponseSchema.parse(
      await getJson<FeaturedCoursesResponse>('/api/courses/featured'),
    );
    expect(ids(courses)).toEqual(ids(pickFeaturedCourses(CATALOGUE)));
    expect(courses).toHaveLength(6);
    expect(courses.slice(0, 3).map((c) => c.provider)).toEqual(['Google Cloud', 'AWS', 'Microsoft']);
    expect(courses.slice(3).map((c) => c.category)).toEqual(['Cybersecurity', 'Marketing', 'Data Science']);
  });
});

describe('GET /api/providers', () => {
  it('lists the directory with course counts equal to the courses table, and no job counts yet', async () => {
    const { providers } = providersResponseSchema.parse(await getJson<ProvidersResponse>('/api/providers'));
    expect(providers.map((p) => p.name)).toEqual(PROVIDERS.map((p) => p.name));
    // Retired courses are not counted: they are no longer offered.
    const counted = rows<{ provider: string; count: number }>(
      await server.db.execute(
        sql`select provider, count(*)::int as count from courses where status <> 'retired' group by provider`,
      ),
    );
    const table = new Map(counted.map((r) => [r.provider, Number(r.count)]));
    for (const p of providers) {
      expect(p.courseCount, p.name).toBe(table.get(p.name) ?? 0);
      expect(p).not.toHaveProperty('jobCount');
    }
    expect(providers.filter((p) => p.courseCount > 0).length).toBe(table.size);
  });
});

describe('GET /api/catalog/stats', () => {
  it('counts courses, providers and categories from the database, and nothing that does not exist', async () => {
    const stats = catalogStatsResponseSchema.parse(await getJson<CatalogStatsResponse>('/api/catalog/stats'));
    const [counts] = rows<{ courses: number; providers: number; categories: number }>(
      await server.db.execute(
        sql`select count(*)::int as courses, count(distinct provider)::int as providers, count(distinct category)::int as categories from courses where status <> 'retired'`,
      ),
    );
    expect(stats).toEqual({
      courses: counts!.courses,
      providers: counts!.providers,
      categories: counts!.categories,
      careerPaths: CAREER_PATHS.length,
    });
  });
});
