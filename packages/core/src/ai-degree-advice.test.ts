import fc from 'fast-check';
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
      // The knowledge base's U.S. figures, labelled as U.S. figures.
      expect(r.job_outlook).toBe(`In the U.S.: ${p!.jobOutlook}`);
      expect(r.salary_range).toEqual({
        entry_level: `${p!.salary.entryLevel} (U.S.)`,
        experienced: `${p!.salary.experienced} (U.S.)`,
      });
    }
    expect(coder.general_advice).toContain(
      "Salary ranges are U.S. estimates derived from the U.S. Bureau of Labor Statistics' median pay for the closest occupation",
    );
  });

  it("shows no graduate occupation's pay as a bachelor's: psychologists usually need a graduate degree", () => {
    const psychology = ask({
      interests: 'psychology, the mind, why people do things',
      strengths: 'listening, empathy',
      careerGoals: 'psychologist',
    });
    const ba = psychology.recommendations.find((r) => r.degree === 'Bachelor of Arts in Psychology')!;
    expect(ba.salary_range.entry_level).toBe(
      'Not shown: our figures are for psychologists, who usually need a graduate degree',
    );
    expect(JSON.stringify(ba.salary_range)).not.toMatch(/\$/);
  });

  it('shows no U.S. salaries as theirs to someone who lives elsewhere, and says so', () => {
    const irish = ask({
      interests: 'coding, math, building apps',
      strengths: 'problem solving',
      careerGoals: 'software developer',
      additionalInfo: 'I live in Ireland and want to study here.',
    });
    for (const r of irish.recommendations) {
      expect(r.salary_range).toEqual({
        entry_level: 'No salary figures for Ireland here',
        experienced: 'No salary figures for Ireland here',
      });
      expect(r.job_outlook.startsWith('In the U.S.: ')).toBe(true);
    }
    expect(irish.general_advice).toContain('we have none for Ireland, so no salaries are shown');
    expect(irish.next_steps.join(' ')).toContain('in Ireland: its official labour-market statistics');
    expect(irish.next_steps.join(' ')).not.toContain('bls.gov');
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

describe('matching answers to keywords', () => {
  // The rule as first written, scanning the answer's words for every keyword word, kept as the
  // reference for the indexed lookup: a keyword word matches the first answer word (not a stop
  // word) that shares a form with it, or that is a long stem of it or it of them.
  const stop = new Set(
    'a an and are as at be by for from i in into is it its me my of on or so the to with very really like love enjoy good great am want would'.split(
      ' ',
    ),
  );
  const words = (text: string) => text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
  function forms(word: string): Set<string> {
    const w = word.toLowerCase();
    const out = new Set([w]);
    if (w.endsWith('ies') && w.length > 4) out.add(`${w.slice(0, -3)}y`);
    if (w.endsWith('es') && w.length > 4) out.add(w.slice(0, -2));
    if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) out.add(w.slice(0, -1));
    for (const suffix of ['ing', 'ed']) {
      if (w.endsWith(suffix) && w.length > suffix.length + 2) {
        const stem = w.slice(0, -suffix.length);
        out.add(stem);
        out.add(`${stem}e`);
        if (/(.)\1$/.test(stem)) out.add(stem.slice(0, -1));
      }
    }
    if (w === 'maths') out.add('math');
    return out;
  }
  function sameWord(a: Set<string>, b: Set<string>): boolean {
    for (const x of a) {
      if (b.has(x)) return true;
      for (const y of b) {
        const [s, l] = x.length <= y.length ? [x, y] : [y, x];
        if (s.length >= 5 && l.startsWith(s) && l.length - s.length <= 3) return true;
      }
    }
    return false;
  }
  function scanned(answer: string, keyword: string): string | undefined {
    const tokens = words(answer);
    const found: string[] = [];
    for (const w of words(keyword).filter((k) => !stop.has(k.toLowerCase()))) {
      const at = tokens.findIndex((t) => !stop.has(t.toLowerCase()) && sameWord(forms(t), forms(w)));
      if (at < 0) return undefined;
      found.push(tokens[at]!);
    }
    return found.length > 0 ? found.join(' ') : undefined;
  }

  // Words that are forms and stems of each other, and stop words.
  const word = fc.constantFrom(
    'compute',
    'computer',
    'computers',
    'computing',
    'code',
    'coding',
    'coded',
    'plan',
    'planning',
    'planner',
    'studies',
    'study',
    'studying',
    'analyse',
    'analyses',
    'analyst',
    'maths',
    'math',
    'design',
    'designs',
    'designers',
    'Design',
    'the',
    'and',
    'love',
  );
  const text = (max: number) => fc.array(word, { maxLength: max }).map((w) => w.join(' '));
  const programme = DEGREE_PROGRAMMES[0]!;

  it('quotes the words the scanning rule finds first, for any answer and keyword', () => {
    fc.assert(
      fc.property(text(12), text(3), (answer, keyword) => {
        const only = { ...programme, keywords: [keyword], workEnvironments: [], careerPaths: [] };
        const [result] = recommendDegrees(
          { interests: answer, strengths: 'xyzzy', careerGoals: '', workEnvironment: '', additionalInfo: '' },
          { programmes: [only] },
        ).recommendations;
        const expected = scanned(answer, keyword);
        if (expected === undefined) expect(result?.match_reason).toMatch(/^Your answers did not name/);
        else expect(result?.match_reason).toContain(`your interests ("${expected}")`);
      }),
      { numRuns: 2000 },
    );
  });
});
