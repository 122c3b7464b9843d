/**
 * The pages visitors and search engines may open without an account, and the addresses of the
 * pages of single records. The server lists them in /sitemap.xml and gives each its own title
 * and canonical link; the web app links to the same addresses.
 */

/** The list pages a visitor browses and searches (docs/decisions/017-visitors-browse-and-search-engines.md). */
export const PUBLIC_LIST_PAGES = [
  '/courses',
  '/university-courses',
  '/providers',
  '/jobs',
  '/career-paths',
] as const;

/** The other pages anyone may read: the home page and the site's information pages. */
export const PUBLIC_INFO_PAGES = [
  '/',
  '/pricing',
  '/mentors',
  '/student-card',
  '/community',
  '/blog',
  '/help',
  '/about',
  '/careers',
  '/privacy',
  '/terms',
] as const;

/** Pages that are an account's own or need one, and the API: robots.txt keeps crawlers out. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/admin',
  '/dashboard',
  '/settings',
  '/auth',
  '/reset-password',
  '/plans/',
  '/shared-plans/',
] as const;

const segment = (id: string | number) => encodeURIComponent(String(id));

export const coursePagePath = (id: string | number) => `/courses/${segment(id)}`;
export const universityCoursePagePath = (id: string) => `/university-courses/${segment(id)}`;
export const jobPagePath = (id: number) => `/jobs/${id}`;
export const careerPathPagePath = (id: string) => `/career-paths/${segment(id)}`;

/**
 * The title (before " · SkillBridge") and description of the page of one university course or
 * job: the server puts them in the page's HTML, the app in the browser's tab, so both agree.
 */
export function universityCoursePageHead(course: {
  title: string;
  university: string;
  country: string;
  category: string;
  provider: string;
  description: string;
}): { title: string; description: string } {
  return {
    title: `${course.title} – ${course.university}`,
    description:
      course.description ||
      `${course.category} course from ${course.university} (${course.country}) on ${course.provider}.`,
  };
}

export function jobPageHead(job: {
  title: string;
  company: string;
  location: string | null;
  preview: string;
}): {
  title: string;
  description: string;
} {
  return {
    title: `${job.title} at ${job.company}`,
    description: `${job.company}${job.location ? ` (${job.location})` : ''}: ${job.preview}`,
  };
}
