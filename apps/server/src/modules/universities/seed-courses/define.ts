import type { UniversityCategory, UniversityCourse } from '@app/core/university-course';

/**
 * The shipped university courses are real courses with their real pages. Ratings, learner counts
 * and pictures are left out (null): the shipped data states only what the course pages state
 * lastingly, and the card hides what is absent. Fetches from Coursera and edX add to these.
 */

export interface SeedInstitution {
  university: string;
  country: string;
  /** Where the courses below are taught, unless an entry says otherwise. */
  provider: string;
}

export interface SeedEntry {
  /** Unique across the seed; the course id is `seed-<slug>`. */
  slug: string;
  title: string;
  category: UniversityCategory;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  description: string;
  subjects: string[];
  url: string;
  provider?: string;
  duration?: string;
}

/** The courses of one institution, in the course_data shape. */
export function coursesOf(institution: SeedInstitution, entries: readonly SeedEntry[]): UniversityCourse[] {
  return entries.map((e) => ({
    id: `seed-${e.slug}`,
    title: e.title,
    university: institution.university,
    country: institution.country,
    category: e.category,
    level: e.level,
    description: e.description,
    subjects: e.subjects,
    duration: e.duration ?? null,
    rating: null,
    students: null,
    image: null,
    provider: e.provider ?? institution.provider,
    url: e.url,
  }));
}

/** A Coursera course page. */
export const coursera = (slug: string) => `https://www.coursera.org/learn/${slug}`;

/** An MIT OpenCourseWare course page, by its site slug (number, title and term). */
export const ocw = (slug: string) => `https://ocw.mit.edu/courses/${slug}/`;
