import { describe, expect, it } from 'vitest';
import { courseSchema } from './course.ts';
import {
  courseStatus,
  formatLifecycleDate,
  isCurrent,
  isRetired,
  lifecycleNotice,
  splitByLifecycle,
} from './course-lifecycle.ts';

describe('course status', () => {
  it('counts a course without a status as active, and only retired ones as not current', () => {
    expect(courseStatus({})).toBe('active');
    expect(isCurrent({})).toBe(true);
    expect(isCurrent({ status: 'retiring', retiresOn: '2027-01-31' })).toBe(true);
    expect(isRetired({ status: 'retired' })).toBe(true);
    expect(isCurrent({ status: 'retired' })).toBe(false);
  });

  it('splits a catalogue into current and retired courses, each keeping its order', () => {
    const courses = [
      { id: 1 },
      { id: 2, status: 'retired' as const },
      { id: 3, status: 'retiring' as const },
      { id: 4, status: 'retired' as const },
      { id: 5, status: 'active' as const },
    ];
    const { current, retired } = splitByLifecycle(courses);
    expect(current.map((c) => c.id)).toEqual([1, 3, 5]);
    expect(retired.map((c) => c.id)).toEqual([2, 4]);
  });

  it('is part of the course contract: status, dates as YYYY-MM-DD, replacement and exam code', () => {
    const base = {
      id: 1,
      title: 'T',
      provider: 'P',
      category: 'C',
      level: 'Beginner' as const,
      price: 'Free',
      description: 'D',
      skills: [],
      link: 'https://example.com/',
    };
    const retired = {
      ...base,
      status: 'retired',
      retiresOn: '2026-03-31',
      replacementCourseId: 2,
      examCode: 'MLS-C01',
      factsConfirmedOn: '2026-11-26',
    };
    expect(courseSchema.safeParse(retired).success).toBe(true);
    expect(courseSchema.safeParse({ ...base, status: 'gone' }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, retiresOn: '31/03/2026' }).success).toBe(false);
  });
});

describe('lifecycle notice', () => {
  it('writes dates the same way everywhere', () => {
    expect(formatLifecycleDate('2026-03-31')).toBe('31 March 2026');
    expect(formatLifecycleDate('2025-09-01')).toBe('1 September 2025');
    expect(formatLifecycleDate('2026-13-01')).toBeUndefined();
    expect(formatLifecycleDate(undefined)).toBeUndefined();
  });

  it('says when a retired course retired, or just that it did when the date is unknown', () => {
    expect(lifecycleNotice({ status: 'retired', retiresOn: '2026-03-31' })).toMatchObject({
      kind: 'retired',
      title: 'Retired on 31 March 2026',
    });
    expect(lifecycleNotice({ status: 'retired' })).toMatchObject({ kind: 'retired', title: 'Retired' });
  });

  it('says until when a retiring course is offered', () => {
    const notice = lifecycleNotice({ status: 'retiring', retiresOn: '2027-01-31' });
    expect(notice).toMatchObject({ kind: 'retiring', title: 'Retiring on 31 January 2027' });
    expect(notice?.text).toContain('until 31 January 2027');
  });

  it('shows nothing for an active course', () => {
    expect(lifecycleNotice({})).toBeNull();
    expect(lifecycleNotice({ status: 'active' })).toBeNull();
  });
});
