import { CAREER_PATHS } from '@app/core/career-paths-data';
import {
  careerPathPagePath,
  coursePagePath,
  jobPagePath,
  PRIVATE_PATH_PREFIXES,
  PUBLIC_INFO_PAGES,
  PUBLIC_LIST_PAGES,
  universityCoursePagePath,
} from '@app/core/public-pages';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { validateQuery } from '../../http/validate.ts';
import { escapeHtml, type PageHeadSources } from './page-heads.ts';
import { siteOrigin } from './site-origin.ts';

/** The sitemap protocol's limit of addresses per file; a larger site gets a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

const cached = 'public, max-age=3600';
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/**
 * What search engines read, from the live data:
 *
 * - `GET /sitemap.xml`: the public list and information pages, and the page of every active
 *   course, university course, job (real postings; the made-up samples a new install shows are
 *   left out) and career path. Past SITEMAP_MAX_URLS addresses it is a sitemap index of
 *   `/sitemap.xml?page=N`, each file holding up to that many.
 * - `GET /robots.txt`: everything public may be crawled; accounts' pages, sign-in and the API not.
 *
 * Absolute addresses start with SITE_URL, or the request's own origin without it.
 */
export function siteIndexRoutes(deps: { siteUrl: string | undefined; sources: PageHeadSources }) {
  const { sources } = deps;

  async function allPaths(): Promise<string[]> {
    const [courses, universityCourses, jobs] = await Promise.all([
      sources.catalog.allCourses(),
      sources.universities.allCourses(),
      sources.jobs.publicJobIds(),
    ]);
    return [
      ...PUBLIC_INFO_PAGES,
      ...PUBLIC_LIST_PAGES,
      ...courses.map((c) => coursePagePath(c.id)),
      ...universityCourses.map((c) => universityCoursePagePath(c.id)),
      ...jobs.map(jobPagePath),
      ...CAREER_PATHS.map((p) => careerPathPagePath(p.id)),
    ];
  }

  return new Hono<AppEnv>()
    .get('/sitemap.xml', validateQuery(pageQuery), async (c) => {
      const origin = siteOrigin(c, deps.siteUrl);
      const paths = await allPaths();
      const pages = Math.ceil(paths.length / SITEMAP_MAX_URLS);
      const { page } = c.req.valid('query');
      let body: string;
      if (page !== undefined) {
        if (page > pages) throw notFound('No sitemap page with that number.');
        body = urlSet(origin, paths.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS));
      } else if (pages > 1) {
        const files = Array.from({ length: pages }, (_, i) => `${origin}/sitemap.xml?page=${i + 1}`);
        body = xml(
          'sitemapindex',
          files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`),
        );
      } else {
        body = urlSet(origin, paths);
      }
      c.header('Content-Type', 'application/xml; charset=UTF-8');
      c.header('Cache-Control', cached);
      return c.body(body);
    })
    .get('/robots.txt', (c) => {
      const origin = siteOrigin(c, deps.siteUrl);
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      c.header('Content-Type', 'text/plain; charset=UTF-8');
      c.header('Cache-Control', cached);
      return c.body(lines.join('\n'));
    });
}

function urlSet(origin: string, paths: readonly string[]): string {
  return xml(
    'urlset',
    paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`),
  );
}

function xml(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`;
}
