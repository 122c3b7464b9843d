import { describe, expect, it } from 'vitest';
import { DEGREE_RECOMMENDATION_COUNT, degreeOutputSchema, degreeRequestSchema } from './ai-api.ts';
import { BROAD_PROGRAMME_IDS, recommendDegrees } from './ai-degree-advice.ts';
import { DEGREE_PROGRAMMES } from './degree-programmes.ts';

const ask = (answers: Record<string, string>) => recommendDegrees(degreeRequestSchema.parse(answers));
const byDegree = new Map(DEGREE_PROGRAMMES.map((p) => [p.degree, p]));

describe('recommendDegrees', () => {
  const coder = ask({
    interests: 'coding, building apps, puzzles',
    strengths: 'math, logic',
    careerGoals: 'I want to be a software developer',
    workEnvironment: 'remote, in a small team',
  });

  it('returns three programmes from the knowledge base, with their data copied', () => {
    expect(degreeOutputSchema.safeParse(coder).success).toBe(true);
    expect(coder.recommendations).toHaveLength(DEGREE_RECOMMENDATION_COUNT);
    for (const r of coder.recommendations) {
      const p = byDegree.get(r.degree);
      expect(p).toBeDefined();
      expect(r.career_paths).toEqual(p!.careerPaths);
      expect(r.skills_developed).toEqual(p!.skillsDeveloped);
      expect(r.job_outlook).toBe(p!.jobOutlook);
      expect(r.salary_range).toEqual({
        entry_level: p!.salary.entryLevel,
        experienced: p!.salary.experienced,
      });
    }
  });

  it('puts Computer Science and Software Engineering first for a coder, quoting their words', () => {
    const degrees = coder.recommendations.map((r) => r.degree);
    expect(degrees.slice(0, 2).sort()).toEqual([
      'Bachelor of Science in Computer Science',
      'Bachelor of Science in Software Engineering',
    ]);
    expect(coder.recommendations[0]?.priority).toBe('high');
    expect(coder.recommendations[0]?.match_reason).toContain('"coding"');
    expect(coder.recommendations[0]?.match_reason).toContain('"math"');
    expect(coder.recommendations[0]?.match_reason).toContain('"software developer"');
  });

  it('recommends care programmes to someone who wants to help people', () => {
    const carer = ask({
      interests: 'helping people, biology, caring for others',
      strengths: 'empathy, staying calm under pressure',
      workEnvironment: 'hospital',
    });
    const fields = carer.recommendations.map((r) => byDegree.get(r.degree)?.field);
    expect(fields[0]).toBe('Nursing');
    expect(fields.some((f) => f === 'Medicine' || f === 'Social Work' || f === 'Psychology')).toBe(true);
  });

  it('recommends design programmes to someone who draws', () => {
    const artist = ask({
      interests: 'drawing, illustration and photography',
      strengths: 'creativity, colors',
    });
    expect(byDegree.get(artist.recommendations[0]!.degree)?.field).toBe('Graphic Design');
  });

  it('gives numbered-list-ready next steps and advice built from the top programme', () => {
    expect(coder.next_steps.length).toBeGreaterThanOrEqual(3);
    expect(coder.next_steps.length).toBeLessThanOrEqual(5);
    for (const step of coder.next_steps) expect(step).not.toMatch(/^\d/);
    expect(coder.general_advice).toContain(byDegree.get(coder.recommendations[0]!.degree)!.field);
  });

  it('says so honestly when nothing matches, and still returns three broad programmes', () => {
    const none = ask({ interests: 'xyzzy', strengths: 'qwerty' });
    expect(none.recommendations.map((r) => byDegree.get(r.degree)?.id)).toEqual([...BROAD_PROGRAMME_IDS]);
    for (const r of none.recommendations) {
      expect(r.match_reason).toMatch(/did not name/);
      expect(r.priority).toBe('low');
    }
    expect(none.general_advice).toMatch(/did not name/);
  });

  it('lets career goals decide between programmes the interests fit equally', () => {
    const base = { interests: 'reading', strengths: 'writing' };
    const lawyer = ask({ ...base, careerGoals: 'a judge or a lawyer' });
    expect(byDegree.get(lawyer.recommendations[0]!.degree)?.id).toBe('law');
    expect(lawyer.recommendations[0]?.match_reason).toContain('"judge"');
    const writer = ask({ ...base, careerGoals: 'copywriter or editor' });
    expect(byDegree.get(writer.recommendations[0]!.degree)?.id).toBe('english');
  });

  it('counts the work environment only lightly', () => {
    const office = ask({ interests: 'coding', strengths: 'logic', workEnvironment: 'hospital' });
    expect(office.recommendations.map((r) => byDegree.get(r.degree)?.field)).not.toContain('Nursing');
  });

  it('is deterministic and breaks ties by degree name', () => {
    const answers = { interests: 'coding', strengths: 'logic' };
    expect(ask(answers)).toEqual(ask(answers));
    const tied = recommendDegrees(degreeRequestSchema.parse({ interests: 'zz', strengths: 'zz' }), {
      programmes: DEGREE_PROGRAMMES.filter(
        (p) => p.id === 'mathematics' || p.id === 'statistics' || p.id === 'physics',
      ),
    });
    expect(tied.recommendations.map((r) => r.degree)).toEqual([
      'Bachelor of Science in Mathematics',
      'Bachelor of Science in Physics',
      'Bachelor of Science in Statistics',
    ]);
  });
});
