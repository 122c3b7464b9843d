// Every count a page shows of courses, jobs, companies, universities or paths comes from live data
// (the stats API, the catalogue, the career path list), never from a number written into the app:
// such numbers go stale the day the catalogue changes ("8,000+ courses" over 744). This reads the
// texts the built app is made of: its JavaScript and its HTML template. The prerendered pages are
// left out: they are that JavaScript rendered at build time, so a count in them ("Explore 157
// career paths") was computed from the data, and a written one is already caught in the script.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/app-server.ts';

const webDist = process.env.WEB_DIST_DIR || join(repoRoot, 'apps/web/dist');

/** The built app's texts: every script, and the HTML template (not the prerendered pages). */
function builtTexts(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') || file === 'index.html')
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

const NOUNS = 'courses|certifications|jobs|companies|providers|vendors|universities|degrees|paths|roles';
/** '1,000+ courses', '3,000+ courses from', 'Over 40 other companies', 'around 60 technology companies'. */
const WRITTEN_COUNT = new RegExp(
  String.raw`\b\d{1,3}(?:,\d{3})*\+?\s+(?:(?:industry|tech|technology|university|career|other|certification)\s+)?(?:${NOUNS})\b` +
    String.raw`|\b(?:around|over|more than|about)\s+\d[\d,]*\+?\s+(?:[a-z]+\s+)?(?:${NOUNS})\b`,
  'gi',
);

function writtenCounts(text: string): string[] {
  return [...text.matchAll(WRITTEN_COUNT)].map((m) => m[0]);
}

describe('counts on pages', () => {
  it('finds a written count when there is one (the check itself)', () => {
    expect(writtenCounts('Access to 10,000+ courses and 150+ career paths')).toEqual([
      '10,000+ courses',
      '150+ career paths',
    ]);
    expect(writtenCounts('from around 60 technology companies; Over 40 other companies')).toEqual([
      'around 60 technology companies',
      'Over 40 other companies',
    ]);
    expect(writtenCounts('Showing 12 career paths a page, $15 a month, 2 mentorship sessions')).toEqual([
      '12 career paths',
    ]);
  });

  it('are never written into the built app', () => {
    const found = builtTexts(webDist).flatMap(({ file, text }) =>
      writtenCounts(text).map((count) => `${file}: ${count}`),
    );
    expect(found).toEqual([]);
  });
});
