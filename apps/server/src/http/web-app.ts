import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

const immutable = 'public, max-age=31536000, immutable';
const shortCache = 'public, max-age=3600';
const noCache = 'no-cache';

/**
 * Serves the built web app: files from `distDir`, and `index.html` for every other GET (the
 * single-page app routes on the client). Vite fingerprints everything under /assets/, so those
 * files can be cached for a year; index.html must be revalidated so a deploy is picked up.
 */
export function webApp(distDir: string): MiddlewareHandler<AppEnv> {
  // Built on first use: serveStatic complains on stderr when its root does not exist yet.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const makeFiles = () =>
    serveStatic<AppEnv>({
      root: distDir,
      // The build writes .br and .gz copies of the assets; a browser that accepts one gets it.
      precompressed: true,
      onFound: (path, c) => {
        const relative = path.slice(distDir.length).replaceAll('\\', '/');
        c.header(
          'Cache-Control',
          relative.startsWith('/assets/') ? immutable : relative.endsWith('.html') ? noCache : shortCache,
        );
      },
    });
  const indexPath = join(distDir, 'index.html');

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    // Checked per request so a build made while the server runs is picked up.
    if (!existsSync(distDir)) return notBuilt(c);

    files ??= makeFiles();
    const served = await files(c, async () => {});
    if (served) return served;

    // A missing fingerprinted file is a stale reference (old tab after a deploy): answering with
    // index.html would hand the browser HTML for a script and hide the real problem.
    if (c.req.path.startsWith('/assets/')) return next();
    return sendIndex(c, indexPath);
  };
}

async function sendIndex(c: Context<AppEnv>, indexPath: string) {
  let html: string;
  try {
    if (!statSync(indexPath).isFile()) return notBuilt(c);
    html = await readFile(indexPath, 'utf8');
  } catch {
    return notBuilt(c);
  }
  c.header('Cache-Control', noCache);
  return c.html(html, 200);
}

function notBuilt(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.text(
    'The web app has not been built yet. Run `npm run build` in the repository root (or `npm start`, which builds it first), then reload.',
    503,
  );
}
