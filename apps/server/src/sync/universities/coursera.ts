import { courseraIdentity } from '@app/core/course-identity';
import { z } from 'zod';
import { fetchJson } from '../http.ts';
import { SyncSourceError } from '../source-error.ts';
import { plainText } from '../text.ts';
import {
  type UniversityCourseCollector as Collector,
  clip,
  type FetchedUniversityCourse,
  httpsOrNull,
  UniversityCourseCollector,
  type UniversityFetchContext,
  type UniversityParseOutcome,
  type UniversitySourceAdapter,
} from './adapter.ts';
import { COURSERA_UNIVERSITIES, countryName, looksLikeUniversity } from './institutions.ts';
import { courseraSubjects } from './subjects.ts';

/**
 * Coursera's public catalog API: `courses.v1` lists the courses, `partners.v1` the institutions
 * teaching them (joined by `partnerIds`). Only courses of a university partner are kept; the
 * partner's country comes from our directory of Coursera universities, or from the partner's
 * `location` when the API sends one and the name says it is a university.
 */

export interface CourseraConfig {
  /** Origin of the API, e.g. https://api.coursera.org (`/api/courses.v1`, `/api/partners.v1`). */
  apiBaseUrl: string;
  /** Origin of the course pages: `<url>/learn/<slug>`. */
  coursePageUrl: string;
}

/** Courses per request; the API pages with `start` and answers `paging.next`. */
export const COURSERA_PAGE_SIZE = 100;
/** Stops a source that keeps answering `next` (20,000 courses at 100 a page). */
const MAX_PAGES = 200;

const COURSE_FIELDS = [
  'name',
  'slug',
  'description',
  'photoUrl',
  'workload',
  'partnerIds',
  'categories',
  'domainTypes',
  'courseStatus',
  'courseType',
].join(',');
const PARTNER_FIELDS = ['name', 'shortName', 'location'].join(',');

const id = z.union([z.string().min(1), z.number().int()]).transform(String);

const partnerRecord = z.object({
  id,
  name: z.string().trim().min(1),
  shortName: z.string().nullish(),
  location: z.unknown().optional(),
});
type PartnerRecord = z.infer<typeof partnerRecord>;

const courseRecord = z.object({
  id: z.string().min(1).max(100),
  slug: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'not a course slug'),
  name: z.string().trim().min(1),
  description: z.string().nullish(),
  photoUrl: z.string().nullish(),
  workload: z.string().nullish(),
  partnerIds: z.array(id).nullish(),
  categories: z.array(z.string()).nullish(),
  domainTypes: z
    .array(z.object({ domainId: z.string().optional(), subdomainId: z.string().optional() }).loose())
    .nullish(),
  courseStatus: z.string().nullish(),
});
type CourseRecord = z.infer<typeof courseRecord>;

/** A `courses.v1` or `partners.v1` answer: elements, paging, and included objects under `linked`. */
const envelope = z
  .object({
    elements: z.array(z.unknown()),
    paging: z
      .object({ next: z.union([z.string(), z.number()]).nullish(), total: z.number().nullish() })
      .loose()
      .nullish(),
    linked: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();
type Envelope = z.infer<typeof envelope>;

/** Statuses of a course anyone can enrol in (or pre-enrol). */
const OPEN_STATUSES = new Set(['launched', 'preenroll']);

interface Place {
  university: string;
  country: string;
}

const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Where a partner is, when it is a university we can place. */
export function placePartner(partner: PartnerRecord): Place | undefined {
  const known = partner.shortName ? COURSERA_UNIVERSITIES[partner.shortName] : undefined;
  if (known) return { university: known.name ?? cleanName(partner.name), country: known.country };
  const country = locationCountry(partner.location);
  if (country && looksLikeUniversity(partner.name)) return { university: cleanName(partner.name), country };
  return undefined;
}

/** The country of a partners.v1 `location`: `{ country }`, `{ countryCode }` or a plain string. */
function locationCountry(location: unknown): string | undefined {
  if (typeof location === 'string') return countryName(location.split(',').at(-1));
  if (location && typeof location === 'object') {
    const l = location as Record<string, unknown>;
    for (const key of ['country', 'countryName', 'countryCode']) {
      const value = l[key];
      if (typeof value === 'string') return countryName(value);
    }
  }
  return undefined;
}

function parseEnvelope(document: unknown, what: string): Envelope {
  const parsed = envelope.safeParse(document);
  if (!parsed.success) throw new SyncSourceError(`Coursera sent something that is not a ${what} response`);
  return parsed.data;
}

/** Partners by id, from partners.v1 elements and any `linked["partners.v1"]`. */
function readPartners(lists: readonly unknown[][]): Map<string, PartnerRecord> {
  const partners = new Map<string, PartnerRecord>();
  for (const list of lists) {
    for (const raw of list) {
      const p = partnerRecord.safeParse(raw);
      if (p.success && !partners.has(p.data.id)) partners.set(p.data.id, p.data);
    }
  }
  return partners;
}

function linkedPartners(page: Envelope): unknown[] {
  const linked = page.linked?.['partners.v1'];
  return Array.isArray(linked) ? linked : [];
}

function toCourse(config: CourseraConfig, partners: Map<string, PartnerRecord>) {
  return (c: CourseRecord): FetchedUniversityCourse | 'not_university' | 'unavailable' => {
    if (c.courseStatus && !OPEN_STATUSES.has(c.courseStatus)) return 'unavailable';
    let place: Place | undefined;
    for (const pid of c.partnerIds ?? []) {
      const partner = partners.get(pid);
      place = partner ? placePartner(partner) : undefined;
      if (place) break;
    }
    if (!place) return 'not_university';
    const description = clip(plainText(c.description), 5000);
    const { category, subjects } = courseraSubjects(
      { domainTypes: c.domainTypes ?? undefined, categories: c.categories ?? undefined },
      c.name,
      description,
    );
    const workload = c.workload?.trim();
    return {
      externalId: c.id,
      identityKey: courseraIdentity(c.slug),
      course: {
        id: `coursera-${c.id}`,
        title: clip(cleanName(c.name), 300),
        university: place.university,
        country: place.country,
        category,
        level: null,
        description,
        subjects,
        duration: workload ? clip(workload, 100) : null,
        rating: null,
        students: null,
        image: httpsOrNull(c.photoUrl),
        provider: 'Coursera',
        url: `${config.coursePageUrl}/learn/${c.slug}`,
      },
    };
  };
}

function collect(
  config: CourseraConfig,
  coursePages: readonly Envelope[],
  partners: Map<string, PartnerRecord>,
): UniversityParseOutcome {
  const collector: Collector = new UniversityCourseCollector();
  const make = toCourse(config, partners);
  let offset = 0;
  for (const page of coursePages) {
    page.elements.forEach((raw, i) => {
      collector.add(`elements[${offset + i}]`, raw, courseRecord, make);
    });
    offset += page.elements.length;
  }
  return collector.outcome();
}

export function courseraAdapter(config: CourseraConfig): UniversitySourceAdapter {
  const api = `${config.apiBaseUrl}/api`;

  async function fetchPages(
    resource: 'courses.v1' | 'partners.v1',
    params: Record<string, string>,
    context: UniversityFetchContext,
  ): Promise<Envelope[]> {
    const pages: Envelope[] = [];
    let start = 0;
    for (let n = 0; n < MAX_PAGES; n++) {
      const query = new URLSearchParams({
        start: String(start),
        limit: String(COURSERA_PAGE_SIZE),
        ...params,
      });
      const page = parseEnvelope(
        await fetchJson(`${api}/${resource}?${query}`, { label: 'Coursera', timeoutMs: context.timeoutMs }),
        resource,
      );
      pages.push(page);
      const next = page.paging?.next;
      const nextStart = next === undefined || next === null ? Number.NaN : Number(next);
      // No next page, or one that would not move forward: done.
      if (!Number.isInteger(nextStart) || nextStart <= start || page.elements.length === 0) return pages;
      start = nextStart;
    }
    throw new SyncSourceError(`Coursera kept paging past ${MAX_PAGES} pages of ${resource}`);
  }

  return {
    source: 'coursera',
    label: 'Coursera',
    async fetchCourses(context) {
      const partnerPages = await fetchPages('partners.v1', { fields: PARTNER_FIELDS }, context);
      const coursePages = await fetchPages(
        'courses.v1',
        { fields: COURSE_FIELDS, includes: 'partnerIds' },
        context,
      );
      const partners = readPartners([
        ...partnerPages.map((p) => p.elements),
        ...coursePages.map(linkedPartners),
      ]);
      return collect(config, coursePages, partners);
    },
    parseSaved(document) {
      // A courses.v1 answer (partners under linked), or { courses, partners } holding both answers.
      const bundle = z.object({ courses: z.unknown(), partners: z.unknown() }).safeParse(document);
      const courses = parseEnvelope(bundle.success ? bundle.data.courses : document, 'courses.v1');
      const partnerLists = [linkedPartners(courses)];
      if (bundle.success) partnerLists.push(parseEnvelope(bundle.data.partners, 'partners.v1').elements);
      return collect(config, [courses], readPartners(partnerLists));
    },
  };
}
