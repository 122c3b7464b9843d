// Initial JavaScript of the pages the Lighthouse bench audits (/, /courses, /jobs, /career-paths)
// in the production build: every script the document the server answers with loads at start (its
// start script and the entry and module preloads that script names), gzipped. That is the page's
// prerendered document (prerendered/<page>.html, see apps/web/vite.config.ts) when the build made
// one: it also preloads the page's own chunks. Lazy chunks nothing preloads are not counted: the
// browser only fetches them when their route is visited. WEB_DIST_DIR measures another build.
//
// Fails when / is over its budget, or when any of these pages loads zod at start: the web app
// validates little, and zod's ~25 KB gzipped plus the schemas its importers build at module level
// were a long start-up task on a phone (docs/decisions/013-first-screen.md).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUDITED_PAGES } from './support/pages.ts';

const BUDGET_KB = 150;
const dist = resolve(process.env.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../apps/web/dist'));

/** The document the server answers `page` with: its prerendered copy, else the app shell. */
function documentFor(page: string): string {
  const name = page === '/' ? 'index' : page.slice(1);
  const prerendered = join(dist, 'prerendered', `${name}.html`);
  return existsSync(prerendered) ? prerendered : join(dist, 'index.html');
}

/** The scripts a document loads at start: the start script, the entry and the preloads it names. */
function startScripts(documentPath: string): string[] {
  const html = readFileSync(documentPath, 'utf8');
  const start = /<script defer src="([^"]+)" data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(html);
  const files = start ? [...new Set([start[1]!, start[2]!, ...start[3]!.split(' ').filter(Boolean)])] : [];
  if (files.length === 0) throw new Error(`no module scripts found in ${documentPath}`);
  return files;
}

// zod's error class keeps its name through minification.
const isZod = (code: string) => code.includes('"ZodError"') || code.includes('`ZodError`');

const problems: string[] = [];
for (const { path: page } of AUDITED_PAGES) {
  const documentPath = documentFor(page);
  let total = 0;
  const zodFiles: string[] = [];
  const lines: string[] = [];
  for (const file of startScripts(documentPath)) {
    const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    if (isZod(bytes.toString('utf8'))) zodFiles.push(file);
    lines.push(
      `  ${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB raw ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  const totalKb = total / 1024;
  console.log(
    `${page} (document ${relative(dist, documentPath)}): initial JS ${totalKb.toFixed(1)} KB gzipped`,
  );
  if (page === '/') {
    console.log(lines.join('\n'));
    console.log(`  budget ${BUDGET_KB} KB, ${((totalKb / BUDGET_KB) * 100).toFixed(0)}% used`);
    if (totalKb > BUDGET_KB) problems.push(`/ is over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  }
  if (zodFiles.length > 0) problems.push(`${page} loads zod at start (${zodFiles.join(', ')})`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('no page above loads zod at start');
