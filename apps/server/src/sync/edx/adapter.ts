import type { Course, CourseLevel } from '@app/core/course';
import { z } from 'zod';
import type { SyncConfig } from '../../config.ts';
import type { FetchContext, SourceAdapter } from '../adapter.ts';
import { categoryFromText } from '../categories.ts';
import { fetchJson, followSourceLink } from '../http.ts';
import { CourseCollector, type ParseOutcome } from '../records.ts';
import { SyncSourceError } from '../source-error.ts';
import { decodeEntities, plainText } from '../text.ts';

const LABEL = 'edX';

/** Courses per page; the Courses API caps page_size at 100. */
const PAGE_SIZE = 100;
const MAX_PAGES = 500;

/**
 * The edX tech-company course set: the courses of partner organisations (IBM, Microsoft, Google
 * Cloud, AWS, Meta, Adobe, Apple…) from the public, unauthenticated Courses API of the Open edX LMS
 * (`GET <lms>/api/courses/v1/courses/?org=<org>&page_size=100`, documented in "Open edX Platform
 * APIs: Courses API"). Each page is `{ results: [...], pagination: { next, previous, count,
 * num_pages } }`; a course is `{ id: "course-v1:IBM+PY0101EN+2T2024", name, number, org,
 * short_description, effort, start, end, pacing, hidden, invitation_only, media, … }`.
 * The LMS lists every run of a course; the newest run stands for the course.
 */
export function edxAdapter(config: SyncConfig['edx']): SourceAdapter {
  const configured = config.orgs.length > 0;
  return {
    source: 'edx',
    label: LABEL,
    configured,
    ...(configured ? {} : { unconfiguredReason: 'EDX_ORGS lists no partner organisations' }),
    describe: () => `Open edX Courses API (${config.orgs.join(', ')})`,
    async fetchCourses(context) {
      if (!configured) throw new SyncSourceError('No edX partner organisations are configured (EDX_ORGS)');
      const pages: unknown[] = [];
      for (const org of config.orgs) pages.push(...(await fetchOrg(config, org, context)));
      return coursesFromPages(pages, config);
    },
    parseSaved(document) {
      // A saved page, a list of saved pages, or a bare list of courses.
      const pages = Array.isArray(document)
        ? document.every((d) => isObject(d) && Array.isArray(d.results))
          ? document
          : [{ results: document }]
        : [document];
      return coursesFromPages(pages, config);
    },
  };
}

const page = z.object({
  results: z.array(z.unknown()),
  pagination: z.object({ next: z.string().nullish() }).nullish(),
});

async function fetchOrg(config: SyncConfig['edx'], org: string, context: FetchContext): Promise<unknown[]> {
  const first = new URL('/api/courses/v1/courses/', `${config.baseUrl}/`);
  first.searchParams.set('org', org);
  first.searchParams.set('page_size', String(PAGE_SIZE));
  const pages: unknown[] = [];
  let next: string | null = first.toString();
  while (next) {
    if (pages.length >= MAX_PAGES) throw new SyncSourceError(`${LABEL} kept sending more pages for ${org}`);
    const body = await fetchJson(next, { label: LABEL, timeoutMs: context.timeoutMs });
    const parsed = page.safeParse(body);
    if (!parsed.success)
      throw new SyncSourceError(`${LABEL} sent a page without its "results" list (${org})`);
    pages.push(body);
    // The next link comes from the response: followed only on the configured LMS.
    next = parsed.data.pagination?.next
      ? followSourceLink(parsed.data.pagination.next, next, first.origin, LABEL)
      : null;
  }
  return pages;
}

const edxCourse = z.object({
  id: z.string().trim().min(1),
  name: z.string().trim().min(1),
  number: z.string().trim().min(1),
  org: z.string().trim().min(1),
  short_description: z.string().nullish(),
  effort: z.string().nullish(),
  start: z.string().nullish(),
  end: z.string().nullish(),
  pacing: z.string().nullish(),
  hidden: z.boolean().nullish(),
  invitation_only: z.boolean().nullish(),
});
type EdxCourse = z.infer<typeof edxCourse>;

/**
 * edX organisation keys to the provider names of our directory, so an IBM course on edX counts
 * as an IBM course. Keys not listed are shown as they are.
 */
const PROVIDER_OF_ORG: Record<string, string> = {
  ibm: 'IBM',
  ibmx: 'IBM',
  microsoft: 'Microsoft',
  googlecloud: 'Google Cloud',
  google: 'Google',
  aws: 'AWS',
  amazonwebservices: 'AWS',
  meta: 'Meta',
  adobe: 'Adobe',
  apple: 'Apple',
  linuxfoundationx: 'Linux Foundation',
  redhat: 'Red Hat',
};

function coursesFromPages(pages: unknown[], config: SyncConfig['edx']): ParseOutcome {
  const collector = new CourseCollector();
  // Newest run per course (org + number): the LMS lists past and future runs side by side.
  const newest = new Map<string, { raw: unknown; start: number; where: string }>();
  let index = 0;
  for (const [p, body] of pages.entries()) {
    const parsed = page.safeParse(body);
    if (!parsed.success) throw new SyncSourceError(`${LABEL} sent a document that is not a Courses API page`);
    for (const raw of parsed.data.results) {
      const where = `page ${p + 1} results[${index++}]`;
      const course = edxCourse.safeParse(raw);
      if (!course.success) {
        // Counted and explained by the collector.
        collector.add(where, raw, edxCourse, () => null);
        continue;
      }
      const key = `${course.data.org}+${course.data.number}`.toLowerCase();
      const start = Date.parse(course.data.start ?? '') || 0;
      const held = newest.get(key);
      if (!held || start > held.start) newest.set(key, { raw, start, where });
      // The older run is a record the source sent but the catalogue does not list.
      if (held) {
        collector.fetched++;
        collector.excluded++;
      }
    }
  }
  for (const { raw, where } of newest.values()) {
    collector.add(where, raw, edxCourse, (course) => toCourse(course, config));
  }
  return collector.outcome();
}

function toCourse(course: EdxCourse, config: SyncConfig['edx']): Course | null {
  // Hidden and invitation-only courses cannot be enrolled in from a link.
  if (course.hidden || course.invitation_only) return null;
  const title = plainText(decodeEntities(course.name));
  const description = plainText(course.short_description);
  const provider = PROVIDER_OF_ORG[course.org.toLowerCase()] ?? course.org;
  const result: Course = {
    id: `edx-${course.org}+${course.number}`,
    title,
    provider,
    category: categoryFromText([title, description], 'Software Development'),
    level: levelOf(`${title} ${course.number}`),
    // edX courses can be audited for free; the verified certificate is paid.
    price: 'Free to audit',
    description: description || `An edX course by ${provider}.`,
    skills: [],
    link: `${config.coursePageUrl}/courses/${encodeURI(course.id)}/about`,
  };
  const effort = course.effort?.trim();
  if (effort) result.duration = effort;
  return result;
}

/**
 * The Courses API gives no level, so it is read from the course's own name: "Advanced …" and
 * "Intermediate …" say so; everything else is treated as introductory, which most edX courses are.
 */
function levelOf(text: string): CourseLevel {
  if (/\badvanced\b/i.test(text)) return 'Advanced';
  if (/\bintermediate\b/i.test(text)) return 'Intermediate';
  return 'Beginner';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
