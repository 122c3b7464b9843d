// Initial JavaScript of `/` in the production build: the entry script plus every chunk
// it preloads (its static imports), gzipped. Lazy route chunks are not counted: the
// browser only fetches them when their route is visited.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
const files = [...new Set([...entry, ...preloads])];
if (files.length === 0) throw new Error('no module scripts found in apps/web/dist/index.html');

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
