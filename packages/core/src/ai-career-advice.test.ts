import { describe, expect, it } from 'vitest';
import { careerAnalysisResponseSchema } from './ai-api.ts';
import {
  adviseCourses,
  buildCareerAnalysis,
  CAREER_ADVISOR_PATH_LIMIT,
  containsPhrase,
  estimateExperienceLevel,
  profileHasSkill,
  rankCareerPaths,
  rankCourses,
  skillsMatch,
} from './ai-career-advice.ts';
import { buildAiLexicon, extractProfileSkills, readProfileSkills } from './ai-lexicon.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';
import { CAREER_PATHS } from './career-paths-data.ts';
import type { Course } from './course.ts';

const lexicon = buildAiLexicon({ courses: AI_TEST_COURSES, careerPaths: CAREER_PATHS });

const CV = `Maria Lopez
Software Engineer, Shopify — 2019 – Present
- Built React and TypeScript front ends and Node.js REST APIs serving 2M users.
- Ran services on k8s with Docker; wrote CI/CD pipelines in GitHub Actions.
Junior Developer, Acme Corp — 2016 - 2019
- Maintained a JS codebase and Postgres database; wrote Python scripts for automation.
Education: BSc Computer Science, University of Leeds, 2012 - 2016
Skills: JavaScript, SQL, Git, AWS, Terraform`;

const ABOUT = `Aspiring data scientist. Final-year statistics student at UCL with a passion for machine learning.
I use Python (pandas, scikit-learn) and SQL, and build dashboards in Tableau.`;

describe('skillsMatch', () => {
  it('matches the same skill, synonyms and more specific forms', () => {
    expect(skillsMatch('Python', 'Python programming')).toBe(true);
    expect(skillsMatch('k8s', 'Kubernetes')).toBe(true);
    expect(skillsMatch('Kubernetes', 'Google Kubernetes Engine')).toBe(true);
    expect(skillsMatch('JS', 'javascript')).toBe(true);
    expect(skillsMatch('Data modelling', 'Data modeling')).toBe(true);
  });
  it('does not match different skills or generic words', () => {
    expect(skillsMatch('Java', 'JavaScript')).toBe(false);
    expect(skillsMatch('Security', 'Cloud security')).toBe(false);
    expect(skillsMatch('SQL', 'Python')).toBe(false);
  });
});

describe('containsPhrase', () => {
  it('finds whole phrases, ignoring case, hyphens and a plural', () => {
    expect(containsPhrase('Aspiring data scientists welcome', 'Data Scientist')).toBe(true);
    expect(containsPhrase('a front end developer', 'Front-End Developer')).toBe(true);
    expect(containsPhrase('metadata scientist', 'Data Scientist')).toBe(false);
  });
});

describe('rankCareerPaths', () => {
  const skills = extractProfileSkills(lexicon, CV);
  const ranked = rankCareerPaths(skills, CAREER_PATHS, { text: CV, limit: CAREER_ADVISOR_PATH_LIMIT });

  it('returns paths from our data that share skills with the profile, best first', () => {
    expect(ranked.length).toBe(CAREER_ADVISOR_PATH_LIMIT);
    for (const r of ranked) {
      expect(CAREER_PATHS).toContain(r.path);
      expect(r.matched.length).toBeGreaterThan(0);
      for (const m of r.matched) {
        expect(r.path.skills).toContain(m);
        expect(skills.some((s) => skillsMatch(s, m))).toBe(true);
      }
      expect([...r.matched, ...r.missing].sort()).toEqual([...r.path.skills].sort());
    }
    const scores = ranked.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranked[0]?.path.id).toBe('full-stack-developer');
    expect(ranked[0]?.priority).toBe('high');
  });

  it('never ranks a lower priority above a higher one', () => {
    const order = { high: 0, medium: 1, low: 2 };
    const priorities = ranked.map((r) => order[r.priority]);
    expect(priorities).toEqual([...priorities].sort());
  });

  it('gives a bonus to a path whose title the text names', () => {
    const aboutSkills = extractProfileSkills(lexicon, ABOUT);
    const withText = rankCareerPaths(aboutSkills, CAREER_PATHS, { text: ABOUT });
    expect(withText[0]?.path.id).toBe('data-scientist');
    const plain = rankCareerPaths(aboutSkills, CAREER_PATHS).find((r) => r.path.id === 'data-scientist');
    expect(withText[0]!.score).toBeGreaterThan(plain!.score);
  });

  it('lists a path named only by its title, and nothing when nothing matches', () => {
    const named = rankCareerPaths([], CAREER_PATHS, { text: 'I want to become a penetration tester' });
    expect(named.map((r) => r.path.id)).toEqual(['penetration-tester']);
    expect(named[0]?.matched).toEqual([]);
    expect(rankCareerPaths([], CAREER_PATHS, { text: 'I like gardening' })).toEqual([]);
    expect(rankCareerPaths(['Underwater basket weaving'], CAREER_PATHS)).toEqual([]);
  });

  it('defaults to three paths and is deterministic', () => {
    expect(rankCareerPaths(skills, CAREER_PATHS)).toHaveLength(3);
    expect(rankCareerPaths(skills, CAREER_PATHS, { text: CV })).toEqual(
      rankCareerPaths(skills, CAREER_PATHS, { text: CV }),
    );
  });
});

describe('rankCourses', () => {
  it('returns catalogue courses teaching the target skills, most targets first', () => {
    const targets = ['Kubernetes', 'Docker', 'CI/CD'];
    const ranked = rankCourses(targets, AI_TEST_COURSES);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThanOrEqual(6);
    for (const r of ranked) {
      expect(AI_TEST_COURSES).toContain(r.course);
      expect(r.matched.length).toBeGreaterThan(0);
      for (const m of r.matched) expect(targets).toContain(m);
    }
    expect(ranked[0]?.course.title).toBe('IBM DevOps and Software Engineering Professional Certificate');
    expect(ranked[0]?.matched).toEqual(['Kubernetes', 'Docker', 'CI/CD']);
  });

  it('prefers the wanted level among equal matches, then title and id', () => {
    const course = (id: number, title: string, level: Course['level']): Course => ({
      id,
      title,
      provider: 'AWS',
      category: 'Programming',
      level,
      price: 'Free',
      description: 'A course.',
      skills: ['Python'],
      link: 'https://example.com/',
    });
    const candidates = [
      course(3, 'B course', 'Beginner'),
      course(2, 'A course', 'Advanced'),
      course(1, 'A course', 'Advanced'),
    ];
    expect(rankCourses(['Python'], candidates, { level: 'Beginner' }).map((r) => r.course.id)).toEqual([
      3, 1, 2,
    ]);
    expect(rankCourses(['Python'], candidates, { level: 'Advanced' }).map((r) => r.course.id)).toEqual([
      1, 2, 3,
    ]);
    expect(rankCourses(['Python'], [...candidates].reverse())).toEqual(rankCourses(['Python'], candidates));
  });

  it('leaves out excluded ids and courses sharing no skill, and honours the limit', () => {
    const all = rankCourses(['Python'], AI_TEST_COURSES, { limit: 100 });
    const first = all[0]!.course.id;
    const without = rankCourses(['Python'], AI_TEST_COURSES, {
      limit: 100,
      exclude: new Set([String(first)]),
    });
    expect(without.map((r) => r.course.id)).not.toContain(first);
    expect(without).toHaveLength(all.length - 1);
    expect(rankCourses(['Python'], AI_TEST_COURSES, { limit: 2 })).toHaveLength(2);
    expect(rankCourses(['Origami'], AI_TEST_COURSES)).toEqual([]);
  });

  it('finds a skill the course title names', () => {
    const ranked = rankCourses(['Python'], AI_TEST_COURSES, { limit: 100 });
    expect(ranked.map((r) => r.course.title)).toContain(
      'Google IT Automation with Python Professional Certificate',
    );
  });
});

describe('estimateExperienceLevel', () => {
  it('reads seniority and years', () => {
    expect(estimateExperienceLevel('Senior Backend Engineer at Monzo')).toBe('Advanced');
    expect(estimateExperienceLevel('Over 10 years of experience in finance')).toBe('Advanced');
    expect(estimateExperienceLevel('5+ years building web apps')).toBe('Advanced');
    expect(estimateExperienceLevel('Lead Engineer, payments team')).toBe('Advanced');
    expect(estimateExperienceLevel('3 years as a data analyst')).toBe('Intermediate');
    expect(estimateExperienceLevel('Analyst, Deloitte, 2021 - 2024')).toBe('Intermediate');
    expect(estimateExperienceLevel(CV)).toBe('Advanced');
  });
  it('reads people starting out', () => {
    expect(estimateExperienceLevel('Computer science student looking for an internship')).toBe('Beginner');
    expect(estimateExperienceLevel('Recent graduate, summer intern at IBM')).toBe('Beginner');
    expect(estimateExperienceLevel(ABOUT)).toBe('Beginner');
    expect(estimateExperienceLevel('I lead the book club and enjoy hiking')).toBe('Beginner');
  });
  it('ends an open range at the given year', () => {
    expect(estimateExperienceLevel('Developer, 2022 - Present', { currentYear: 2025 })).toBe('Intermediate');
    expect(estimateExperienceLevel('Developer, 2017 - Present', { currentYear: 2025 })).toBe('Advanced');
  });
});

describe('buildCareerAnalysis', () => {
  const skills = extractProfileSkills(lexicon, CV);
  const paths = rankCareerPaths(skills, CAREER_PATHS, { text: CV, limit: CAREER_ADVISOR_PATH_LIMIT });
  const courses = rankCourses(
    paths.flatMap((p) => p.missing),
    AI_TEST_COURSES,
  );
  const analysis = buildCareerAnalysis({ type: 'cv', skills, level: 'Advanced', paths, courses });

  it('fits the response contract and only names our paths and courses', () => {
    expect(
      careerAnalysisResponseSchema.safeParse({ ...analysis, engine: { kind: 'offline', name: 'x' } }).success,
    ).toBe(true);
    expect(analysis.careerPaths.map((p) => p.id)).toEqual(paths.map((p) => p.path.id));
    for (const c of analysis.courses) {
      const course = AI_TEST_COURSES.find((x) => x.id === c.id);
      expect(course).toBeDefined();
      expect(c).toMatchObject({
        title: course!.title,
        provider: course!.provider,
        category: course!.category,
      });
    }
  });

  it('explains with the matched and missing skills', () => {
    expect(analysis.summary).toContain('CV');
    expect(analysis.summary).toContain('Advanced');
    expect(analysis.summary).toContain(skills[0]!);
    const best = analysis.careerPaths[0]!;
    expect(best.reason).toContain(paths[0]!.matched[0]!);
    expect(best.reason).toContain(paths[0]!.missing[0]!);
    for (const [i, c] of analysis.courses.entries()) expect(c.reason).toContain(courses[i]!.matched[0]!);
  });

  it('says which held certifications it left out', () => {
    const held = AI_TEST_COURSES.slice(0, 1);
    const withHeld = buildCareerAnalysis({ type: 'cv', skills, level: 'Advanced', paths, courses, held });
    expect(withHeld.summary).toContain(`You hold ${held[0]!.title}, so courses for it and for lower levels`);
    expect(analysis.summary).not.toContain('You hold');
  });

  it('says honestly when no skill was found', () => {
    const empty = buildCareerAnalysis({
      type: 'linkedin',
      skills: [],
      level: 'Beginner',
      paths: [],
      courses: [],
    });
    expect(empty.summary).toMatch(/could not find any skills/);
    expect(empty.summary).toMatch(/LinkedIn profile/);
    expect(empty.careerPaths).toEqual([]);
    expect(empty.courses).toEqual([]);
  });
});

describe('profileHasSkill', () => {
  it('has a skill by name or by a more specific form of it', () => {
    expect(profileHasSkill(['SQL Server'], 'SQL')).toBe(true);
    expect(profileHasSkill(['Google Kubernetes Engine'], 'Kubernetes')).toBe(true);
    expect(profileHasSkill(['k8s'], 'Kubernetes')).toBe(true);
    expect(profileHasSkill(['Python'], 'Python programming')).toBe(true);
  });
  it('never has a more specific skill from a less specific or look-alike one', () => {
    expect(profileHasSkill(['SQL'], 'SQL Server')).toBe(false);
    expect(profileHasSkill(['Apex'], 'Oracle APEX')).toBe(false);
    expect(profileHasSkill(['Analytics'], 'Marketing analytics')).toBe(false);
    expect(profileHasSkill(['Cloud security'], 'Security')).toBe(false);
    expect(profileHasSkill(['Java'], 'JavaScript')).toBe(false);
  });
});

describe('estimateExperienceLevel from years and titles', () => {
  it('reads a decimal number of years whole', () => {
    expect(estimateExperienceLevel('Junior data analyst, 1.5 years at an e-commerce company.')).toBe(
      'Beginner',
    );
    expect(estimateExperienceLevel('Data analyst, 2.5 years.')).toBe('Intermediate');
  });
  it('does not take other numbers for years, nor a certification for a title', () => {
    expect(estimateExperienceLevel('Taught 200 students a year. Postdoc, 2022 - 2025.')).toBe('Intermediate');
    expect(
      estimateExperienceLevel(
        'Cloud engineer, 3 years. AWS Certified Solutions Architect – Associate (SAA-C03).',
      ),
    ).toBe('Intermediate');
    expect(estimateExperienceLevel('Solutions Architect at Acme, 3 years.')).toBe('Advanced');
  });
  it('runs an open range to the current year', () => {
    expect(
      estimateExperienceLevel('Project Manager, 2016 - present. PMP, 2018.', { currentYear: 2026 }),
    ).toBe('Advanced');
  });
});

describe('rankCareerPaths for career changers', () => {
  const rank = (text: string) => {
    const read = readProfileSkills(lexicon, text);
    return rankCareerPaths([...read.named, ...read.implied], CAREER_PATHS, {
      text,
      intentions: read.intentions,
      level: estimateExperienceLevel(text),
      limit: CAREER_ADVISOR_PATH_LIMIT,
    });
  };

  it('puts first the path the person says they want', () => {
    const marketer = rank(
      'Marketing manager, 6 years. I interview customers and run A/B tests. Moving into product management.',
    );
    expect(marketer[0]?.path.id).toBe('product-manager');
    expect(marketer[0]?.basis).toBe('intention');
    const nurse = rank(
      'Registered Nurse, 2017 - 2024, Epic EHR super-user. Goal: move into clinical informatics.',
    );
    expect(nurse[0]?.path.id).toBe('health-informatics-analyst');
  });

  it('offers the tech roles next to a background outside tech', () => {
    const teacher = rank('Secondary school teacher for 8 years. I write lesson plans and mark schemes.');
    expect(teacher[0]?.path.id).toBe('instructional-designer');
    expect(teacher.map((p) => p.path.id)).toContain('technical-writer');
  });

  it('marks down a path two levels above the person', () => {
    const skills = ['Machine learning research', 'PyTorch', 'Mathematics'];
    const score = (level?: 'Beginner' | 'Advanced') =>
      rankCareerPaths(skills, CAREER_PATHS, { limit: 200, ...(level ? { level } : {}) }).find(
        (p) => p.path.id === 'ai-research-scientist',
      )!.score;
    expect(score('Beginner')).toBe(score() - 15);
    expect(score('Advanced')).toBe(score());
  });
});

describe('adviseCourses', () => {
  const course = (
    id: number,
    title: string,
    skills: string[],
    level: Course['level'] = 'Beginner',
  ): Course => ({
    id,
    title,
    provider: 'Sample',
    category: 'Sample',
    level,
    price: 'Free',
    description: 'A sample course for this test.',
    skills,
    link: 'https://example.com/',
  });
  const path = {
    ...CAREER_PATHS.find((p) => p.id === 'soc-analyst')!,
    courses: ['Named SOC course', 'Held SOC certification'],
  };
  const other = CAREER_PATHS.find((p) => p.id === 'devops-engineer')!;
  const named = course(1, 'Named SOC course', ['Alert triage', 'Phishing analysis']);
  const held = course(2, 'Held SOC certification', ['SIEM']);
  const skillCourse = course(3, 'Endpoint detection in depth', ['Endpoint detection'], 'Intermediate');
  const devops = course(4, 'Docker and Kubernetes', ['Docker', 'Kubernetes']);
  const retired = { ...course(5, 'Old endpoint course', ['Endpoint detection']), status: 'retired' as const };
  const nothingNew = course(6, 'SIEM and log analysis', ['SIEM', 'Log analysis']);
  const paths = rankCareerPaths(['SIEM', 'Log analysis'], [path, other], { text: '' });

  it("takes the best path's own courses first, then what the person lacks, never held, retired or known", () => {
    const ranked = adviseCourses({
      paths: [
        { ...paths[0]!, path },
        { path: other, matched: [], missing: [...other.skills], score: 0, priority: 'low' },
      ],
      pathCourses: [[named, held], []],
      candidates: [devops, skillCourse, retired, nothingNew],
      known: ['SIEM', 'Log analysis'],
      level: 'Intermediate',
      exclude: new Set(['2']),
    });
    // The DevOps course serves only the second path and scores far below the best: left out.
    expect(ranked.map((r) => r.course.id)).toEqual([1, 3]);
    expect(ranked[0]?.namedBy?.id).toBe('soc-analyst');
    expect(ranked[1]?.matched).toEqual(['Endpoint detection']);
  });

  it("keeps a lesser path's course that scores near the best one", () => {
    const ranked = adviseCourses({
      paths: [
        { ...paths[0]!, path },
        { path: other, matched: [], missing: [...other.skills], score: 0, priority: 'low' },
      ],
      pathCourses: [[], []],
      candidates: [devops, skillCourse],
      known: ['SIEM', 'Log analysis'],
      level: 'Intermediate',
    });
    expect(ranked.map((r) => r.course.id)).toEqual([3, 4]);
  });
});
