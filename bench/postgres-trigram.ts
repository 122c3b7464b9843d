// What PostgreSQL's own trigram index (pg_trgm, GIN) gives for the catalogue's inclusion rule ("some
// search word occurs in the title, provider, category, description or a skill"), on the same
// synthetic catalogue and the same 1,000 queries as bench:search and bench:scale: the engine that
// would take the search over from the in-memory index past one instance (docs/decisions/020).
// Counts the matches and reads the first page in title order; relevance order is not reproduced.
//
//   TEST_DATABASE_URL=postgres://… npx node bench/postgres-trigram.ts --courses=100000
//
// Works in a temporary table (gone when the session ends); creates the pg_trgm extension when the
// database lacks it and drops it again at the end. Not a test: it prints numbers.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { searchTerms } from '../packages/core/src/course-search.ts';
import {
  benchmarkCatalogueDir,
  type FixtureRecord,
  syntheticCatalogue,
} from './support/benchmark-catalogue.ts';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.log('Set TEST_DATABASE_URL (a PostgreSQL database) to run this benchmark.');
  process.exit(1);
}
const size = Number(process.argv.find((a) => a.startsWith('--courses='))?.split('=')[1] ?? 100_000);
const records = JSON.parse(readFileSync(`${benchmarkCatalogueDir}/courses.json`, 'utf8')) as FixtureRecord[];
const queries = readFileSync(`${benchmarkCatalogueDir}/queries.txt`, 'utf8').split('\n').filter(Boolean);
const courses = syntheticCatalogue(records, size);

const client = new pg.Client({ connectionString: url });
await client.connect();
const had = (await client.query("select 1 from pg_extension where extname = 'pg_trgm'")).rowCount === 1;
if (!had) await client.query('create extension pg_trgm');
try {
  await client.query('create temporary table bench_courses (id int primary key, title text, haystack text)');
  let t = performance.now();
  for (let from = 0; from < courses.length; from += 2000) {
    const batch = courses.slice(from, from + 2000);
    const values: unknown[] = [];
    const rows = batch.map((c, i) => {
      // The fields the rule reads, lowercased, one per line: a word never spans two fields.
      values.push(
        c.id,
        c.title,
        [c.title, c.provider, c.category, c.description, ...c.skills].join('\n').toLowerCase(),
      );
      return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`;
    });
    await client.query(`insert into bench_courses values ${rows.join(',')}`, values);
    if (from % 100_000 === 0) process.stderr.write(`  ${from.toLocaleString('en-US')} rows…\n`);
  }
  const loadMs = performance.now() - t;
  t = performance.now();
  await client.query('create index on bench_courses using gin (haystack gin_trgm_ops)');
  await client.query('analyze bench_courses');
  const indexMs = performance.now() - t;
  const { rows: sizeRows } = await client.query<{ table: string; index: string }>(
    "select pg_size_pretty(pg_table_size('bench_courses')) as table, pg_size_pretty(pg_indexes_size('bench_courses')) as index",
  );

  const times: number[] = [];
  for (const [i, q] of queries.entries()) {
    const terms = searchTerms(q);
    if (terms.length === 0) continue;
    const where = terms.map((_, k) => `haystack like $${k + 1}`).join(' or ');
    const params = terms.map((term) => `%${term.replace(/[\\%_]/g, '\\$&')}%`);
    const started = performance.now();
    await client.query(`select count(*) from bench_courses where ${where}`, params);
    await client.query(`select id from bench_courses where ${where} order by title limit 24`, params);
    times.push(performance.now() - started);
    if (i % 250 === 249) process.stderr.write(`  ${i + 1} queries…\n`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
  console.log(
    `PostgreSQL pg_trgm, ${size.toLocaleString('en-US')} courses: loaded in ${(loadMs / 1000).toFixed(1)} s, ` +
      `GIN index built in ${(indexMs / 1000).toFixed(1)} s (table ${sizeRows[0]!.table}, index ${sizeRows[0]!.index});\n` +
      `  count + first page in title order: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms over ${times.length} queries`,
  );
} finally {
  await client.query('drop table if exists bench_courses');
  if (!had) await client.query('drop extension if exists pg_trgm');
  await client.end();
}
