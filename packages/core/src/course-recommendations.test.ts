import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CareerPath } from './career-path.ts';
import { CAREER_PATHS } from './career-paths-data.ts';
import type { Course } from './course.ts';
import {
  recommendationTargets,
  recommendCourses,
  scoreCourse,
  skillTeaches,
} from './course-recommendations.ts';

function course(id: number | string, title: string, skills: string[]): Course {
  return {
    id,
    title,
    provider: 'Acme',
    category: 'Cloud Computing',
    level: 'Beginner',
    price: 'Free',
    description: `About ${title}`,
    skills,
    link: 'https://example.com/course',
  };
}

function path(id: string, skills: string[], courses: string[] = []): CareerPath {
  return {
    id,
    title: id
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    description: '',
    level: 'Intermediate',
    duration: { min: 6, max: 12 },
    salary: { min: 80, max: 120 },
    growth: 'High',
    skills,
    courses,
    companies: [],
  };
}

describe('skill matching', () => {
  it('matches the same skill, or a more specific one holding all its words', () => {
    expect(skillTeaches('Python', 'python')).toBe(true);
    expect(skillTeaches('Google Kubernetes Engine', 'Kubernetes')).toBe(true);
    expect(skillTeaches('SQL Server administration', 'SQL')).toBe(true);
    expect(skillTeaches('Security', 'Cloud security')).toBe(false);
    expect(skillTeaches('Node.js', 'Node')).toBe(false);
    expect(skillTeaches('C#', 'C')).toBe(false);
    expect(skillTeaches('Data and AI', 'AI')).toBe(true);
    expect(skillTeaches('anything', '   ')).toBe(false);
  });
});

describe('recommendation targets', () => {
  const paths = [
    path('cloud-engineer', ['Kubernetes', 'Terraform', 'Networking', 'Linux']),
    path('data-analyst', ['SQL', 'Dashboards', 'Statistics']),
    path('designer', ['Figma', 'Typography']),
    path('kube-expert', ['Kubernetes']),
  ];

  it('picks paths sharing a skill and still unfinished, tracked skills first', () => {
    const targets = recommendationTargets({
      tracked: [{ courseId: '1', skills: ['Kubernetes', 'Linux'] }],
      acquiredSkills: [],
      careerPaths: paths,
    });
    expect(targets.careerPaths.map((p) => p.id)).toEqual(['cloud-engineer', 'kube-expert']);
    expect(targets.skills).toEqual([
      { skill: 'Kubernetes', careerPath: null },
      { skill: 'Linux', careerPath: null },
      { skill: 'Terraform', careerPath: 'Cloud Engineer' },
      { skill: 'Networking', careerPath: 'Cloud Engineer' },
    ]);
  });

  it('drops a path whose every skill is acquired, and asks only for what is missing', () => {
    const targets = recommendationTargets({
      tracked: [{ courseId: '1', skills: ['Kubernetes'] }],
      acquiredSkills: ['Kubernetes', 'Linux'],
      careerPaths: paths,
    });
    expect(targets.careerPaths.map((p) => p.id)).toEqual(['cloud-engineer']);
    expect(targets.skills.map((s) => s.skill)).toEqual(['Kubernetes', 'Terraform', 'Networking']);
  });

  it('has nothing to go on for a user who tracks nothing', () => {
    expect(recommendationTargets({ tracked: [], acquiredSkills: [], careerPaths: CAREER_PATHS })).toEqual({
      careerPaths: [],
      skills: [],
    });
  });
});

describe('recommendCourses', () => {
  const paths = [
    path(
      'cloud-engineer',
      ['Kubernetes', 'Terraform', 'Networking'],
      ['Terraform Associate', 'Cloud Networking Basics'],
    ),
  ];
  const targets = recommendationTargets({
    tracked: [{ courseId: '1', skills: ['Kubernetes'] }],
    acquiredSkills: [],
    careerPaths: paths,
  });

  it('scores coverage, depth and a path naming the course', () => {
    // All 3 skills on target, 3 targets taught, named by the path: 50 + 30 + 20.
    const full = scoreCourse(
      course(2, 'Terraform Associate', ['Terraform', 'Networking', 'Kubernetes']),
      targets.skills,
      'Cloud Engineer',
    );
    expect(full).toMatchObject({ matchPercent: 100, careerPath: 'Cloud Engineer' });
    // 1 of 4 skills on target, 1 target: 12.5 + 10 = 22.5 → 23.
    const thin = scoreCourse(course(3, 'Mixed', ['Terraform', 'Excel', 'Word', 'Outlook']), targets.skills);
    expect(thin).toMatchObject({
      matchPercent: 23,
      matchedSkills: ['Terraform'],
      careerPath: 'Cloud Engineer',
    });
    // 2 of 2 on target, but both teach the one target: 50 + 10; a tracked skill has no path.
    const two = scoreCourse(course(4, 'K8s', ['Google Kubernetes Engine', 'Kubernetes']), targets.skills);
    expect(two).toMatchObject({ matchPercent: 60, careerPath: null });
    expect(scoreCourse(course(5, 'Baking', ['Bread']), targets.skills)).toBeNull();
  });

  it('leaves out tracked courses and non-matches, best match first, then by title, at most 6', () => {
    const candidates = [
      course(1, 'Kubernetes Basics', ['Kubernetes']),
      course(10, 'Zeta Kubernetes', ['Kubernetes']),
      course(11, 'Alpha Kubernetes', ['Kubernetes']),
      course(12, 'Terraform Associate', ['Terraform']),
      course(13, 'Baking', ['Bread']),
      course(11, 'Alpha Kubernetes', ['Kubernetes']),
      ...Array.from({ length: 10 }, (_, i) => course(100 + i, `Filler ${i}`, ['Networking', 'Excel'])),
    ];
    const recs = recommendCourses({ targets, candidates, trackedIds: new Set(['1']) });
    expect(recs).toHaveLength(6);
    expect(recs.map((r) => [r.course.id, r.matchPercent])).toEqual([
      [12, 80],
      [11, 60],
      [10, 60],
      [100, 35],
      [101, 35],
      [102, 35],
    ]);
  });

  it('never recommends a retired course, however well it matches', () => {
    const candidates = [
      {
        ...course(20, 'Terraform Associate', ['Terraform', 'Networking', 'Kubernetes']),
        status: 'retired' as const,
      },
      course(21, 'Kubernetes Administrator', ['Kubernetes']),
      { ...course(22, 'Kubernetes Networking', ['Kubernetes', 'Networking']), status: 'retiring' as const },
    ];
    const recs = recommendCourses({ targets, candidates, trackedIds: new Set() });
    expect(recs.map((r) => r.course.id)).toEqual([22, 21]);
  });

  it('always gives a whole percentage between 0 and 100', () => {
    const skill = fc.constantFrom(
      'Kubernetes',
      'Terraform',
      'Networking',
      'Excel',
      'SQL',
      'Cloud networking',
    );
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 8 }), fc.boolean(), (skills, named) => {
        const result = scoreCourse(
          course(1, 'X', skills),
          targets.skills,
          named ? 'Cloud Engineer' : undefined,
        );
        if (result === null) return;
        expect(Number.isInteger(result.matchPercent)).toBe(true);
        expect(result.matchPercent).toBeGreaterThanOrEqual(0);
        expect(result.matchPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
