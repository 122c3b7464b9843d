// Initial JavaScript of `/` in the production build: every script the document the server answers
// `/` with loads at start (its start script and the entry and module preloads that script names), gzipped. That is the prerendered home page
// (prerendered/index.html, see apps/web/vite.config.ts) when the build made one: it also
// preloads the home page's own chunks. Lazy chunks nothing preloads are not counted: the
// browser only fetches them when their route is visited. WEB_DIST_DIR measures another build.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = resolve(process.env.WEB_DIST_DIR ?? resolve(import.meta.dirname, '../apps/web/dist'));
const prerendered = join(dist, 'prerendered', 'index.html');
const documentPath = existsSync(prerendered) ? prerendered : join(dist, 'index.html');
const html = readFileSync(documentPath, 'utf8');
console.log(`document for /: ${relative(dist, documentPath)}`);

const start = /<script defer src="([^"]+)" data-entry="([^"]+)" data-preloads="([^"]*)"/.exec(html);
const files = start ? [...new Set([start[1]!, start[2]!, ...start[3]!.split(' ').filter(Boolean)])] : [];
if (files.length === 0) throw new Error(`no module scripts found in ${documentPath}`);

let total = 0;
for (const file of files) {
  const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  console.log(
    `${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB raw ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`,
  );
}
const totalKb = total / 1024;
console.log(
  `initial JS for /: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ${((totalKb / BUDGET_KB) * 100).toFixed(0)}% used)`,
);
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
