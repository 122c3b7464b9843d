import { describe, expect, it } from 'vitest';
import {
  indexCourses,
  type PlannableCourse,
  planSkillGap,
  priceDollars,
  studyHours,
  type TargetSkill,
} from './skill-gap.ts';

const course = (
  id: number,
  skills: string[],
  hours: number,
  extra: Partial<PlannableCourse> = {},
): PlannableCourse => ({
  id,
  title: `Course ${id}`,
  skills,
  level: 'Intermediate',
  price: 'Free',
  duration: `${hours} hours`,
  ...extra,
});
const need = (...names: string[]): TargetSkill[] =>
  names.map((name) => ({ name, weight: 1, required: true }));
const ids = (plan: ReturnType<typeof planSkillGap>) => plan.steps.map((s) => s.course.id);

describe('planSkillGap', () => {
  it('counts readiness by weight: required skills count more than nice-to-haves', () => {
    const target: TargetSkill[] = [
      { name: 'SQL', weight: 3, required: true },
      { name: 'Python', weight: 2, required: true },
      { name: 'Tableau', weight: 1, required: false },
    ];
    const plan = planSkillGap(target, ['sql'], indexCourses([]));
    expect(plan.readiness).toBe(0.5);
    expect(plan.have).toEqual(['SQL']);
    expect(plan.missing).toEqual(['Python', 'Tableau']);
    expect(plan.uncovered).toEqual(['Python', 'Tableau']);
    expect(plan.steps).toEqual([]);
  });

  it('never plans a course for a skill the person has; a step lists only missing skills', () => {
    const courses = indexCourses([
      course(1, ['SQL'], 5),
      course(2, ['SQL', 'Python'], 8),
      course(3, ['Tableau'], 4),
    ]);
    const plan = planSkillGap(need('SQL', 'Python', 'Tableau'), ['SQL'], courses);
    expect(ids(plan).sort()).toEqual([2, 3]);
    for (const step of plan.steps) expect(step.covers).not.toContain('SQL');
    expect(plan.steps.find((s) => s.course.id === 2)!.covers).toEqual(['Python']);
  });

  it('chooses the cheapest cover, where taking the biggest course first would cost more', () => {
    // Greedy (best hours per skill first) takes the 4-skill course, then two single ones: 22 hours.
    // Two 3-skill courses cover everything in 18.
    const courses = indexCourses([
      course(1, ['a', 'b', 'c', 'd'], 10),
      course(2, ['a', 'b', 'e'], 9),
      course(3, ['c', 'd', 'f'], 9),
      course(4, ['e'], 6),
      course(5, ['f'], 6),
    ]);
    const plan = planSkillGap(need('a', 'b', 'c', 'd', 'e', 'f'), [], courses);
    expect(ids(plan).sort()).toEqual([2, 3]);
    expect(plan.totalHours).toBe(18);
    expect(plan.readiness).toBe(0);
  });

  it('puts the beginner course before the advanced one in the same skill', () => {
    const courses = indexCourses([
      course(1, ['Kubernetes', 'Helm'], 10, { title: 'A Kubernetes deep dive', level: 'Advanced' }),
      course(2, ['Kubernetes', 'Docker'], 10, { title: 'Z Kubernetes first steps', level: 'Beginner' }),
    ]);
    const plan = planSkillGap(need('Kubernetes', 'Helm', 'Docker'), [], courses);
    expect(ids(plan)).toEqual([2, 1]);
  });

  it('prefers free courses when asked, the quicker paid one otherwise', () => {
    const courses = indexCourses([
      course(1, ['Azure'], 10, { price: '$200 exam' }),
      course(2, ['Azure'], 35, { price: 'Free' }),
    ]);
    expect(ids(planSkillGap(need('Azure'), [], courses))).toEqual([1]);
    expect(ids(planSkillGap(need('Azure'), [], courses, { preferFree: true }))).toEqual([2]);
  });

  it('says which skills no course teaches, and estimates hours where none are published', () => {
    const courses = indexCourses([course(1, ['Go'], 0, { duration: '90-minute exam', level: 'Advanced' })]);
    const plan = planSkillGap(need('Go', 'COBOL'), [], courses);
    expect(plan.uncovered).toEqual(['COBOL']);
    expect(plan.steps[0]).toMatchObject({ hours: 40, hoursEstimated: true, cost: 0 });
  });

  it('finds the cheapest cover on random catalogues (checked against every subset), with no step to spare', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const skills = Array.from({ length: 8 }, (_, i) => `s${i}`);
    for (let round = 0; round < 200; round++) {
      const list = Array.from({ length: 10 }, (_, i) =>
        course(
          i,
          skills.filter(() => random() < 0.3),
          1 + Math.floor(random() * 20),
        ),
      ).filter((c) => c.skills.length > 0);
      const plan = planSkillGap(need(...skills), [], indexCourses(list));
      // The cheapest of all subsets of courses covering what the catalogue teaches (all free, so
      // hours alone decide).
      const teachable = new Set(list.flatMap((c) => c.skills));
      let cheapest = Number.POSITIVE_INFINITY;
      for (let subset = 0; subset < 2 ** list.length; subset++) {
        const picked = list.filter((_, i) => subset & (1 << i));
        const covers = new Set(picked.flatMap((c) => c.skills));
        if (covers.size !== teachable.size) continue;
        cheapest = Math.min(
          cheapest,
          picked.reduce((sum, c) => sum + studyHours(c.duration)!, 0),
        );
      }
      expect(plan.totalHours).toBe(teachable.size === 0 ? 0 : cheapest);
      // Every teachable skill is covered, and no step could be dropped without losing one.
      const covered = new Set(plan.steps.flatMap((s) => s.covers));
      expect([...covered].sort()).toEqual(skills.filter((s) => !plan.uncovered.includes(s)).sort());
      for (const step of plan.steps) {
        const others = new Set(plan.steps.filter((s) => s !== step).flatMap((s) => s.covers));
        expect(step.covers.every((s) => others.has(s))).toBe(false);
      }
    }
  });
});

describe('studyHours and priceDollars', () => {
  it('reads study time, not an exam length', () => {
    expect(studyHours('8 hours')).toBe(8);
    expect(studyHours('3 days')).toBe(24);
    expect(studyHours('12 weeks')).toBe(60);
    expect(studyHours('45 minutes')).toBe(0.8);
    expect(studyHours('90-minute exam')).toBeNull();
    expect(studyHours(undefined)).toBeNull();
  });

  it('reads a price: free, an amount, or unknown', () => {
    expect(priceDollars('Free')).toBe(0);
    expect(priceDollars('$165 exam')).toBe(165);
    expect(priceDollars('$6,000 review board')).toBe(6000);
    expect(priceDollars('$70.50 exam')).toBe(70.5);
    expect(priceDollars('Paid')).toBeNull();
  });
});
