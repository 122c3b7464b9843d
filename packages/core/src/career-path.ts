/**
 * Career paths: the entity, its search and how its figures read. The paths themselves are in
 * career-paths-data.ts.
 */

import { countOf } from './format-count.ts';
import { rankItems } from './search-ranking.ts';

/** The level values the spec lists, from first steps to the top of an organisation. */
export const CAREER_LEVELS = [
  'Beginner',
  'Beginner to Intermediate',
  'Intermediate',
  'Beginner to Advanced',
  'Advanced',
  'Executive',
  'Expert',
] as const;
export type CareerLevel = (typeof CAREER_LEVELS)[number];

/** Job-market growth, as the spec words it. */
export const CAREER_GROWTH = ['Moderate', 'High', 'Very High', 'Stable'] as const;
export type CareerGrowth = (typeof CAREER_GROWTH)[number];

/** An inclusive range of whole numbers. */
export interface Range {
  min: number;
  max: number;
}

export interface CareerPath {
  /** URL slug, e.g. 'cloud-architect'. */
  id: string;
  title: string;
  description: string;
  level: CareerLevel;
  /** How long the path usually takes to become job-ready, in months. */
  duration: Range;
  /** Typical U.S. annual base salary, in thousands of dollars. */
  salary: Range;
  growth: CareerGrowth;
  skills: readonly string[];
  /**
   * Course names: catalogue course titles. The server resolves each to its catalogue course
   * (GET /api/career-paths/courses), whose page the related-course link opens.
   */
  courses: readonly string[];
  /** Employers that hire for the role. */
  companies: readonly string[];
}

/** Spec: the browser shows 12 paths a page. */
export const CAREER_PATHS_PER_PAGE = 12;

/**
 * Spec: case-insensitive substring match on title, description, any skill or any company. The
 * whole (trimmed) text is one needle; blank text matches every path, in list order. The matches
 * come best first by the shared relevance ranking (`rankItems`: the title as title, the
 * description, each skill and each company as other texts), ties in list order.
 */
export function searchCareerPaths<T extends CareerPath>(paths: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...paths];
  return rankItems(
    paths.filter((path) => matchesCareerSearch(path, needle)),
    query,
    (path) => ({ title: path.title, texts: [path.description, ...path.skills, ...path.companies] }),
  );
}

function matchesCareerSearch(path: CareerPath, needle: string): boolean {
  return (
    path.title.toLowerCase().includes(needle) ||
    path.description.toLowerCase().includes(needle) ||
    path.skills.some((skill) => skill.toLowerCase().includes(needle)) ||
    path.companies.some((company) => company.toLowerCase().includes(needle))
  );
}

/** '6-12 months'; long ranges in whole years read as years ('10-15 years'). */
export function formatDuration({ min, max }: Range): string {
  if (max >= 36 && min % 12 === 0 && max % 12 === 0) {
    return min === max ? `${min / 12} years` : `${min / 12}-${max / 12} years`;
  }
  if (min === max) return `${min} month${min === 1 ? '' : 's'}`;
  return `${min}-${max} months`;
}

/** '$95k - $140k' */
export function formatSalary({ min, max }: Range): string {
  return min === max ? `$${min}k` : `$${min}k - $${max}k`;
}

/** 'Showing 12 career paths', 'Showing 1 career path'. */
export function showingCareerPaths(count: number): string {
  return `Showing ${countOf(count, 'career path')}`;
}

/**
 * Up to `limit` other paths sharing the most skills (ignoring case) with `path`, ties broken by
 * list order; paths sharing nothing are left out.
 */
export function relatedCareerPaths<T extends CareerPath>(
  path: CareerPath,
  paths: readonly T[],
  limit = 3,
): T[] {
  const own = new Set(path.skills.map((s) => s.toLowerCase()));
  return paths
    .map((other, index) => ({
      other,
      index,
      shared: other.id === path.id ? 0 : other.skills.filter((s) => own.has(s.toLowerCase())).length,
    }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.other);
}

/** The catalogue search for a course name (spec: /courses?search={course}). */
export function courseSearchHref(course: string): string {
  return `/courses?search=${encodeURIComponent(course)}`;
}

/**
 * A related course's link: the course's page when the catalogue has it (`courseId`), else, or
 * while that is not known yet, the catalogue search for its name.
 */
export function relatedCourseHref(course: string, courseId: string | null | undefined): string {
  return courseId ? `/courses/${encodeURIComponent(courseId)}` : courseSearchHref(course);
}
