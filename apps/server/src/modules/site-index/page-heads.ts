import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import { parseCourseId } from '@app/core/course-catalogue';
import { type PrerenderedQuery, prerenderedQueriesTag } from '@app/core/prerendered-queries';
import {
  careerPathPagePath,
  coursePagePath,
  jobPageHead,
  jobPagePath,
  universityCoursePageHead,
  universityCoursePagePath,
} from '@app/core/public-pages';
import { SITE_NAME } from '@app/core/site';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { themeHeaders, wantsDark, withDarkClass } from '../../http/web-app.ts';
import type { Logger } from '../../logger.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { JobsService } from '../jobs/service.ts';
import type { UniversityService } from '../universities/service.ts';
import { firstScreenRenderer, withFirstScreen } from './first-screen.ts';
import { siteOrigin } from './site-origin.ts';

/** What a record's page says about itself in its HTML head. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (the one the sitemap lists), without the origin. */
  path: string;
}

export interface PageHeadSources {
  catalog: CatalogService;
  universities: UniversityService;
  jobs: JobsService;
}

/** Longest meta description sent; search results show about this much. */
const DESCRIPTION_MAX = 300;

/**
 * The page of one course, university course, job or career path, as its own document: the app's
 * shell (index.html) with the record's title, meta description and canonical link in the head,
 * from the live data, so that search engines and link previews see them without running the app.
 * A course's page also carries its first screen rendered with the course (first-screen.ts).
 * Other paths, and records that do not exist, go on to the web app as before.
 */
export function pageHeads(options: {
  distDir: string;
  siteUrl: string | undefined;
  sources: PageHeadSources;
  logger?: Logger;
}): MiddlewareHandler<AppEnv> {
  const indexPath = join(options.distDir, 'index.html');
  const render = firstScreenRenderer(options.distDir, options.logger);
  let shell: { modified: number; html: string } | undefined;
  const readShell = async () => {
    const modified = (await stat(indexPath)).mtimeMs;
    if (shell?.modified !== modified) shell = { modified, html: await readFile(indexPath, 'utf8') };
    return shell.html;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const head = await headOf(c.req.path, options.sources);
    if (!head) return next();
    let html: string;
    try {
      html = await readShell();
    } catch {
      // Not built: the web app answers that.
      return next();
    }
    const canonical = `${siteOrigin(c, options.siteUrl)}${head.path}`;
    let document = withPageHead(html, head, canonical);
    // A course's page goes out rendered with its data, so its content paints from the HTML (the
    // largest paint of a page a search result or a shared link opens) rather than after the
    // app's code and a request for the course.
    const answered = await firstScreenAnswers(c.req.path, options.sources);
    if (answered) {
      const markup = await render(c.req.path, answered);
      if (markup) document = withFirstScreen(document, markup, prerenderedQueriesTag(answered));
    }
    themeHeaders(c);
    if (wantsDark(c)) document = withDarkClass(document);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding', { append: true });
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(gzipSync(document, { level: 6 })), 200);
    }
    return c.html(document, 200);
  };
}

/**
 * The queries a record's page asks for first, answered (under the page's own query keys), for the
 * pages the server renders with their data: a course's (what /api/courses/:id answers, under the
 * course page's key, catalogKeys.course in apps/web/src/lib/catalog-api.ts).
 */
async function firstScreenAnswers(
  path: string,
  sources: PageHeadSources,
): Promise<PrerenderedQuery[] | undefined> {
  const match = /^\/courses\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  let raw: string;
  try {
    raw = decodeURIComponent(match[1] as string);
  } catch {
    return undefined;
  }
  const id = parseCourseId(raw);
  const detail = id === undefined ? undefined : await sources.catalog.getCourse(id);
  return detail && [{ queryKey: ['catalog', 'course', raw], data: detail }];
}

/** The head of the record `path` names, or undefined when it names none. */
export async function headOf(path: string, sources: PageHeadSources): Promise<PageHead | undefined> {
  const match = /^\/(courses|university-courses|jobs|career-paths)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  const [, area, raw] = match as unknown as [string, string, string];
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  switch (area) {
    case 'courses': {
      const courseId = parseCourseId(id);
      const course = courseId === undefined ? undefined : await sources.catalog.course(courseId);
      return (
        course && { title: course.title, description: course.description, path: coursePagePath(course.id) }
      );
    }
    case 'university-courses': {
      const course = await sources.universities.course(id);
      return course && { ...universityCoursePageHead(course), path: universityCoursePagePath(course.id) };
    }
    case 'jobs': {
      if (!/^[1-9][0-9]{0,14}$/.test(id)) return undefined;
      const job = await sources.jobs.get(Number(id));
      if (!job?.isActive) return undefined;
      return { ...jobPageHead(job), path: jobPagePath(job.id) };
    }
    case 'career-paths': {
      const careerPath = CAREER_PATHS.find((p) => p.id === id);
      return (
        careerPath && {
          title: careerPath.title,
          description: careerPath.description,
          path: careerPathPagePath(careerPath.id),
        }
      );
    }
  }
  return undefined;
}

/**
 * `html` with the page's title ("<title> · SkillBridge", as the app titles its pages), description
 * and canonical link. The site's own title and description stay in `data-default`, which the app
 * restores on pages that set none (apps/web/src/lib/use-document-title.ts).
 */
export function withPageHead(html: string, head: PageHead, canonical: string): string {
  const description = shortened(head.description.replace(/\s+/g, ' ').trim());
  return html
    .replace(
      /<title(?:\s+data-default="([^"]*)")?>([^<]*)<\/title>/,
      (_m, saved: string | undefined, site: string) =>
        `<title data-default="${saved ?? escapeHtml(site)}">${escapeHtml(`${head.title} · ${SITE_NAME}`)}</title>`,
    )
    .replace(
      /<meta(\s+)name="description"(\s+)content="([^"]*)"(?:\s+data-default="([^"]*)")?/,
      (_m, space: string, space2: string, site: string, saved: string | undefined) =>
        `<meta${space}name="description"${space2}content="${escapeHtml(description)}" data-default="${saved ?? site}"`,
    )
    .replace('</head>', `  <link rel="canonical" href="${escapeHtml(canonical)}" />\n  </head>`);
}

function shortened(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Text for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
