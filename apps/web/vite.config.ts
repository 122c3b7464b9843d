import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeHtml } from '@app/core/prep-document';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin } from 'vite';
import type { DocumentHead } from './src/lib/use-document-title';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built script, stylesheet and SVG under
 * assets/. The server sends the copy the browser accepts, so the app goes out compressed without
 * compressing anything per request (on a slow phone connection that is most of the load time).
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(resolve(config.root, config.build.outDir), config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const path = join(assetsDir, name);
        // Below about a kilobyte the headers outweigh what compression saves.
        if (statSync(path).size < 1024) continue;
        writeCompressedCopies(path);
      }
    },
  };
}

function writeCompressedCopies(path: string): void {
  const bytes = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * Puts the app's stylesheet into the document itself. A linked stylesheet blocks the first paint
 * for one more round trip, while the page's scripts compete with it for the connection; inline,
 * the prerendered screen paints as soon as the HTML has arrived. (CSP allows inline styles, not
 * inline scripts.) The whole app has this one stylesheet, so client-side navigation needs no other.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file: string) => {
    const css = readFileSync(join(outDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css}</style>`;
  });
}

/**
 * Takes the app's scripts out of the page's head and leaves one small plain script in their place
 * (start/start-app.js, copied into assets/ as `startScript`), which adds them once the prerendered
 * screen has painted. Listed in the head, the browser fetches ~150 KB of modules alongside the
 * first paint and runs them before it settles; the prerendered screen needs none of them.
 */
function startAfterFirstPaint(html: string, pagePreloads: string[], startScript: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the page template has no module entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const tag = `<script defer src="/${startScript}" data-entry="${entry}" data-preloads="${[...preloads, ...pagePreloads].join(' ')}"></script>`;
  return html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replaceAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `  ${tag}\n  </head>`);
}

/** Copies start/start-app.js into the build's assets under a content hash; returns its path there. */
function emitStartScript(root: string, outDir: string): string {
  const source = readFileSync(join(root, 'start', 'start-app.js'));
  const file = `assets/start-app-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(outDir, file), source);
  return file;
}

/**
 * React builds `<p><div/></p>` with DOM calls, but the HTML parser closes the `<p>` before the
 * `<div>`: the prerendered screen then has another layout than the page React renders over it
 * (a layout shift on every load).
 */
function warnOnReparentedMarkup(path: string, markup: string): void {
  const nested =
    /<p[ >](?:(?!<\/p>).)*?<(div|section|ul|ol|h[1-6]|header|footer|nav|table|form|search)[ >]/s.exec(markup);
  if (nested) {
    console.warn(
      `prerender ${path}: a <p> holds a <${nested[1]}> (${nested[0].slice(0, 120)}…); browsers reparent it, so the prerendered screen shifts when the page renders. Use a <div> for the outer element.`,
    );
  }
}

/**
 * Puts the page's own title and meta description (what its `useDocumentTitle` asks for) into its
 * HTML in place of index.html's, so search engines and link previews see them without running
 * the app; pages that set none keep the site's. The site's own stay in `data-default`, for the
 * pages the visitor moves on to that set none (src/lib/use-document-title.ts).
 */
function withHead(html: string, { title, description }: DocumentHead): string {
  let out = html;
  if (title) {
    out = out.replace(
      /<title>([^<]*)<\/title>/,
      (_m, site: string) => `<title data-default="${site}">${escapeHtml(title)}</title>`,
    );
  }
  if (description) {
    out = out.replace(
      /<meta(\s+)name="description"(\s+)content="([^"]*)"/,
      (_m, space: string, space2: string, site: string) =>
        `<meta${space}name="description"${space2}content="${escapeHtml(description)}" data-default="${site}"`,
    );
  }
  return out;
}

/**
 * What main.tsx imports at start-up, each in a task of its own: every page's start script preloads
 * them and what they import (prerenderShells), so Vite's preload helper leaves them alone.
 */
const STARTUP_MODULES = ['/src/app/query-client.ts', '/src/app/router.tsx', '/src/app/render-app.tsx'];
/** Their chunks' file names, as Rolldown names a chunk after its module: `assets/router-<hash>.js`. */
const startupChunk = new RegExp(
  `(^|/)(${STARTUP_MODULES.map((m) => m.replace(/^.*\/|\.tsx?$/g, '')).join('|')})-[\\w-]+\\.js$`,
);

/** Where the per-page HTML goes inside the build; apps/server/src/http/web-app.ts reads it. */
const PRERENDERED_DIR = 'prerendered';

/**
 * Prerenders every static route's first screen (header, the page's heading and intro, its loading
 * placeholders, footer) into `prerendered/<page>.html`, and the layout around the page loader into
 * index.html, the shell for every other URL. The browser paints it straight from the HTML instead
 * of waiting for the JavaScript, and each page's file also preloads the page's own chunks, which
 * the router would otherwise only request after the entry script has run. The markup is rendered
 * by the app's own components (src/prerender.tsx), so it matches what the client renders over it.
 */
function prerenderShells(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  /** Source file → its chunk and the chunks that chunk imports statically. */
  const chunks = new Map<string, { file: string; imports: string[] }>();
  const byFile = new Map<string, string[]>();
  return {
    name: 'prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        byFile.set(chunk.fileName, chunk.imports);
        if (chunk.facadeModuleId)
          chunks.set(chunk.facadeModuleId, { file: chunk.fileName, imports: chunk.imports });
      }
    },
    async closeBundle() {
      const template = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
      const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
      const preloadsOf = (moduleIds: string[]) => {
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file) || inTemplate.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file) ?? []) add(imported);
        };
        for (const id of moduleIds) {
          const chunk = chunks.get(join(root, id));
          if (!chunk) throw new Error(`prerender: no chunk for ${id}`);
          add(chunk.file);
        }
        return [...files].map((file) => `/${file}`);
      };
      const startScript = emitStartScript(root, outDir);
      const startup = preloadsOf(STARTUP_MODULES);
      const page = (markup: string, preloads: string[], head: DocumentHead = {}) =>
        withHead(startAfterFirstPaint(template, [...new Set([...startup, ...preloads])], startScript), head)
          // React's first render replaces this wrapper with the live page: until it is gone, buttons
          // have no handlers yet (browser tests wait for `[data-prerendered]` to detach).
          .replace('<div id="root"></div>', `<div id="root"><div data-prerendered>${markup}</div></div>`);

      // SSR through a throw-away dev server on this same config (this plugin only applies to
      // builds); its dependency cache is kept apart from the one `vite` dev uses.
      const cacheDir = mkdtempSync(join(tmpdir(), 'vite-prerender-'));
      const server = await createServer({
        configFile,
        root,
        logLevel: 'error',
        cacheDir,
        optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const ssr = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
        ssr.checkRouteTable();
        // Read before rendering: loading a lazy route replaces its loaders with what they loaded.
        const paths = ssr
          .staticPaths()
          .map((path) => ({ path, preloads: preloadsOf(ssr.lazyModules(path) ?? []) }));
        for (const { path, preloads } of paths) {
          const { markup, head } = await ssr.renderShell(path);
          warnOnReparentedMarkup(path, markup);
          const html = page(markup, preloads, head);
          const file = join(outDir, PRERENDERED_DIR, `${path === '/' ? 'index' : path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          writeCompressedCopies(file);
        }
        const index = join(outDir, 'index.html');
        writeFileSync(index, page((await ssr.renderShell(null)).markup, []));
        writeCompressedCopies(index);
      } finally {
        await server.close();
        rmSync(cacheDir, { recursive: true, force: true });
      }
      await buildServerRenderer(root, outDir);
    },
  };
}

/** Where the server finds the renderer of records' pages inside the build (first-screen.ts reads it). */
const SERVER_RENDERER = 'ssr/prerender.mjs';

/**
 * Builds src/prerender.tsx for Node into `ssr/`, everything bundled in (the build may be served
 * from anywhere, away from node_modules): the server renders a record's page (a course's) with
 * its data, so that its content paints from the HTML (apps/server/src/modules/site-index).
 */
async function buildServerRenderer(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { '@': join(root, 'src') } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: join(outDir, dirname(SERVER_RENDERER)),
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      rollupOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
}

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), prerenderShells()],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Shared code under 6 KB goes into each chunk that uses it instead of a chunk of its own: the
      // page then loads 18-26 scripts rather than 40-70 (/jobs: 68 -> 26), and each one costs a
      // phone a request and a task of its own to receive and compile (decision 013). The inlined
      // modules are wrapped so that they still
      // run in source order (Rolldown turns on strictExecutionOrder for this); no entry's exports
      // are used by anything, hence preserveEntrySignatures: false, which the option requires.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } } },
    },
    modulePreload: {
      // main.tsx's start-up imports: Vite's helper would insert links the start script has
      // inserted already, all in the entry's task (a long task on a phone).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && startupChunk.test(file) ? [] : deps,
    },
  },
});
