import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedQuery } from '@app/core/prerendered-queries';
import type { Logger } from '../../logger.ts';

/**
 * What the web build's server renderer offers (apps/web/src/prerender.tsx, built for Node into
 * `ssr/prerender.mjs`): a page's first screen rendered with the app's own components, with the
 * given queries already answered.
 */
interface ServerRenderer {
  renderShell(path: string, answered: readonly PrerenderedQuery[]): Promise<{ markup: string }>;
}

/** Where the build writes the renderer (SERVER_RENDERER in apps/web/vite.config.ts). */
const RENDERER_FILE = join('ssr', 'prerender.mjs');

/**
 * Renders a record's page (its path and the answers its page asks for) into markup, with the web
 * build's own renderer, loaded on first use and again after a new build. Undefined when the build
 * has no renderer or rendering fails: the page then goes out with the app's loading shell, as
 * before, and the browser renders it.
 */
export function firstScreenRenderer(distDir: string, logger?: Logger) {
  const file = join(distDir, RENDERER_FILE);
  let loaded: { modified: number; renderer: Promise<ServerRenderer> } | undefined;
  const load = async (): Promise<ServerRenderer> => {
    const modified = (await stat(file)).mtimeMs;
    if (loaded?.modified !== modified) {
      // The build's modified time in the address: a rebuilt renderer is a new module to Node.
      const url = `${pathToFileURL(file).href}?v=${modified}`;
      loaded = { modified, renderer: import(url) as Promise<ServerRenderer> };
    }
    return loaded.renderer;
  };
  // Loaded in the background from the start (about a second of one core): the first course page
  // asked for does not wait for it. Failures show, and are logged, when a page is rendered.
  load().catch(() => {});
  return async (path: string, answered: readonly PrerenderedQuery[]): Promise<string | undefined> => {
    try {
      return (await (await load()).renderShell(path, answered)).markup;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger?.warn({ err: error, path }, 'rendering a record page on the server failed');
      return undefined;
    }
  };
}

/**
 * `html` (the app's shell) with `markup` as the prerendered copy React renders over, and the
 * answers it was rendered with for the page's first render in the browser.
 */
export function withFirstScreen(html: string, markup: string, dataTag: string): string {
  const start = html.indexOf('<div id="root">');
  const body = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', body);
  if (start < 0 || body < 0 || end < start) return html;
  return `${html.slice(0, start)}<div id="root"><div data-prerendered>${markup}</div></div>${dataTag}${html.slice(end + '</div>'.length)}`;
}
