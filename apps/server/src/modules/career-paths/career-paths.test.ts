import {
  CAREER_PATH_COURSES_MAX_PATHS,
  type CareerPathCoursesResponse,
  careerPathCoursesResponseSchema,
} from '@app/core/career-path-api';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { CourseDetailResponse } from '@app/core/catalog-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineSeedStep } from '../../db/seed.ts';
import { parseErrorBody } from '../../testing/http.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { replaceStaticCourses } from '../catalog/queries.ts';
import { SEED_COURSES } from '../catalog/seed-courses/all.ts';

const DATA_SCIENTIST = CAREER_PATHS.find((p) => p.id === 'data-scientist')!;
const PRESENT = 'IBM Data Science Professional Certificate';
/** Left out of this server's catalogue. */
const ABSENT = 'Machine Learning with Python';

const sameTitle = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// The shipped catalogue without one of the data scientist path's related courses.
const catalogWithoutOneCourse = defineSeedStep({
  name: 'catalog-courses',
  version: 1,
  run: async (tx) => {
    await replaceStaticCourses(
      tx,
      SEED_COURSES.filter((c) => !sameTitle(c.title, ABSENT)),
    );
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedSteps: [catalogWithoutOneCourse] });
});
afterAll(() => server?.close());

async function getCourses(query: string): Promise<CareerPathCoursesResponse> {
  const res = await server.fetch(`/api/career-paths/courses${query}`);
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(200);
  return careerPathCoursesResponseSchema.parse(JSON.parse(text));
}

describe('GET /api/career-paths/courses', () => {
  it('gives the catalogue course id of a related course the catalogue has, and null for one it lacks', async () => {
    expect(DATA_SCIENTIST.courses).toContain(PRESENT);
    expect(DATA_SCIENTIST.courses).toContain(ABSENT);

    const { paths } = await getCourses('?id=data-scientist');
    expect(paths.map((p) => p.id)).toEqual(['data-scientist']);
    const courses = paths[0]!.courses;
    expect(courses.map((c) => c.title)).toEqual(DATA_SCIENTIST.courses);

    const present = courses.find((c) => c.title === PRESENT)!;
    const seeded = SEED_COURSES.find((c) => sameTitle(c.title, PRESENT))!;
    expect(present.courseId).toBe(String(seeded.id));
    // The id opens that very course.
    const detail = (await (
      await server.fetch(`/api/courses/${encodeURIComponent(present.courseId!)}`)
    ).json()) as CourseDetailResponse;
    expect(detail.course.title).toBe(PRESENT);

    expect(courses.find((c) => c.title === ABSENT)!.courseId).toBeNull();
  });

  it('resolves every other related course of every path', async () => {
    const query = CAREER_PATHS.map((p) => `id=${encodeURIComponent(p.id)}`).join('&');
    const { paths } = await getCourses(`?${query}`);
    expect(paths.map((p) => p.id)).toEqual(CAREER_PATHS.map((p) => p.id));
    const unresolved = paths.flatMap((p) => p.courses.filter((c) => c.courseId === null).map((c) => c.title));
    expect(new Set(unresolved)).toEqual(new Set([ABSENT]));
  });

  it('answers the named paths in the order asked, once each, leaving out unknown slugs', async () => {
    const { paths } = await getCourses('?id=cto&id=no-such-path&id=cloud-architect&id=cto');
    expect(paths.map((p) => p.id)).toEqual(['cto', 'cloud-architect']);
    for (const path of paths) {
      expect(path.courses.every((c) => c.courseId !== null)).toBe(true);
    }
  });

  it('refuses a request naming no path, or more than one request may name', async () => {
    const tooMany = Array.from({ length: CAREER_PATH_COURSES_MAX_PATHS + 1 }, () => 'id=cto').join('&');
    for (const query of ['', `?${tooMany}`]) {
      const res = await server.fetch(`/api/career-paths/courses${query}`);
      expect(res.status, query.slice(0, 40)).toBe(400);
      expect(parseErrorBody(await res.text()).error.code).toBe('invalid_input');
    }
  });
});
