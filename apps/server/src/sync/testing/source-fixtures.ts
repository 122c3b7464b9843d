import { readFileSync } from 'node:fs';
import type { LiveSource } from '@app/core/course-catalogue';
import type { SourceServer } from '../../testing/source-server.ts';

/** Reads one of an adapter's own fixtures (sync/<source>/fixtures/<name>). */
export function fixtureText(source: 'microsoft' | 'salesforce' | 'edx', name: string): string {
  return readFileSync(new URL(`../${source}/fixtures/${name}`, import.meta.url), 'utf8');
}

/** Environment pointing every live source at `server` (edX: org IBM only). */
export function sourceEnv(server: SourceServer, timeoutMs = 2000): Record<string, string> {
  return {
    MICROSOFT_LEARN_BASE_URL: server.url,
    SALESFORCE_TRAILHEAD_CATALOG_URL: `${server.url}/trailhead/catalog.json`,
    EDX_BASE_URL: server.url,
    EDX_ORGS: 'IBM',
    SYNC_TIMEOUT_MS: String(timeoutMs),
  };
}

/** Where each source's first request goes under sourceEnv. */
export const SOURCE_PATHS: Record<LiveSource, string> = {
  microsoft: '/api/catalog/',
  salesforce: '/trailhead/catalog.json',
  edx: '/api/courses/v1/courses/',
};

/** Serves the project's fixtures for all three sources (edX: the two IBM pages), each after `delayMs`. */
export function serveAllFixtures(server: SourceServer, options: { delayMs?: number } = {}): void {
  const delayMs = options.delayMs ?? 0;
  server.on(SOURCE_PATHS.microsoft, { delayMs, body: fixtureText('microsoft', 'catalog-legacy.json') });
  server.on(SOURCE_PATHS.salesforce, (req) => ({
    delayMs,
    body: fixtureText(
      'salesforce',
      req.url.searchParams.get('page') === '2' ? 'trailhead-feed-page-2.json' : 'trailhead-feed-page-1.json',
    ),
  }));
  server.on(SOURCE_PATHS.edx, (req) => ({
    delayMs,
    body: fixtureText(
      'edx',
      req.url.searchParams.get('page') === '2' ? 'courses-ibm-page-2.json' : 'courses-ibm-page-1.json',
    ).replaceAll('https://courses.edx.org/api/', `${server.url}/api/`),
  }));
}

/**
 * A response of `source` in its real shape with `count` generated records, every tenth one broken
 * when `broken` is set. Titles carry `marker` so a catalogue search finds exactly these courses.
 */
export function generatedDocument(
  source: LiveSource,
  count: number,
  marker: string,
  broken = false,
): unknown {
  const isBroken = (i: number) => broken && i % 10 === 9;
  if (source === 'microsoft') {
    return {
      modules: Array.from({ length: count }, (_, i) => ({
        uid: `learn.${marker}.module-${i}`,
        type: 'module',
        title: isBroken(i) ? '' : `${marker} module ${i}`,
        summary: `<p>Generated module ${i}.</p>`,
        levels: ['beginner'],
        roles: ['developer'],
        products: ['azure'],
        duration_in_minutes: 30 + i,
        url: `https://learn.microsoft.com/en-us/training/modules/${marker}-${i}/`,
      })),
      learningPaths: [],
      certifications: [],
      exams: [],
      courses: [],
    };
  }
  if (source === 'salesforce') {
    return {
      items: Array.from({ length: count }, (_, i) => ({
        id: `${marker}_${i}`,
        type: isBroken(i) ? 'badge' : 'module',
        title: `${marker} module ${i}`,
        description: `Generated module ${i}.`,
        level: 'Beginner',
        durationMinutes: 20,
        products: ['Platform'],
        url: `https://trailhead.salesforce.com/content/learn/modules/${marker}_${i}`,
      })),
      nextPageUrl: null,
    };
  }
  return {
    results: Array.from({ length: count }, (_, i) => ({
      id: `course-v1:IBM+${marker}${i}+1T2026`,
      ...(isBroken(i) ? {} : { name: `${marker} course ${i}` }),
      number: `${marker}${i}`,
      org: 'IBM',
      short_description: `Generated course ${i}.`,
      effort: '2 hours per week',
      start: '2026-01-01T00:00:00Z',
      end: null,
      pacing: 'self',
      hidden: false,
      invitation_only: false,
    })),
    pagination: { next: null, previous: null, count, num_pages: 1 },
  };
}
