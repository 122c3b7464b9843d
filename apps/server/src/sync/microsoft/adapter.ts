import { z } from 'zod';
import type { SyncConfig } from '../../config.ts';
import type { FetchContext, SourceAdapter } from '../adapter.ts';
import { fetchJson, followSourceLink } from '../http.ts';
import { CourseCollector, type ParseOutcome } from '../records.ts';
import { SyncSourceError } from '../source-error.ts';
import {
  fromLegacy,
  fromPlatform,
  LEARN_KINDS,
  LEGACY_LISTS,
  type LearnKind,
  type LegacyTaxonomies,
  legacyRecordSchemas,
  PLATFORM_ENDPOINTS,
  platformRecordSchema,
  readTaxonomy,
} from './learn-records.ts';
import { learnItemToCourse } from './to-course.ts';

const LABEL = 'Microsoft Learn';

/** Content types worth a catalogue entry; units are pages inside modules and are not requested. */
const LEGACY_TYPES = 'modules,learningPaths,certifications,exams,courses,levels,roles,products,subjects';

/** Pages one Platform API list may have before we suspect a nextLink loop. */
const MAX_PAGES = 1000;

/**
 * Microsoft Learn. With Learn Platform API credentials configured (Entra ID app-only access) it
 * reads the Platform API; otherwise the unauthenticated legacy Catalog API, for as long as that
 * answers. Saved responses (`--from-file`) are legacy Catalog API documents.
 */
export function microsoftLearnAdapter(config: SyncConfig['microsoft']): SourceAdapter {
  return {
    source: 'microsoft',
    label: LABEL,
    configured: true,
    describe: () => (config.platform ? 'Learn Platform API' : 'Learn Catalog API (legacy)'),
    async fetchCourses(context) {
      if (config.platform) return fetchPlatform(config, config.platform, context);
      const url = new URL('/api/catalog/', `${config.baseUrl}/`);
      url.searchParams.set('locale', config.locale);
      url.searchParams.set('type', LEGACY_TYPES);
      return parseLegacyCatalog(
        await fetchJson(url.toString(), { label: LABEL, timeoutMs: context.timeoutMs }),
      );
    },
    parseSaved: parseLegacyCatalog,
  };
}

/** Reads a legacy Catalog API document. */
export function parseLegacyCatalog(document: unknown): ParseOutcome {
  if (!isObject(document) || !LEARN_KINDS.some((kind) => Array.isArray(document[LEGACY_LISTS[kind]]))) {
    throw new SyncSourceError(
      `${LABEL} sent a document that is not its catalog (expected lists such as "modules" and "learningPaths")`,
    );
  }
  const taxonomies: LegacyTaxonomies = {
    levels: readTaxonomy(document.levels),
    roles: readTaxonomy(document.roles),
    products: readTaxonomy(document.products),
    subjects: readTaxonomy(document.subjects),
  };
  const collector = new CourseCollector();
  for (const kind of LEARN_KINDS) {
    const list = document[LEGACY_LISTS[kind]];
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      collector.add(`${LEGACY_LISTS[kind]}[${i}]`, raw, legacyRecordSchemas[kind], (record) =>
        learnItemToCourse(fromLegacy(kind, record, taxonomies)),
      );
    });
  }
  return collector.outcome();
}

const platformPage = z.object({ value: z.array(z.unknown()), nextLink: z.string().nullish() });
const tokenResponse = z.object({ access_token: z.string().min(1) });

async function fetchPlatform(
  config: SyncConfig['microsoft'],
  platform: NonNullable<SyncConfig['microsoft']['platform']>,
  context: FetchContext,
): Promise<ParseOutcome> {
  const token = await requestToken(platform, context);
  const collector = new CourseCollector();
  for (const kind of LEARN_KINDS) {
    const endpoint = PLATFORM_ENDPOINTS[kind];
    const first = new URL(`/api/v1/${endpoint}`, `${config.baseUrl}/`);
    first.searchParams.set('locale', config.locale);
    first.searchParams.set('api-version', platform.apiVersion);
    let next: string | null = first.toString();
    let index = 0;
    for (let page = 0; next; page++) {
      if (page >= MAX_PAGES) throw new SyncSourceError(`${LABEL} kept sending more pages of ${endpoint}`);
      const body = platformPage.safeParse(
        await fetchJson(next, {
          label: LABEL,
          timeoutMs: context.timeoutMs,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      if (!body.success) {
        throw new SyncSourceError(`${LABEL} sent a page of ${endpoint} without its "value" list`);
      }
      for (const raw of body.data.value) {
        collector.add(`${endpoint}[${index++}]`, raw, platformRecordSchema, (record) =>
          learnItemToCourse(fromPlatform(kind as LearnKind, record)),
        );
      }
      // The nextLink comes from the response and gets the bearer token: only on the Learn origin.
      next = body.data.nextLink ? followSourceLink(body.data.nextLink, next, first.origin, LABEL) : null;
    }
  }
  return collector.outcome();
}

/** An app-only token for the Learn Platform API (OAuth 2.0 client credentials at Entra ID). */
async function requestToken(
  platform: NonNullable<SyncConfig['microsoft']['platform']>,
  context: FetchContext,
): Promise<string> {
  const url = `${platform.authorityUrl}/${encodeURIComponent(platform.tenantId)}/oauth2/v2.0/token`;
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: platform.clientId,
    client_secret: platform.clientSecret,
    scope: 'https://learn.microsoft.com/.default',
  });
  const answer = tokenResponse.safeParse(
    await fetchJson(url, {
      label: 'Microsoft Entra ID',
      timeoutMs: context.timeoutMs,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );
  if (!answer.success)
    throw new SyncSourceError('Microsoft Entra ID sent no access token for the Learn Platform API');
  return answer.data.access_token;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
