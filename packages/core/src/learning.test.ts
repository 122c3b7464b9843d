import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AchievementFacts,
  activityLabel,
  averageRating,
  dashboardGoals,
  dashboardStats,
  distinctSkills,
  type EnrollmentFacts,
  enrollmentEvents,
  formatMinutes,
  formatWeeksLeft,
  goalPercent,
  isInProgress,
  isSaved,
  latestActivity,
  learningHours,
  nextMilestone,
  utcMonthRange,
  utcYearRange,
  weeksLeft,
} from './learning.ts';

const at = (iso: string) => new Date(iso);

describe('learning hours', () => {
  it('is total minutes divided by 60, rounded down', () => {
    expect(learningHours(0)).toBe(0);
    expect(learningHours(59)).toBe(0);
    expect(learningHours(60)).toBe(1);
    expect(learningHours(90)).toBe(1);
    expect(learningHours(119)).toBe(1);
    expect(learningHours(120)).toBe(2);
    expect(learningHours(-30)).toBe(0);
  });

  it('never exceeds minutes / 60 and is off by less than one hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        const hours = learningHours(minutes);
        expect(Number.isInteger(hours)).toBe(true);
        expect(hours * 60).toBeLessThanOrEqual(minutes);
        expect((hours + 1) * 60).toBeGreaterThan(minutes);
      }),
    );
  });
});

describe('goals', () => {
  it('fills each bar by its step and caps it at 100', () => {
    expect([0, 1, 4, 19, 20, 21, 100].map((h) => goalPercent('monthlyHours', h))).toEqual([
      0, 5, 20, 95, 100, 100, 100,
    ]);
    expect([0, 1, 4, 5, 6].map((c) => goalPercent('yearlyCourses', c))).toEqual([0, 20, 80, 100, 100]);
    expect([0, 3, 9, 10, 12].map((s) => goalPercent('skills', s))).toEqual([0, 30, 90, 100, 100]);
  });

  const completedAt = (iso: string, rating: number | null = null): EnrollmentFacts => ({
    status: 'completed',
    rating,
    completedAt: at(iso),
  });

  it('counts whole hours this month and courses completed this UTC year', () => {
    const now = at('2026-03-15T12:00:00Z');
    const goals = dashboardGoals({
      minutesThisMonth: 150,
      skillsAcquired: 4,
      now,
      enrollments: [
        completedAt('2026-01-01T00:00:00.000Z'), // first instant of the year: counts
        completedAt('2025-12-31T23:59:59.999Z'), // last instant of last year: does not
        completedAt('2026-03-15T11:00:00Z'),
        { status: 'in_progress', rating: null, completedAt: null },
        { status: 'enrolled', rating: null, completedAt: null },
      ],
    });
    expect(goals).toEqual({
      monthlyHours: { current: 2, target: 20, percent: 10 },
      yearlyCourses: { current: 2, target: 5, percent: 40 },
      skills: { current: 4, target: 10, percent: 40 },
    });
  });

  it('reads the calendar in UTC, whatever the local offset of the instant', () => {
    // 2026-01-01T00:30+01:00 is still 2025 in UTC.
    const goals = dashboardGoals({
      minutesThisMonth: 0,
      skillsAcquired: 0,
      now: at('2026-01-01T00:10:00Z'),
      enrollments: [completedAt('2026-01-01T00:30:00+01:00'), completedAt('2026-01-01T00:00:00Z')],
    });
    expect(goals.yearlyCourses.current).toBe(1);
  });

  it('gives month and year ranges in UTC, including December and leap February', () => {
    expect(utcMonthRange(at('2025-12-31T23:59:59.999Z'))).toEqual({
      start: at('2025-12-01T00:00:00Z'),
      end: at('2026-01-01T00:00:00Z'),
    });
    expect(utcMonthRange(at('2028-02-29T10:00:00Z'))).toEqual({
      start: at('2028-02-01T00:00:00Z'),
      end: at('2028-03-01T00:00:00Z'),
    });
    expect(utcMonthRange(at('2026-04-30T23:30:00-02:00'))).toEqual({
      start: at('2026-05-01T00:00:00Z'),
      end: at('2026-06-01T00:00:00Z'),
    });
    expect(utcYearRange(at('2026-07-01T00:00:00Z'))).toEqual({
      start: at('2026-01-01T00:00:00Z'),
      end: at('2027-01-01T00:00:00Z'),
    });
  });
});

describe('statistics', () => {
  const enrollments: EnrollmentFacts[] = [
    { status: 'completed', rating: 5, completedAt: at('2026-01-02T00:00:00Z') },
    { status: 'completed', rating: 4, completedAt: at('2025-06-01T00:00:00Z') },
    { status: 'completed', rating: null, completedAt: at('2026-02-01T00:00:00Z') },
    { status: 'in_progress', rating: null, completedAt: null },
    { status: 'enrolled', rating: null, completedAt: null },
  ];
  const achievements: AchievementFacts[] = [
    { type: 'completed', skill: null },
    { type: 'completed', skill: null },
    { type: 'completed', skill: null },
    { type: 'certificate', skill: null },
    { type: 'skill', skill: 'Python' },
    { type: 'skill', skill: ' python ' },
    { type: 'skill', skill: 'SQL' },
    { type: 'skill', skill: 'Data  modeling' },
    { type: 'skill', skill: 'data modeling' },
  ];

  it('computes every figure of spec section 3', () => {
    expect(dashboardStats({ enrollments, achievements, totalMinutes: 185 })).toEqual({
      coursesCompleted: 3,
      certificatesEarned: 1,
      // Started only: the saved (enrolled) course is counted as saved.
      coursesInProgress: 1,
      coursesSaved: 1,
      totalLearningHours: 3,
      skillsAcquired: 3,
      averageRating: 4.5,
    });
  });

  it('is all zeros for a new user', () => {
    expect(dashboardStats({ enrollments: [], achievements: [], totalMinutes: 0 })).toEqual({
      coursesCompleted: 0,
      certificatesEarned: 0,
      coursesInProgress: 0,
      coursesSaved: 0,
      totalLearningHours: 0,
      skillsAcquired: 0,
      averageRating: 0,
    });
  });

  it('treats only in_progress as in progress; a course only saved (enrolled) is saved', () => {
    expect(isInProgress('enrolled')).toBe(false);
    expect(isInProgress('in_progress')).toBe(true);
    expect(isInProgress('completed')).toBe(false);
    expect(isSaved('enrolled')).toBe(true);
    expect(isSaved('in_progress')).toBe(false);
    expect(isSaved('completed')).toBe(false);
  });

  it('averages ratings to one decimal, 0 when none', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([null, null])).toBe(0);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([5, 4, null])).toBe(4.5);
  });

  it('keeps the first spelling of each distinct skill', () => {
    expect(distinctSkills(['Python', 'python', ' SQL', 'Data  Modeling', 'data modeling', ''])).toEqual([
      'Python',
      'SQL',
      'Data  Modeling',
    ]);
  });
});

describe('in-progress cards', () => {
  it('gives time left as max(1, floor((100 - progress) / 10)) weeks', () => {
    expect([0, 5, 10, 45, 89, 90, 91, 99, 100].map(weeksLeft)).toEqual([10, 9, 9, 5, 1, 1, 1, 1, 1]);
    expect(formatWeeksLeft(1)).toBe('1 week');
    expect(formatWeeksLeft(4)).toBe('4 weeks');
  });

  it('names the next 10% step as the next assignment', () => {
    expect([0, 9, 10, 45, 90, 95, 100].map(nextMilestone)).toEqual([10, 10, 20, 50, 100, 100, 100]);
  });
});

describe('recent activity', () => {
  it('keeps the 3 newest events, newest first, later steps first at the same instant', () => {
    const events = [
      { type: 'saved' as const, at: at('2026-01-01T10:00:00Z'), courseId: '1' },
      { type: 'studied' as const, at: at('2026-01-03T10:00:00Z'), courseId: '1', minutes: 30 },
      { type: 'completed' as const, at: at('2026-01-05T10:00:00Z'), courseId: '1' },
      { type: 'certificate' as const, at: at('2026-01-05T10:00:00Z'), courseId: '1' },
      { type: 'started' as const, at: at('2026-01-02T10:00:00Z'), courseId: '2' },
    ];
    expect(latestActivity(events).map((e) => e.type)).toEqual(['certificate', 'completed', 'studied']);
    expect(latestActivity(events.slice(0, 1))).toHaveLength(1);
    expect(latestActivity([])).toEqual([]);
  });

  it('reports saving and starting a course as separate events only when they were', () => {
    const saved = at('2026-01-01T00:00:00Z');
    const started = at('2026-01-02T00:00:00Z');
    expect(
      enrollmentEvents({ courseId: '1', enrolledAt: saved, startedAt: null }).map((e) => e.type),
    ).toEqual(['saved']);
    expect(
      enrollmentEvents({ courseId: '1', enrolledAt: saved, startedAt: started }).map((e) => e.type),
    ).toEqual(['saved', 'started']);
    expect(
      enrollmentEvents({ courseId: '1', enrolledAt: saved, startedAt: saved }).map((e) => e.type),
    ).toEqual(['started']);
    // Tracked as already completed (possibly on an earlier date): no 'saved' either.
    const earlier = at('2025-06-01T00:00:00Z');
    expect(
      enrollmentEvents({ courseId: '1', enrolledAt: saved, startedAt: null, completedAt: earlier }),
    ).toEqual([]);
    expect(
      enrollmentEvents({ courseId: '1', enrolledAt: saved, startedAt: null, completedAt: started }).map(
        (e) => e.type,
      ),
    ).toEqual(['saved']);
  });

  it('words each event', () => {
    expect(activityLabel({ type: 'studied', minutes: 90 })).toBe('Studied 1 h 30 min');
    expect(activityLabel({ type: 'certificate' })).toBe('Earned a certificate');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(180)).toBe('3 hours');
  });
});
