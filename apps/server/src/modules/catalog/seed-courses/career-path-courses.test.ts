import { CAREER_PATHS } from '@app/core/career-paths-data';
import { isCurrent } from '@app/core/course-lifecycle';
import { searchCatalogue } from '@app/core/course-search';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from './all.ts';

// A career path's course links open the catalogue course of that title (GET /api/career-paths/courses
// resolves it), or search for the name where the catalogue has none: neither may come up empty.
describe('career path courses in the shipped catalogue', () => {
  const names = [...new Set(CAREER_PATHS.flatMap((p) => p.courses))];
  // Retired courses are out of the search, so a path naming one would lead nowhere.
  const listed = SEED_COURSES.filter(isCurrent);
  const results = new Map(names.map((name) => [name, searchCatalogue(listed, name)]));

  it('every course name finds at least one catalogue course with the catalogue search', () => {
    const empty = names.filter((name) => results.get(name)!.length === 0);
    expect(empty, 'course names the search finds nothing for').toEqual([]);
  });

  it('every course name is the title of a catalogue course, which the search returns', () => {
    const missing = names.filter(
      (name) => !results.get(name)!.some((course) => course.title.toLowerCase() === name.toLowerCase()),
    );
    expect(missing, 'course names that are not catalogue titles').toEqual([]);
  });
});
