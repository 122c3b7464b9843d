import { edxIdentity } from '@app/core/course-identity';
import { z } from 'zod';
import { fetchJson, followSourceLink } from '../http.ts';
import { SyncSourceError } from '../source-error.ts';
import { plainText } from '../text.ts';
import {
  clip,
  type FetchedUniversityCourse,
  httpsOrNull,
  UniversityCourseCollector,
  type UniversityParseOutcome,
  type UniversitySourceAdapter,
} from './adapter.ts';
import { EDX_UNIVERSITIES, findEdxOrg } from './institutions.ts';
import { categoryFromText, subjectsFromText } from './subjects.ts';

/**
 * edX university courses from an Open edX LMS's public Courses API
 * (`/api/courses/v1/courses/?org=MITx`), one university organisation at a time. The API lists
 * course runs; the newest run of each course stands for it.
 */

export interface EdxUniversitiesConfig {
  /** Origin of the LMS, e.g. https://courses.edx.org. */
  baseUrl: string;
  /** Origin of the course pages: `<url>/courses/<course run id>/about`. */
  coursePageUrl: string;
  /** Organisation codes to fetch; each must be a university in EDX_UNIVERSITIES to be kept. */
  orgs: readonly string[];
}

/** Every edX university organisation we can place, the default set to fetch. */
export const DEFAULT_EDX_UNIVERSITY_ORGS: readonly string[] = Object.keys(EDX_UNIVERSITIES);

export const EDX_PAGE_SIZE = 100;
/** Per organisation: 10,000 runs at 100 a page. */
const MAX_PAGES = 100;

const envelope = z
  .object({
    results: z.array(z.unknown()),
    pagination: z.object({ next: z.string().nullish() }).loose().nullish(),
    next: z.string().nullish(),
  })
  .loose();
type Envelope = z.infer<typeof envelope>;

const mediaUri = z
  .object({ uri: z.string().nullish(), uri_absolute: z.string().nullish() })
  .loose()
  .nullish();

const runRecord = z.object({
  id: z.string().regex(/^[\w.:+-]+$/, 'not a course key'),
  name: z.string().trim().min(1),
  org: z.string().trim().min(1),
  number: z.string().trim().min(1).nullish(),
  short_description: z.string().nullish(),
  effort: z.string().nullish(),
  start: z.string().nullish(),
  hidden: z.boolean().nullish(),
  invitation_only: z.boolean().nullish(),
  media: z
    .object({
      image: z
        .object({ raw: z.string().nullish(), large: z.string().nullish(), small: z.string().nullish() })
        .loose()
        .nullish(),
      course_image: mediaUri,
    })
    .loose()
    .nullish(),
});
type RunRecord = z.infer<typeof runRecord>;

function parseEnvelope(document: unknown): Envelope {
  const parsed = envelope.safeParse(document);
  if (!parsed.success) throw new SyncSourceError('edX sent something that is not a Courses API response');
  return parsed.data;
}

/** The course a run belongs to: `MITx+6.00.1x` from `course-v1:MITx+6.00.1x+2T2017`. */
function courseKey(run: RunRecord): string {
  const parts = run.id.replace(/^course-v1:/, '').split(/[+/]/);
  const number = run.number ?? parts[1] ?? run.id;
  return `${run.org}+${number}`;
}

function toCourse(config: EdxUniversitiesConfig) {
  return (run: RunRecord): FetchedUniversityCourse | 'not_university' | 'unavailable' => {
    if (run.hidden || run.invitation_only) return 'unavailable';
    const place = findEdxOrg(run.org);
    if (!place) return 'not_university';
    const key = courseKey(run);
    const description = clip(plainText(run.short_description), 5000);
    const image = run.media?.image;
    const relativeImage = run.media?.course_image?.uri;
    const effort = run.effort?.trim();
    return {
      externalId: key,
      identityKey: edxIdentity(key),
      course: {
        id: `edx-${key.replace(/[^\w.-]+/g, '-')}`,
        title: clip(run.name.replace(/\s+/g, ' '), 300),
        university: place.name,
        country: place.country,
        category: categoryFromText(run.name, description),
        level: null,
        description,
        subjects: subjectsFromText(run.name, description),
        duration: effort ? clip(effort, 100) : null,
        rating: null,
        students: null,
        image: httpsOrNull(
          image?.large ??
            image?.raw ??
            (relativeImage ? new URL(relativeImage, `${config.baseUrl}/`).href : null),
        ),
        provider: 'edX',
        url: `${config.coursePageUrl}/courses/${run.id}/about`,
      },
    };
  };
}

/** Courses from pages of runs: the newest run (latest start) of each course is kept. */
function collect(config: EdxUniversitiesConfig, pages: readonly Envelope[]): UniversityParseOutcome {
  const collector = new UniversityCourseCollector();
  const newest = new Map<string, { where: string; run: RunRecord }>();
  let index = 0;
  for (const page of pages) {
    for (const raw of page.results) {
      const where = `results[${index++}]`;
      const run = runRecord.safeParse(raw);
      if (!run.success) {
        collector.add(where, raw, runRecord, () => 'invalid');
        continue;
      }
      const key = courseKey(run.data).toLowerCase();
      const seen = newest.get(key);
      if (!seen) newest.set(key, { where, run: run.data });
      else {
        collector.drop('duplicate');
        if ((run.data.start ?? '') > (seen.run.start ?? '')) newest.set(key, { where, run: run.data });
      }
    }
  }
  const make = toCourse(config);
  for (const { where, run } of newest.values()) collector.add(where, run, runRecord, make);
  return collector.outcome();
}

export function edxUniversitiesAdapter(config: EdxUniversitiesConfig): UniversitySourceAdapter {
  const origin = new URL(config.baseUrl).origin;
  return {
    source: 'edx',
    label: 'edX',
    async fetchCourses(context) {
      const pages: Envelope[] = [];
      for (const org of config.orgs) {
        const query = new URLSearchParams({ org, page_size: String(EDX_PAGE_SIZE) });
        let url: string | null = `${config.baseUrl}/api/courses/v1/courses/?${query}`;
        for (let n = 0; url; n++) {
          if (n >= MAX_PAGES) throw new SyncSourceError(`edX kept paging past ${MAX_PAGES} pages for ${org}`);
          const page = parseEnvelope(await fetchJson(url, { label: 'edX', timeoutMs: context.timeoutMs }));
          pages.push(page);
          const next = page.pagination?.next ?? page.next ?? null;
          // The next URL comes from the response: followed only on the configured LMS.
          url = next ? followSourceLink(next, url, origin, 'edX') : null;
        }
      }
      return collect(config, pages);
    },
    parseSaved(document) {
      // One Courses API answer, or a list of them (one per page or organisation).
      const list =
        Array.isArray(document) && document.every((d) => d && typeof d === 'object' && 'results' in d)
          ? document
          : [document];
      return collect(config, list.map(parseEnvelope));
    },
  };
}
