import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoute, type RouteMatch } from '@app/core/route-table';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env.ts';

const immutable = 'public, max-age=31536000, immutable';
const shortCache = 'public, max-age=3600';
const noCache = 'no-cache';

/** Where the build puts each static route's prerendered first screen (see apps/web/vite.config.ts). */
const PRERENDERED_DIR = 'prerendered';

export interface WebAppOptions {
  /**
   * Whether the record a page's address names exists (`/courses/:id` → that course); the page of
   * one that does not answers 404. Without it, every address of a route answers 200.
   */
  recordExists?: (route: RouteMatch) => Promise<boolean>;
}

/**
 * Serves the built web app: files from `distDir`; for a page the build prerendered (`/courses` →
 * `prerendered/courses.html`) that page's HTML, so its first screen paints before any script
 * runs; and `index.html` (the layout around a loading spinner) for every other GET (the
 * single-page app routes on the client), with 404 for an address that is none of the app's pages
 * (packages/core/src/route-table.ts), where the app shows its not-found page. Vite fingerprints
 * everything under /assets/, so those files can be cached for a year; HTML must be revalidated so
 * a deploy is picked up.
 */
export function webApp(distDir: string, options: WebAppOptions = {}): MiddlewareHandler<AppEnv> {
  // Built on first use: serveStatic complains on stderr when its root does not exist yet.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const makeFiles = () =>
    serveStatic<AppEnv>({
      root: distDir,
      // The build writes .br and .gz copies of the assets; a browser that accepts one gets it.
      precompressed: true,
      onFound: (path, c) => {
        // `path` is the compressed copy when one was sent (index.html.br): judge by the original.
        const relative = path
          .slice(distDir.length)
          .replaceAll('\\', '/')
          .replace(/\.(br|gz|zst)$/, '');
        c.header(
          'Cache-Control',
          relative.startsWith('/assets/') ? immutable : relative.endsWith('.html') ? noCache : shortCache,
        );
      },
    });
  // The HTML documents go out through serveStatic too, to send their precompressed copies: one
  // handler per document (a few dozen at most).
  const documents = new Map<string, MiddlewareHandler<AppEnv>>();
  const documentFiles = (file: string) => {
    let handler = documents.get(file);
    if (!handler) {
      handler = serveStatic<AppEnv>({
        root: distDir,
        path: file,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', noCache);
        },
      });
      documents.set(file, handler);
    }
    return handler;
  };
  const indexPath = join(distDir, 'index.html');

  // The documents with `class="dark"` on <html>, made on first request and kept while the file
  // on disk is the same (a new build replaces it).
  const darkCopies = new Map<string, { modified: number; br: Buffer; gzip: Buffer; plain: string }>();
  const darkDocument = async (c: Context<AppEnv>, file: string, status: 200 | 404 = 200) => {
    const path = join(distDir, file);
    const modified = statSync(path).mtimeMs;
    let copy = darkCopies.get(file);
    if (!copy || copy.modified !== modified) {
      const plain = withDarkClass(await readFile(path, 'utf8'));
      copy = {
        modified,
        plain,
        br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(plain, { level: 9 }),
      };
      darkCopies.set(file, copy);
    }
    c.header('Cache-Control', noCache);
    c.header('Vary', 'Accept-Encoding', { append: true });
    const accepted = c.req.header('Accept-Encoding') ?? '';
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(copy.br), status);
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(copy.gzip), status);
    }
    return c.html(copy.plain, status);
  };

  /** 200 for an address of one of the app's pages, 404 for any other (or a missing record's). */
  const pageStatus = async (path: string): Promise<200 | 404> => {
    const route = matchRoute(path);
    if (!route) return 404;
    if (Object.keys(route.params).length === 0 || !options.recordExists) return 200;
    return (await options.recordExists(route)) ? 200 : 404;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    // The server's own renderer of records' pages (site-index/first-screen.ts), not the browser's.
    if (c.req.path.startsWith('/ssr/')) return next();
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(distDir)) return notBuilt(c);

    const page = prerenderedPage(distDir, c.req.path);
    if (page) {
      themeHeaders(c);
      if (wantsDark(c)) return darkDocument(c, page);
      const document = await documentFiles(page)(c, async () => {});
      if (document) return document;
    }

    files ??= makeFiles();
    const served = await files(c, async () => {});
    if (served) return served;

    // A missing fingerprinted file is a stale reference (old tab after a deploy): answering with
    // index.html would hand the browser HTML for a script and hide the real problem.
    if (c.req.path.startsWith('/assets/')) return next();
    themeHeaders(c);
    const status = await pageStatus(c.req.path);
    if (wantsDark(c) && existsSync(indexPath)) return darkDocument(c, 'index.html', status);
    const fallback = await documentFiles('index.html')(c, async () => {});
    if (fallback)
      return status === 200 ? fallback : new Response(fallback.body, { status, headers: fallback.headers });
    return sendIndex(c, indexPath, status);
  };
}

/**
 * The theme the prerendered screen should paint in, known before any script runs: the web app
 * keeps the visitor's choice in a `theme` cookie (apps/web/src/lib/appearance.ts); for "system"
 * (or no choice yet) Chromium tells the system's preference in a client hint, once asked for it.
 */
export function wantsDark(c: Context<AppEnv>): boolean {
  const theme = getCookie(c, 'theme');
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return c.req.header('Sec-CH-Prefers-Color-Scheme') === 'dark';
}

export function themeHeaders(c: Context<AppEnv>): void {
  c.header('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
  c.header('Vary', 'Cookie, Sec-CH-Prefers-Color-Scheme', { append: true });
}

/** The document with `class="dark"` on its <html>, as applyAppearance would set it. */
export function withDarkClass(html: string): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) =>
    /\bclass="/.test(attributes)
      ? `<html${attributes.replace(/\bclass="/, 'class="dark ')}>`
      : `<html${attributes} class="dark">`,
  );
}

/** The prerendered document for a static route (`/`, `/courses`, `/courses/`), if the build made one. */
function prerenderedPage(distDir: string, path: string): string | undefined {
  const name = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
  if (!/^[a-z0-9-]+$/.test(name)) return undefined;
  const file = `${PRERENDERED_DIR}/${name}.html`;
  return existsSync(join(distDir, file)) ? file : undefined;
}

async function sendIndex(c: Context<AppEnv>, indexPath: string, status: 200 | 404) {
  let html: string;
  try {
    if (!statSync(indexPath).isFile()) return notBuilt(c);
    html = await readFile(indexPath, 'utf8');
  } catch {
    return notBuilt(c);
  }
  c.header('Cache-Control', noCache);
  return c.html(html, status);
}

function notBuilt(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.text(
    'The web app has not been built yet. Run `npm run build` in the repository root (or `npm start`, which builds it first), then reload.',
    503,
  );
}
