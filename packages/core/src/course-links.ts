import { findProvider } from './providers.ts';

/**
 * Where a catalogue course's "Enroll Now" goes, judged: a course-specific page is https, on the
 * vendor's own domain or on a platform the vendor publishes courses on, is not a search page, is not
 * the vendor's training home page and is no other course's page too.
 */
export type CourseLinkKind =
  | 'course page'
  | 'not https'
  | 'other domain'
  | 'search page'
  | 'home page'
  | 'catalogue page'
  | 'shared';

/** Platforms vendors publish their courses on: a course page there is the vendor's own offering. */
const PUBLISHING_PLATFORMS: readonly string[] = ['coursera.org', 'edx.org'];

/**
 * The vendors' own domains beyond their directory website's (which `courseLinkDomains` adds):
 * training, exam and credential sites they run under another name.
 */
const VENDOR_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  AWS: ['aws.training', 'skillbuilder.aws'],
  // Microsoft publishes its Foundational C# certification on freeCodeCamp.
  Microsoft: ['freecodecamp.org'],
  'Google Cloud': ['cloudskillsboost.google', 'skills.google'],
  // Skillshop, Google's own training site for its ads and analytics products, runs on Docebo.
  Google: ['google.com', 'skillshop.withgoogle.com', 'skillshop.docebosaas.com', 'web.dev', 'android.com'],
  Tableau: ['salesforce.com'],
  IBM: ['skillsbuild.org', 'cognitiveclass.ai'],
  Cisco: ['cisco.com'],
  Meta: ['meta.com'],
  VMware: ['vmware.com'],
  // The FinOps Foundation is a Linux Foundation project with its own certification pages.
  'Linux Foundation': ['finops.org'],
  CNCF: ['linuxfoundation.org'],
  GitHub: ['microsoft.com'],
};

/** The parsed address; null for a string that is not a web address. */
function parseUrl(link: string): URL | null {
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The domains a vendor's course pages may be on: its website's, the listed ones, the platforms. */
export function courseLinkDomains(providerName: string): string[] {
  const provider = findProvider(providerName);
  const own = provider ? [registrableDomain(bareHost(new URL(provider.website)))] : [];
  return [
    ...new Set([...own, ...(VENDOR_DOMAINS[provider?.name ?? providerName] ?? []), ...PUBLISHING_PLATFORMS]),
  ];
}

/** `training.linuxfoundation.org` → `linuxfoundation.org`; enough for the directory's websites. */
function registrableDomain(host: string): string {
  return host.split('.').slice(-2).join('.');
}

const SEARCH_PARAMS = new Set([
  'q',
  'query',
  'search',
  'searchquery',
  'keywords',
  'terms',
  'text',
  'keyword',
]);

/** A site search: a `/search` path or a query parameter that carries search words. */
export function isSearchPage(link: string): boolean {
  const url = parseUrl(link);
  if (!url) return false;
  if (/(^|\/)search(\/|$|\.)/i.test(url.pathname) || bareHost(url).startsWith('search.')) return true;
  for (const key of url.searchParams.keys()) if (SEARCH_PARAMS.has(key.toLowerCase())) return true;
  return false;
}

/** Host and path, without `www.`, query or trailing slash: where a page sits in its site. */
const pagePath = (link: string) => {
  const url = parseUrl(link);
  return url ? `${bareHost(url)}${url.pathname.replace(/\/+$/, '')}`.toLowerCase() : link;
};

/** The page itself: its place in the site and its query, which may name it (`view.php?page=…`). */
const normalised = (link: string) => `${pagePath(link)}${parseUrl(link)?.search.toLowerCase() ?? ''}`;

/** The vendor's training home page (its directory website) or a site's front page: neither names a course. */
export function isProviderHomePage(link: string, providerName: string): boolean {
  const url = parseUrl(link);
  if (url && url.pathname.replace(/\/+$/, '') === '') return true;
  const provider = findProvider(providerName);
  return provider !== undefined && normalised(link) === normalised(provider.website);
}

export interface LinkedCourse {
  id: number | string;
  title: string;
  provider: string;
  link: string;
}

export interface CourseLinkReport {
  total: number;
  /** Courses whose link is a course-specific page. */
  coursePages: number;
  /** Courses by what is wrong with their link (every course appears once, under its first fault). */
  byKind: Record<CourseLinkKind, LinkedCourse[]>;
}

/**
 * Judges every course's link; a link two courses share is 'shared' for both, and a page above
 * another course's page (`grow.google/certificates/` above `grow.google/certificates/data-analytics/`)
 * is a 'catalogue page'.
 */
export function judgeCourseLinks(courses: readonly LinkedCourse[]): CourseLinkReport {
  const uses = new Map<string, number>();
  for (const c of courses) {
    const page = normalised(c.link);
    uses.set(page, (uses.get(page) ?? 0) + 1);
  }
  const paths = new Set(courses.map((c) => pagePath(c.link)));
  const parents = new Set<string>();
  for (const path of paths) {
    for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
      if (paths.has(path.slice(0, cut))) parents.add(path.slice(0, cut));
    }
  }
  const byKind: CourseLinkReport['byKind'] = {
    'course page': [],
    'not https': [],
    'other domain': [],
    'search page': [],
    'home page': [],
    'catalogue page': [],
    shared: [],
  };
  for (const course of courses) byKind[courseLinkKind(course, uses, parents)].push(course);
  return { total: courses.length, coursePages: byKind['course page'].length, byKind };
}

function courseLinkKind(
  course: LinkedCourse,
  uses: ReadonlyMap<string, number>,
  parents: ReadonlySet<string>,
): CourseLinkKind {
  const url = parseUrl(course.link);
  if (url?.protocol !== 'https:') return 'not https';
  const host = bareHost(url);
  if (!courseLinkDomains(course.provider).some((d) => onDomain(host, d))) return 'other domain';
  if (isSearchPage(course.link)) return 'search page';
  if (isProviderHomePage(course.link, course.provider)) return 'home page';
  // A page told apart by its query (`?id=KB0011529`) is not above the pages under its path.
  if (!url.search && parents.has(pagePath(course.link))) return 'catalogue page';
  if ((uses.get(normalised(course.link)) ?? 0) > 1) return 'shared';
  return 'course page';
}
