import type { SourceServer } from './source-server.ts';

/**
 * Small Coursera and edX catalogues in the APIs' real shapes, served by a local SourceServer, for
 * tests of the university course fetch end to end.
 */

export interface CourseraCatalogue {
  courses: Array<{ id: string; slug: string; name: string; partnerIds: string[]; description?: string }>;
  /** Milliseconds each courses.v1 answer waits (to make fetches overlap). */
  delayMs?: number;
  /** Answer courses.v1 with this HTTP status instead. */
  failWith?: number;
}

export const COURSERA_TEST_PARTNERS = [
  { id: '1', name: 'Stanford University', shortName: 'stanford' },
  { id: '11', name: 'University of Toronto', shortName: 'utoronto' },
  { id: '443', name: 'Google Cloud', shortName: 'googlecloud' },
];

/** `n` courses of Stanford (partner 1), ids `cx-0`…, titles "Coursera Course 0"… */
export function courseraCourses(n: number, prefix = 'Coursera Course') {
  return Array.from({ length: n }, (_, i) => ({
    id: `cx-${i}`,
    slug: `coursera-course-${i}`,
    name: `${prefix} ${i}`,
    partnerIds: ['1'],
    description: 'Lectures and quizzes on distributed ledgers.',
  }));
}

export function serveCoursera(source: SourceServer, catalogue: CourseraCatalogue): void {
  source.on('/api/partners.v1', {
    json: { elements: COURSERA_TEST_PARTNERS, paging: { total: 3 }, linked: {} },
  });
  source.on('/api/courses.v1', () =>
    catalogue.failWith
      ? { status: catalogue.failWith, json: { errorCode: 'Unavailable' } }
      : {
          json: {
            elements: catalogue.courses.map((c) => ({
              ...c,
              courseStatus: 'launched',
              categories: ['cs-programming'],
            })),
            paging: { total: catalogue.courses.length },
            linked: {},
          },
          ...(catalogue.delayMs ? { delayMs: catalogue.delayMs } : {}),
        },
  );
}

/** edX answers for `org`: each name becomes one course run `course-v1:<org>+<N>+1T2025`. */
export function serveEdx(source: SourceServer, byOrg: Record<string, string[]> | { failWith: number }): void {
  source.on('/api/courses/v1/courses/', (request) => {
    if ('failWith' in byOrg) return { status: byOrg.failWith as number, json: {} };
    const org = request.url.searchParams.get('org') ?? '';
    const names = (byOrg as Record<string, string[]>)[org] ?? [];
    return {
      json: {
        results: names.map((name, i) => ({
          id: `course-v1:${org}+C${i}+1T2025`,
          name,
          org,
          number: `C${i}`,
          short_description: `${name}, taught online.`,
          effort: '4-6 hours/week',
          start: '2025-01-15T00:00:00Z',
          hidden: false,
          invitation_only: false,
          media: { image: { large: 'https://prod-edxapp.edx-cdn.org/course.jpg' } },
        })),
        pagination: { next: null, previous: null, count: names.length, num_pages: 1 },
      },
    };
  });
}

/** The environment pointing a test server's university sources at `source`. */
export function universitySourceEnv(source: SourceServer, orgs = 'MITx'): Record<string, string> {
  return {
    COURSERA_API_BASE_URL: source.url,
    EDX_UNIVERSITIES_BASE_URL: source.url,
    EDX_UNIVERSITY_ORGS: orgs,
    SYNC_TIMEOUT_MS: '5000',
  };
}
