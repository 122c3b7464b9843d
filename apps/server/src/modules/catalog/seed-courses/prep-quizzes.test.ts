import { buildStudyMaterial } from '@app/core/ai-study-material';
import { conceptsOf } from '@app/core/prep-concepts/index';
import { prepRequestFor } from '@app/core/prep-request';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from './all.ts';

// The /prep tool's quiz for every course of the shipped catalogue: it tests the subject (a
// concept of one of the course's skills, from the concept base), never catalogue trivia, and
// each answer is one of its options.

const offered = SEED_COURSES.filter((c) => c.status !== 'retired' && c.skills.length > 0);

describe('practice quizzes over the whole seed catalogue', () => {
  it('every course with skills has concepts in the base for at least one of them', () => {
    const without = offered.filter((c) => c.skills.every((s) => conceptsOf(s).length === 0));
    expect(without.map((c) => `${c.id} ${c.title}: ${c.skills.join(', ')}`)).toEqual([]);
  });

  it("every question names a concept of the course's skills, with its answer among four options", () => {
    let questions = 0;
    for (const course of offered) {
      const quiz = buildStudyMaterial(prepRequestFor(course, 'practice-quiz'));
      const concepts = course.skills.flatMap((s) => conceptsOf(s));
      for (const q of quiz.questions) {
        questions++;
        expect(q.options, q.question).toHaveLength(4);
        expect(q.options, q.question).toContain(q.answer);
        const named = concepts.find(
          (c) => q.question.includes(`${c.name} (${c.skill})`) || q.question.includes(c.definition),
        );
        expect(named, `${course.title}: ${q.question}`).toBeDefined();
      }
    }
    expect(questions).toBeGreaterThan(offered.length);
  });
});
