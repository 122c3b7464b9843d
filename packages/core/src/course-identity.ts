/**
 * A course's identity across sources, from its own page: the same course reached through the
 * shipped data and through a source's API has the same identity, so it is stored and listed once.
 *
 * - `coursera:<slug>`: a Coursera course page (`coursera.org/learn/<slug>`)
 * - `edx:<org>+<number>`: an edX course, from a run's key in its page (`/courses/course-v1:ORG+NUM+RUN/…`)
 * - `url:<host><path>`: any other page, without `www.`, query, fragment or trailing slash
 *
 * Lower-case throughout: sources spell the same slug or key with different capitals.
 */
export type CourseIdentity = string;

export const courseraIdentity = (slug: string): CourseIdentity => `coursera:${slug.toLowerCase()}`;

/** `MITx+6.00.1x` (the course, not one run of it). */
export const edxIdentity = (courseKey: string): CourseIdentity => `edx:${courseKey.toLowerCase()}`;

/** The identity of the course whose page this is; null when it is not a web address. */
export function courseIdentityFromLink(link: string): CourseIdentity | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  path = path.replace(/\/+$/, '');
  if (host === 'coursera.org') {
    const learn = /^\/learn\/([^/]+)/.exec(path);
    if (learn) return courseraIdentity(learn[1]!);
  }
  // A run's page on any edX host (the LMS, a mirror in tests): the course is org + number.
  const run = /\/courses\/course-v1:([^+/]+)\+([^+/]+)(?:\+[^/]*)?(?:\/|$)/.exec(path);
  if (run) return edxIdentity(`${run[1]}+${run[2]}`);
  return `url:${host}${url.port ? `:${url.port}` : ''}${path.toLowerCase()}`;
}
