import { describe, expect, it } from 'vitest';
import type { Course } from './course.ts';
import { mergeCatalogue, NO_LIVE_COURSES, parseCourseId } from './course-catalogue.ts';

const make = (id: number | string, provider: string): Course => ({
  id,
  title: `Course ${id}`,
  provider,
  category: 'Cloud Computing',
  level: 'Beginner',
  price: 'Free',
  description: 'A course.',
  skills: [],
  link: `https://example.org/courses/${id}`,
});

const staticCourses = [make(1, 'AWS'), make(2, 'Microsoft'), make(3, 'Salesforce'), make(4, 'Google Cloud')];

describe('mergeCatalogue', () => {
  it('is the static list when there are no live courses', () => {
    expect(mergeCatalogue(staticCourses, NO_LIVE_COURSES)).toEqual(staticCourses);
  });

  it('drops static Microsoft courses once live Microsoft courses exist, and appends those', () => {
    const live = { ...NO_LIVE_COURSES, microsoft: [make('microsoft-a', 'Microsoft')] };
    expect(mergeCatalogue(staticCourses, live).map((c) => c.id)).toEqual([1, 3, 4, 'microsoft-a']);
  });

  it('drops static Salesforce courses once live Salesforce courses exist', () => {
    const live = { ...NO_LIVE_COURSES, salesforce: [make('salesforce-a', 'Salesforce')] };
    expect(mergeCatalogue(staticCourses, live).map((c) => c.id)).toEqual([1, 2, 4, 'salesforce-a']);
  });

  it('keeps every static course for edX courses and orders static, Microsoft, Salesforce, edX', () => {
    const live = {
      edx: [make('edx-1', 'Google Cloud')],
      salesforce: [make('salesforce-1', 'Salesforce')],
      microsoft: [make('microsoft-1', 'Microsoft')],
    };
    expect(mergeCatalogue(staticCourses, live).map((c) => c.id)).toEqual([
      1,
      4,
      'microsoft-1',
      'salesforce-1',
      'edx-1',
    ]);
    expect(mergeCatalogue(staticCourses, { ...NO_LIVE_COURSES, edx: live.edx })).toHaveLength(5);
  });

  it('matches the provider name ignoring case', () => {
    const live = { ...NO_LIVE_COURSES, microsoft: [make('microsoft-a', 'Microsoft')] };
    const result = mergeCatalogue([make(1, ' microsoft '), make(2, 'AWS')], live);
    expect(result.map((c) => c.id)).toEqual([2, 'microsoft-a']);
  });

  it('lists a live course once when a static course is the same page, keeping the static id', () => {
    const shipped = {
      ...make(5, 'IBM'),
      link: 'https://www.edx.org/courses/course-v1:IBMx+PY0101EN+1T2024/about',
    };
    const synced = {
      ...make('edx-IBMx+PY0101EN', 'IBM'),
      link: 'https://courses.edx.org/courses/course-v1:IBMx+PY0101EN+3T2025/about',
    };
    const other = make('edx-IBMx+DS0101EN', 'IBM');
    const live = { ...NO_LIVE_COURSES, edx: [synced, other] };
    expect(mergeCatalogue([...staticCourses, shipped], live).map((c) => c.id)).toEqual([
      1,
      2,
      3,
      4,
      5,
      'edx-IBMx+DS0101EN',
    ]);
  });

  it('makes duplicate ids unique', () => {
    const live = { ...NO_LIVE_COURSES, edx: [make('edx-1', 'X'), make('edx-1', 'Y')] };
    const ids = mergeCatalogue(staticCourses, live).map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-1)).toBe(10000);
  });
});

describe('parseCourseId', () => {
  it('reads static ids as numbers', () => {
    expect(parseCourseId('42')).toBe(42);
    expect(parseCourseId('10000')).toBe(10000);
  });

  it('keeps live ids as strings', () => {
    expect(parseCourseId('microsoft-az-900')).toBe('microsoft-az-900');
    expect(parseCourseId('salesforce-trail_123')).toBe('salesforce-trail_123');
    expect(parseCourseId('edx-course-v1:MITx+6.00x')).toBe('edx-course-v1:MITx+6.00x');
  });

  it('rejects anything else', () => {
    for (const raw of [
      '',
      'abc',
      '-1',
      '1.5',
      '1e3',
      'udemy-1',
      'microsoft-',
      '12345678901',
      'microsoft-a b',
    ]) {
      expect(parseCourseId(raw), raw).toBeUndefined();
    }
  });
});
