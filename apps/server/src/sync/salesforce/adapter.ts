import type { Course, CourseCategory, CourseLevel } from '@app/core/course';
import { z } from 'zod';
import type { SyncConfig } from '../../config.ts';
import type { SourceAdapter } from '../adapter.ts';
import { categoryFromText } from '../categories.ts';
import { fetchJson, followSourceLink } from '../http.ts';
import { CourseCollector } from '../records.ts';
import { SyncSourceError } from '../source-error.ts';
import { formatMinutes, plainText } from '../text.ts';

const LABEL = 'Salesforce Trailhead';

/**
 * Salesforce Trailhead. Salesforce publishes no public, documented catalogue API for Trailhead
 * (its site's own endpoints are private and change without notice), so this source reads a
 * catalogue feed at SALESFORCE_TRAILHEAD_CATALOG_URL: a JSON document in the shape below, which a
 * partner export, a mirror or a small script over Trailhead's pages can produce. The fields are the
 * ones Trailhead shows on every module, trail, project and superbadge. See
 * docs/decisions/005-live-catalogue-sync.md.
 *
 * ```json
 * {
 *   "items": [{
 *     "id": "apex_database",                 // Trailhead's API name of the content
 *     "type": "module",                      // module | trail | project | superbadge
 *     "title": "Apex Basics & Database",
 *     "description": "Use Apex to write business logic…",
 *     "level": "Beginner",                   // or "levels": ["Beginner", "Intermediate"]
 *     "durationMinutes": 110,
 *     "products": ["Platform"],
 *     "roles": ["Developer"],
 *     "skills": ["Apex", "SOQL"],
 *     "url": "https://trailhead.salesforce.com/content/learn/modules/apex_database"
 *   }],
 *   "nextPageUrl": null                      // absolute or relative URL of the next page
 * }
 * ```
 * A bare array of items is read too.
 */
export function salesforceTrailheadAdapter(config: SyncConfig['salesforce']): SourceAdapter {
  const configured = Boolean(config.catalogUrl);
  return {
    source: 'salesforce',
    label: LABEL,
    configured,
    ...(configured
      ? {}
      : {
          unconfiguredReason:
            'no Trailhead catalogue feed is configured (set SALESFORCE_TRAILHEAD_CATALOG_URL; Salesforce publishes no public catalogue API)',
        }),
    describe: () => 'Trailhead catalogue feed',
    async fetchCourses(context) {
      if (!config.catalogUrl) {
        throw new SyncSourceError(
          'No Trailhead catalogue feed is configured (SALESFORCE_TRAILHEAD_CATALOG_URL); Salesforce publishes no public catalogue API',
        );
      }
      const collector = new CourseCollector();
      const origin = new URL(config.catalogUrl).origin;
      let next: string | null = config.catalogUrl;
      const seen = new Set<string>();
      while (next) {
        if (seen.has(next))
          throw new SyncSourceError(`${LABEL} sent a page that links back to an earlier one`);
        seen.add(next);
        const page = readFeedPage(await fetchJson(next, { label: LABEL, timeoutMs: context.timeoutMs }));
        addItems(collector, page.items, seen.size);
        // The next page's URL comes from the feed: followed only on the configured feed's origin.
        next = page.nextPageUrl ? followSourceLink(page.nextPageUrl, next, origin, LABEL) : null;
      }
      return collector.outcome();
    },
    parseSaved(document) {
      const collector = new CourseCollector();
      addItems(collector, readFeedPage(document).items, 1);
      return collector.outcome();
    },
  };
}

const feedPage = z.union([
  z.object({ items: z.array(z.unknown()), nextPageUrl: z.string().nullish() }),
  z.array(z.unknown()).transform((items) => ({ items, nextPageUrl: null })),
]);

function readFeedPage(document: unknown): { items: unknown[]; nextPageUrl?: string | null | undefined } {
  const page = feedPage.safeParse(document);
  if (!page.success)
    throw new SyncSourceError(`${LABEL} sent a document that is not a catalogue feed (no "items" list)`);
  return page.data;
}

const levelName = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['beginner', 'intermediate', 'advanced']));

const trailheadItem = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .regex(/^[^\s/]+$/, { error: 'must be a Trailhead API name without spaces or slashes' }),
  type: z.enum(['module', 'trail', 'project', 'superbadge']),
  title: z.string().trim().min(1),
  description: z.string().nullish(),
  level: levelName.nullish(),
  levels: z.array(levelName).nullish(),
  durationMinutes: z.number().nonnegative().nullish(),
  products: z.array(z.string()).nullish(),
  roles: z.array(z.string()).nullish(),
  skills: z.array(z.string()).nullish(),
  url: z.string().trim().min(1),
});
type TrailheadItem = z.infer<typeof trailheadItem>;

function addItems(collector: CourseCollector, items: unknown[], page: number) {
  items.forEach((raw, i) => {
    collector.add(`page ${page} items[${i}]`, raw, trailheadItem, toCourse);
  });
}

const LEVELS: Record<string, CourseLevel> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** Trailhead products and roles to categories, before the general keyword rules. */
const PRODUCT_RULES: ReadonlyArray<readonly [RegExp, CourseCategory]> = [
  [/agentforce|prompt builder|generative/i, 'Generative AI'],
  [/einstein|\bai\b/i, 'Artificial Intelligence'],
  [/tableau|crm analytics/i, 'Data Visualization'],
  [/data cloud/i, 'Data Analytics'],
  [/mulesoft|integration/i, 'API & Integration'],
  [/slack/i, 'Productivity & Collaboration'],
  [/marketing cloud|pardot|account engagement/i, 'Marketing'],
  [/commerce cloud|b2b commerce|b2c commerce/i, 'E-commerce'],
  [/service cloud|field service/i, 'Customer Service'],
  [/sales cloud|cpq|revenue cloud/i, 'Sales'],
  [/security|shield/i, 'Cybersecurity'],
  [/experience cloud|lightning web components|\blwc\b/i, 'Web Development'],
  [/devops center|\bdevops\b/i, 'DevOps'],
  [/flow|automation/i, 'Automation & RPA'],
  [/\bdeveloper\b|apex|heroku/i, 'Software Development'],
  [/architect/i, 'Cloud Architecture'],
];

function toCourse(item: TrailheadItem): Course {
  const products = (item.products ?? []).map((p) => p.trim()).filter(Boolean);
  const roles = (item.roles ?? []).map((r) => r.trim()).filter(Boolean);
  const tags = [...products, ...roles];
  const category =
    PRODUCT_RULES.find(([pattern]) => tags.some((tag) => pattern.test(tag)))?.[1] ??
    categoryFromText([item.title], 'CRM');
  const levels = item.levels?.length ? item.levels : item.level ? [item.level] : [];
  const level = (['beginner', 'intermediate', 'advanced'].find((l) => levels.includes(l as never)) ??
    'beginner') as string;
  const skills = [
    ...new Set((item.skills?.length ? item.skills : products).map((s) => s.trim()).filter(Boolean)),
  ];
  const course: Course = {
    id: `salesforce-${item.type}-${item.id}`,
    title:
      item.type === 'superbadge' && !/superbadge/i.test(item.title)
        ? `Superbadge: ${item.title}`
        : item.title,
    provider: 'Salesforce',
    category,
    level: LEVELS[level]!,
    // Everything on Trailhead is free to learn.
    price: 'Free',
    description:
      plainText(item.description) ||
      `Trailhead ${item.type}${products.length ? ` on ${products.slice(0, 3).join(', ')}` : ''}.`,
    skills: skills.slice(0, 6),
    link: item.url,
  };
  const duration = formatMinutes(item.durationMinutes);
  if (duration) course.duration = duration;
  return course;
}
