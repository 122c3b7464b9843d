import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAREER_GROWTH,
  CAREER_LEVELS,
  type CareerPath,
  courseSearchHref,
  formatDuration,
  formatSalary,
  relatedCareerPaths,
  relatedCourseHref,
  searchCareerPaths,
  showingCareerPaths,
} from './career-path.ts';
import { CAREER_PATHS } from './career-paths-data.ts';

const path = (over: Partial<CareerPath> = {}): CareerPath => ({
  id: 'cloud-architect',
  title: 'Cloud Architect',
  description: 'Design resilient systems on public clouds.',
  level: 'Advanced',
  duration: { min: 12, max: 24 },
  salary: { min: 130, max: 200 },
  growth: 'Very High',
  skills: ['AWS', 'Networking'],
  courses: ['Architecting on AWS'],
  companies: ['Amazon Web Services', 'Deloitte'],
  ...over,
});

describe('searchCareerPaths', () => {
  const paths = [
    path(),
    path({
      id: 'data-analyst',
      title: 'Data Analyst',
      description: 'Answer questions with data.',
      skills: ['SQL', 'Tableau'],
      companies: ['Walmart'],
    }),
    path({
      id: 'ux-designer',
      title: 'UX Designer',
      description: 'Design products people enjoy.',
      skills: ['Figma', 'User research'],
      companies: ['Airbnb'],
    }),
  ];
  const ids = (query: string) => searchCareerPaths(paths, query).map((p) => p.id);

  it('returns every path, in order, for blank text', () => {
    expect(ids('')).toEqual(['cloud-architect', 'data-analyst', 'ux-designer']);
    expect(ids('   ')).toEqual(['cloud-architect', 'data-analyst', 'ux-designer']);
  });

  it('matches title, description, skills and companies as substrings, ignoring case', () => {
    expect(ids('ARCHITECT')).toEqual(['cloud-architect']);
    expect(ids('answer questions')).toEqual(['data-analyst']);
    expect(ids('tabl')).toEqual(['data-analyst']);
    expect(ids('airbnb')).toEqual(['ux-designer']);
    // Best match first: 'design' is in the UX designer's title, only in the architect's description.
    expect(ids('design')).toEqual(['ux-designer', 'cloud-architect']);
  });

  it('orders the matches by the shared ranking, ties in list order', () => {
    // Exactly the title of a path that the list holds after another match.
    expect(ids('data analyst')).toEqual(['data-analyst']);
    expect(searchCareerPaths(CAREER_PATHS, 'Cloud Architect').map((p) => p.title)).toEqual([
      'Cloud Architect',
      'Cloud Consultant',
      'Software Architect',
    ]);
    expect(searchCareerPaths(CAREER_PATHS, 'product manager')[0]!.title).toBe('Product Manager');
    // The title's words first, then the other fields: here the skills and companies.
    const byField = [
      path({
        id: 'a',
        title: 'Analyst',
        description: 'Reports.',
        skills: ['Tableau'],
        companies: ['Tableau Co'],
      }),
      path({ id: 'b', title: 'Tableau Developer', description: 'Dashboards.', skills: [], companies: [] }),
      path({ id: 'c', title: 'Analyst', description: 'Tableau reports.', skills: [], companies: [] }),
    ];
    expect(searchCareerPaths(byField, 'tableau').map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('treats the text as one needle, trimmed, not as separate words', () => {
    expect(ids('  user research ')).toEqual(['ux-designer']);
    expect(ids('sql figma')).toEqual([]);
  });

  it('does not search other fields (level, growth, courses)', () => {
    expect(ids('Very High')).toEqual([]);
    expect(ids('Architecting on AWS')).toEqual([]);
  });

  it('only ever narrows, and every hit contains the needle somewhere', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const hits = searchCareerPaths(CAREER_PATHS, query);
        expect(hits.length).toBeLessThanOrEqual(CAREER_PATHS.length);
        const needle = query.trim().toLowerCase();
        for (const hit of hits) {
          const text = [hit.title, hit.description, ...hit.skills, ...hit.companies].map((s) =>
            s.toLowerCase(),
          );
          expect(text.some((t) => t.includes(needle))).toBe(true);
        }
      }),
    );
  });

  it('finds real paths by skill and by company', () => {
    const bySkill = searchCareerPaths(CAREER_PATHS, 'kubernetes').map((p) => p.id);
    expect(bySkill).toContain('kubernetes-administrator');
    expect(bySkill).toContain('devops-engineer');
    expect(searchCareerPaths(CAREER_PATHS, 'Snowflake').map((p) => p.id)).toContain('data-engineer');
  });
});

describe('formatting', () => {
  it('formats durations in months, long whole-year ranges in years', () => {
    expect(formatDuration({ min: 6, max: 12 })).toBe('6-12 months');
    expect(formatDuration({ min: 12, max: 24 })).toBe('12-24 months');
    expect(formatDuration({ min: 36, max: 60 })).toBe('3-5 years');
    expect(formatDuration({ min: 120, max: 180 })).toBe('10-15 years');
    expect(formatDuration({ min: 18, max: 36 })).toBe('18-36 months');
    expect(formatDuration({ min: 3, max: 3 })).toBe('3 months');
  });

  it('formats salaries in thousands of dollars', () => {
    expect(formatSalary({ min: 95, max: 140 })).toBe('$95k - $140k');
    expect(formatSalary({ min: 100, max: 100 })).toBe('$100k');
  });

  it('words the result count', () => {
    expect(showingCareerPaths(0)).toBe('Showing 0 career paths');
    expect(showingCareerPaths(1)).toBe('Showing 1 career path');
    expect(showingCareerPaths(157)).toBe('Showing 157 career paths');
  });

  it('links a course to the catalogue search', () => {
    expect(courseSearchHref('Certified ScrumMaster (CSM)')).toBe(
      '/courses?search=Certified%20ScrumMaster%20(CSM)',
    );
    expect(courseSearchHref('Apex Basics & Database')).toBe('/courses?search=Apex%20Basics%20%26%20Database');
  });

  it('links a related course to its page when the catalogue has it, else to the search', () => {
    expect(relatedCourseHref('Machine Learning with Python', '1234')).toBe('/courses/1234');
    expect(relatedCourseHref('AZ-900', 'microsoft-az 900')).toBe('/courses/microsoft-az%20900');
    expect(relatedCourseHref('Apex Basics & Database', null)).toBe(
      '/courses?search=Apex%20Basics%20%26%20Database',
    );
    expect(relatedCourseHref('Apex Basics & Database', undefined)).toBe(
      '/courses?search=Apex%20Basics%20%26%20Database',
    );
  });
});

describe('relatedCareerPaths', () => {
  it('ranks other paths by shared skills and leaves out the path itself', () => {
    const cloud = CAREER_PATHS.find((p) => p.id === 'cloud-engineer')!;
    const related = relatedCareerPaths(cloud, CAREER_PATHS);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain('cloud-engineer');
    const shared = (p: CareerPath) => p.skills.filter((s) => cloud.skills.includes(s)).length;
    expect(shared(related[0]!)).toBeGreaterThanOrEqual(shared(related[2]!));
    expect(shared(related[2]!)).toBeGreaterThan(0);
  });

  it('returns nothing when no skill is shared', () => {
    expect(relatedCareerPaths(path({ skills: ['Underwater basket weaving'] }), CAREER_PATHS)).toEqual([]);
  });
});

describe('the built-in career paths', () => {
  it('has about 150 paths', () => {
    expect(CAREER_PATHS.length).toBeGreaterThanOrEqual(140);
    expect(CAREER_PATHS.length).toBeLessThanOrEqual(170);
  });

  it('has unique slug ids and unique titles', () => {
    const ids = CAREER_PATHS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = CAREER_PATHS.map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("includes the spec's example ids", () => {
    const ids = new Set(CAREER_PATHS.map((p) => p.id));
    for (const id of [
      'cloud-architect',
      'data-scientist',
      'full-stack-developer',
      'product-manager',
      'cto',
      'prompt-engineer',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it("uses only the spec's level and growth values, and every one of them", () => {
    for (const p of CAREER_PATHS) {
      expect(CAREER_LEVELS, p.id).toContain(p.level);
      expect(CAREER_GROWTH, p.id).toContain(p.growth);
    }
    expect(new Set(CAREER_PATHS.map((p) => p.level))).toEqual(new Set(CAREER_LEVELS));
    expect(new Set(CAREER_PATHS.map((p) => p.growth))).toEqual(new Set(CAREER_GROWTH));
  });

  it('has complete, consistent figures', () => {
    for (const p of CAREER_PATHS) {
      expect(p.title.trim(), p.id).not.toBe('');
      expect(p.description.length, p.id).toBeGreaterThan(40);
      expect(Number.isInteger(p.duration.min) && p.duration.min >= 1, p.id).toBe(true);
      expect(p.duration.max, p.id).toBeGreaterThanOrEqual(p.duration.min);
      expect(p.duration.max, p.id).toBeLessThanOrEqual(180);
      // U.S. base pay in $k: above minimum-wage territory, below what no role here pays as base.
      expect(p.salary.min, p.id).toBeGreaterThanOrEqual(40);
      expect(p.salary.max, p.id).toBeGreaterThan(p.salary.min);
      expect(p.salary.max, p.id).toBeLessThanOrEqual(400);
      expect(p.skills.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.courses.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.companies.length, p.id).toBeGreaterThanOrEqual(3);
      for (const list of [p.skills, p.courses, p.companies]) {
        expect(new Set(list).size, p.id).toBe(list.length);
        for (const item of list) expect(item.trim(), p.id).toBe(item);
      }
    }
  });

  it('pays executives more than beginners, as the market does', () => {
    const median = (level: string) => {
      const mids = CAREER_PATHS.filter((p) => p.level === level)
        .map((p) => (p.salary.min + p.salary.max) / 2)
        .sort((a, b) => a - b);
      return mids[Math.floor(mids.length / 2)]!;
    };
    expect(median('Beginner')).toBeLessThan(median('Intermediate'));
    expect(median('Intermediate')).toBeLessThan(median('Expert'));
    expect(median('Expert')).toBeLessThan(median('Executive'));
  });
});
