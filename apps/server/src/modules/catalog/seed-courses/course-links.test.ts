import { judgeCourseLinks } from '@app/core/course-links';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from './all.ts';

// Issue 20's measure of the shipped catalogue: every "Enroll Now" reaches the course's own page.
describe('seed course links', () => {
  const report = judgeCourseLinks(SEED_COURSES);
  const list = (kind: keyof typeof report.byKind) =>
    report.byKind[kind].map((c) => `${c.id} ${c.provider}: ${c.title} → ${c.link}`);

  it('prints the figures', () => {
    const share = ((100 * report.coursePages) / report.total).toFixed(1);
    const faults = Object.entries(report.byKind)
      .filter(([kind]) => kind !== 'course page')
      .map(([kind, courses]) => `${kind} ${courses.length}`)
      .join(', ');
    console.log(
      `Seed course links: ${report.coursePages} of ${report.total} course-specific (${share}%); ${faults}`,
    );
    expect(report.total).toBe(SEED_COURSES.length);
  });

  it('links every course over https', () => expect(list('not https')).toEqual([]));
  it("links every course on its vendor's or its publishing platform's domain", () =>
    expect(list('other domain')).toEqual([]));
  it('links no course to a search page', () => expect(list('search page')).toEqual([]));
  it('gives no two courses the same link', () => expect(list('shared')).toEqual([]));
  it("links no course to a vendor's home page or to a page listing other courses", () =>
    expect([...list('home page'), ...list('catalogue page')]).toEqual([]));
  it('links at least 90% of courses to a course-specific page', () =>
    expect(report.coursePages / report.total).toBeGreaterThanOrEqual(0.9));
});
