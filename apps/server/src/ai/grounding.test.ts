import { AI_TEST_COURSES } from '@app/core/ai-test-courses';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import type { Course } from '@app/core/course';
import { scoreCourse, searchTerms } from '@app/core/course-search';
import { extractSkills } from '@app/core/skill-lexicon';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createCatalogService } from '../modules/catalog/service.ts';
import { createGrounding } from './engine.ts';

const logger = createLogger({ level: 'silent' });

function catalogOf(courses: readonly Course[]) {
  let current = [...courses];
  const catalog = createCatalogService({ logger, sources: { staticCourses: async () => current } });
  return {
    catalog,
    replace: async (next: Course[]) => {
      current = next;
      await catalog.rebuild();
    },
  };
}

describe('catalogue search for the AI engines', () => {
  it('returns the matches of the spec search, best score first', async () => {
    const { catalog } = catalogOf(AI_TEST_COURSES);
    const found = await catalog.searchCourses('Kubernetes', 50);
    expect(found.length).toBeGreaterThan(1);
    const terms = searchTerms('Kubernetes');
    for (const course of found) expect(scoreCourse(course, terms)).toBeGreaterThanOrEqual(10);
    const scores = found.map((c) => scoreCourse(c, terms));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Every course that matches is found.
    const expected = AI_TEST_COURSES.filter((c) => scoreCourse(c, terms) >= 10).length;
    expect(found).toHaveLength(expected);
    expect(await catalog.searchCourses('Kubernetes', 1)).toHaveLength(1);
    expect(await catalog.searchCourses('   ', 10)).toEqual([]);
  });

  it('finds a course by id, or by exact title and provider, and nothing else', async () => {
    const { catalog } = catalogOf(AI_TEST_COURSES);
    const gke = AI_TEST_COURSES.find((c) => c.title === 'Getting Started with Google Kubernetes Engine')!;
    expect(await catalog.findCourse({ id: gke.id })).toEqual(gke);
    expect(await catalog.findCourse({ id: String(gke.id) })).toEqual(gke);
    expect(await catalog.findCourse({ title: '  getting started with google kubernetes engine ' })).toEqual(
      gke,
    );
    expect(await catalog.findCourse({ title: gke.title, provider: 'google cloud' })).toEqual(gke);
    expect(await catalog.findCourse({ title: gke.title, provider: 'AWS' })).toBeUndefined();
    expect(await catalog.findCourse({ title: 'Getting Started with Google Kubernetes' })).toBeUndefined();
    expect(await catalog.findCourse({ id: 987654321 })).toBeUndefined();
  });
});

describe('AI grounding', () => {
  it('collects candidate courses per skill without repeats', async () => {
    const grounding = createGrounding({ catalog: catalogOf(AI_TEST_COURSES).catalog });
    const courses = await grounding.candidateCourses(['Kubernetes', 'Python', 'Kubernetes'], 5);
    const ids = courses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(courses.some((c) => c.skills.includes('Kubernetes'))).toBe(true);
    expect(courses.some((c) => c.title.includes('Python') || c.skills.includes('Python'))).toBe(true);
  });

  it('builds the lexicon once per catalogue and again after the catalogue changes', async () => {
    const { catalog, replace } = catalogOf(AI_TEST_COURSES);
    const grounding = createGrounding({ catalog });
    const first = await grounding.lexicon();
    expect(await grounding.lexicon()).toBe(first);
    expect(extractSkills(first, { text: 'I use Kubernetes daily' })).toContain('Kubernetes');

    const withNewSkill: Course = { ...AI_TEST_COURSES[0]!, id: 99_001, skills: ['Zig programming'] };
    await replace([...AI_TEST_COURSES, withNewSkill]);
    const second = await grounding.lexicon();
    expect(second).not.toBe(first);
    expect(extractSkills(second, { text: 'Lately Zig programming at work' })).toContain('Zig programming');
  });

  it('resolves career paths by title or id, in any case', () => {
    const grounding = createGrounding({ catalog: catalogOf([]).catalog });
    const path = CAREER_PATHS[0]!;
    expect(grounding.findCareerPath(path.title.toUpperCase())).toBe(path);
    expect(grounding.findCareerPath(path.id)).toBe(path);
    expect(grounding.findCareerPath('Chief Vibes Officer')).toBeUndefined();
  });
});
