import { courseListQuerySchema } from '@app/core/catalog-api';
import type { Course } from '@app/core/course';
import type { LiveSource } from '@app/core/course-catalogue';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createCatalogService } from './service.ts';

const course = (id: number | string, provider: string, title = `Course ${id}`): Course => ({
  id,
  title,
  provider,
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'About clouds.',
  skills: ['Cloud'],
  link: `https://example.org/courses/${id}`,
});

const logs: Array<Record<string, unknown>> = [];
const logger = createLogger({
  level: 'info',
  destination: { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) },
});
const query = courseListQuerySchema.parse({ limit: 60 });

describe('catalog service', () => {
  it('merges live courses after the static ones and drops static Microsoft courses', async () => {
    const live: Partial<Record<LiveSource, Course[]>> = {
      microsoft: [course('microsoft-az-900', 'Microsoft', 'Azure Fundamentals')],
    };
    const catalog = createCatalogService({
      logger,
      sources: {
        staticCourses: async () => [course(1, 'AWS'), course(2, 'Microsoft'), course(3, 'Salesforce')],
        liveCourses: async (source) => live[source] ?? [],
      },
    });
    const page = await catalog.listCourses(query);
    expect(page.courses.map((c) => c.id).sort()).toEqual([1, 3, 'microsoft-az-900']);
    expect(page.catalogueTotal).toBe(3);
    expect((await catalog.getCourse('microsoft-az-900'))?.course.title).toBe('Azure Fundamentals');
    expect(await catalog.getCourse(2)).toBeUndefined();
    const providers = await catalog.providers();
    expect(providers.find((p) => p.name === 'Microsoft')?.courseCount).toBe(1);
  });

  it('keeps the static courses of a live source that fails, and logs the failure', async () => {
    logs.length = 0;
    const catalog = createCatalogService({
      logger,
      sources: {
        staticCourses: async () => [course(1, 'Microsoft')],
        liveCourses: async (source) => {
          if (source === 'microsoft') throw new Error('snapshot unreadable');
          return [];
        },
      },
    });
    expect((await catalog.listCourses(query)).total).toBe(1);
    expect(logs.some((l) => l.msg === 'Failed to load courses.' && l.source === 'microsoft')).toBe(true);
  });

  it('answers from the old catalogue until rebuild() has the new one ready', async () => {
    let stored = [course(1, 'AWS')];
    const catalog = createCatalogService({ logger, sources: { staticCourses: async () => stored } });
    expect((await catalog.listCourses(query)).total).toBe(1);
    stored = [course(1, 'AWS'), course(2, 'IBM')];
    expect((await catalog.listCourses(query)).total).toBe(1);
    await catalog.rebuild();
    expect((await catalog.listCourses(query)).total).toBe(2);
    expect((await catalog.stats()).providers).toBe(2);
  });

  it('retries a failed first load on the next request', async () => {
    let fail = true;
    const catalog = createCatalogService({
      logger,
      sources: {
        staticCourses: async () => {
          if (fail) throw new Error('database down');
          return [course(1, 'AWS')];
        },
      },
    });
    await expect(catalog.listCourses(query)).rejects.toThrow('database down');
    fail = false;
    expect((await catalog.listCourses(query)).total).toBe(1);
  });

  it('adds job counts only when a job source exists, and hides them when it fails', async () => {
    const withJobs = createCatalogService({
      logger,
      sources: {
        staticCourses: async () => [course(1, 'AWS')],
        jobCounts: async () => new Map([['aws', 7]]),
      },
    });
    const aws = (await withJobs.providers()).find((p) => p.name === 'AWS');
    expect(aws?.jobCount).toBe(7);
    expect((await withJobs.providers()).find((p) => p.name === 'IBM')?.jobCount).toBeUndefined();
    expect((await withJobs.stats()).jobs).toBe(7);

    const failing = createCatalogService({
      logger,
      sources: {
        staticCourses: async () => [course(1, 'AWS')],
        jobCounts: async () => {
          throw new Error('jobs table missing');
        },
      },
    });
    expect((await failing.providers()).find((p) => p.name === 'AWS')).not.toHaveProperty('jobCount');
    expect(await failing.stats()).not.toHaveProperty('jobs');
  });

  it('writes the same JSON text as the page object, for every page, search and filter', async () => {
    const courses = [
      course(1, 'AWS', 'Cloud "Quoted" Basics'),
      { ...course(2, 'Google', 'Data Pipelines'), skills: ['Data', 'SQL'], duration: '3 weeks' },
      { ...course('microsoft-1', 'Microsoft', 'Azure Data'), level: 'Advanced' as const, price: '$49' },
      course(4, 'AWS', 'Übersicht ☁'),
    ];
    const catalog = createCatalogService({ logger, sources: { staticCourses: async () => courses } });
    const queries = [
      { limit: 2 },
      { limit: 2, offset: 2 },
      { limit: 3, offset: 1 },
      { search: 'data' },
      { search: 'übersicht azure' },
      { search: 'data', provider: 'Google' },
      { price: 'Paid' },
      { search: 'nothing matches this' },
      { category: 'Unknown' },
    ];
    for (const raw of queries) {
      const q = courseListQuerySchema.parse(raw);
      const json = (await catalog.listCoursesJson(q)).toString('utf8');
      expect(json).toBe(JSON.stringify(await catalog.listCourses(q)));
      // Asked again, the kept course texts give the same answer.
      expect((await catalog.listCoursesJson(q)).toString('utf8')).toBe(json);
    }
  });

  it('finds the first courses matching a text in title order, as the pages list them', async () => {
    const courses = [
      course(1, 'AWS', 'Zeta Cloud'),
      course(2, 'AWS', 'Alpha Cloud'),
      course(3, 'AWS', 'Beta'),
    ];
    const catalog = createCatalogService({ logger, sources: { staticCourses: async () => courses } });
    const titles = async (text: string, limit: number) =>
      (await catalog.coursesMatching(text, limit)).map((c) => c.title);
    expect(await titles('zeta alpha', 60)).toEqual(['Alpha Cloud', 'Zeta Cloud']);
    expect(await titles('zeta alpha', 1)).toEqual(['Alpha Cloud']);
    const page = await catalog.listCourses(courseListQuerySchema.parse({ search: 'zeta alpha', limit: 1 }));
    expect(await catalog.coursesMatching('zeta alpha', 1)).toEqual(page.courses);
    expect(await catalog.course(3)).toBe(courses[2]);
    expect(await catalog.course('3')).toBeUndefined();
    expect(await catalog.relatedCourses(1)).toEqual((await catalog.getCourse(1))?.related);
  });
});
