import { describe, expect, it } from 'vitest';
import { MATERIAL_TYPE_VALUES, type PrepRequest, prepMaterialSchema, prepRequestSchema } from './ai-api.ts';
import { buildStudyMaterial, stableHash } from './ai-study-material.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';
import { CONCEPTS } from './prep-concepts/index.ts';
import { prepRequestFor } from './prep-request.ts';

const requestFor = (course: (typeof AI_TEST_COURSES)[number], materialType: PrepRequest['materialType']) =>
  prepRequestFor(course, materialType);

const fabric = {
  courseTitle: 'Get started with Microsoft Fabric',
  provider: 'Microsoft',
  category: 'Data Analytics',
  level: 'Beginner',
  description:
    'Free Microsoft Learn learning path introducing Microsoft Fabric lakehouses, Apache Spark, data warehouses and Power BI in one platform.',
  skills: ['Microsoft Fabric', 'Lakehouse', 'Apache Spark', 'Data warehouse', 'Power BI'],
};

/** Two skills of the concept base with their concepts, as a course would list them. */
const [skillA, skillB] = [...new Set(CONCEPTS.map((c) => c.skill))];
const based = {
  courseTitle: 'A course on two skills',
  provider: 'Microsoft',
  category: 'Data Analytics',
  level: 'Beginner',
  description: 'A course that teaches two skills.',
  skills: [skillA!, skillB!, 'Something the base does not hold'],
};
const conceptsOfBased = CONCEPTS.filter((c) => c.skill === skillA || c.skill === skillB);

describe('buildStudyMaterial: practice quiz', () => {
  it("tests the concepts of the course's skills: each question names one, its answer among four options", () => {
    const quiz = buildStudyMaterial(prepRequestSchema.parse({ ...based, materialType: 'practice-quiz' }));
    expect(prepMaterialSchema.safeParse(quiz).success).toBe(true);
    expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
    expect(quiz.questions.length).toBeLessThanOrEqual(8);
    for (const q of quiz.questions) {
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(q.answer);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
      const concept = conceptsOfBased.find(
        (c) => q.question.includes(`${c.name} (${c.skill})`) || q.question.includes(c.definition),
      );
      expect(concept, q.question).toBeDefined();
      expect([concept!.definition, concept!.name, concept!.example]).toContain(q.answer);
      expect(q.explanation).toContain(concept!.definition);
    }
    // Both skills are tested, and no question is catalogue trivia.
    expect(quiz.questions.some((q) => q.question.includes(skillA!))).toBe(true);
    expect(quiz.questions.some((q) => q.question.includes(skillB!))).toBe(true);
    expect(quiz.questions.map((q) => q.question).join(' ')).not.toMatch(/provider|What level|category/i);
  });

  it('draws wrong options from neighbouring concepts, never the right one twice', () => {
    const quiz = buildStudyMaterial(prepRequestSchema.parse({ ...based, materialType: 'practice-quiz' }));
    const definitions = new Set(CONCEPTS.map((c) => c.definition));
    for (const q of quiz.questions.filter((x) => x.question.startsWith('Which of these describes'))) {
      for (const option of q.options) expect(definitions.has(option)).toBe(true);
    }
  });

  it('spreads the right answer over the positions', () => {
    const positions = new Set<number>();
    for (const course of AI_TEST_COURSES) {
      for (const q of buildStudyMaterial(requestFor(course, 'practice-quiz')).questions) {
        positions.add(q.options.indexOf(q.answer));
      }
    }
    expect(positions).toEqual(new Set([0, 1, 2, 3]));
  });

  it('gives study-method questions to a course the base has nothing for', () => {
    const quiz = buildStudyMaterial(
      prepRequestSchema.parse({ courseTitle: 'Mystery course', materialType: 'practice-quiz' }),
    );
    expect(quiz.questions).toHaveLength(5);
    for (const q of quiz.questions) expect(q.options).toContain(q.answer);
  });
});

describe('buildStudyMaterial: sections', () => {
  it('builds study notes with an overview, a section per skill (up to 6), how to study and a summary', () => {
    const notes = buildStudyMaterial(prepRequestSchema.parse({ ...fabric, materialType: 'study-notes' }));
    expect(notes.title).toBe('Study Notes: Get started with Microsoft Fabric');
    expect(notes.questions).toEqual([]);
    expect(notes.sections.map((s) => s.title)).toEqual([
      'Overview',
      ...fabric.skills,
      'How to study',
      'Summary',
    ]);
    expect(notes.sections[0]?.content).toContain(fabric.description);
    const many = buildStudyMaterial(
      prepRequestSchema.parse({
        ...fabric,
        skills: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'],
        materialType: 'study-notes',
      }),
    );
    expect(many.sections).toHaveLength(1 + 6 + 2);
  });

  it('builds key concepts from the base: definition, example and source, then flashcards', () => {
    const material = buildStudyMaterial(prepRequestSchema.parse({ ...based, materialType: 'key-concepts' }));
    const titles = material.sections.map((s) => s.title);
    expect(titles).toEqual([
      ...conceptsOfBased.map((c) => `${c.name} (${c.skill})`),
      'Flashcards',
      'Also in this course',
    ]);
    const first = conceptsOfBased[0]!;
    expect(material.sections[0]!.content).toBe(
      `${first.definition}\nExample: ${first.example}\nSource: ${first.source}`,
    );
    expect(material.sections.at(-2)!.content).toContain(`Front: ${first.name}\nBack: ${first.definition}`);
    expect(material.sections.at(-1)!.content).toContain('Something the base does not hold');
  });

  it('explains each skill of the study notes with its concepts', () => {
    const notes = buildStudyMaterial(prepRequestSchema.parse({ ...based, materialType: 'study-notes' }));
    const section = notes.sections.find((s) => s.title === skillA)!;
    for (const c of conceptsOfBased.filter((x) => x.skill === skillA)) {
      expect(section.content).toContain(`${c.name}: ${c.definition} Example: ${c.example}`);
    }
  });

  it('keeps key concepts from skills and description terms for a course the base has nothing for', () => {
    const material = buildStudyMaterial(
      prepRequestSchema.parse({
        courseTitle: 'Get started with Quuxware',
        description: 'A path introducing Quuxware Studio and the Frobnicator in one platform.',
        skills: ['Quuxing'],
        materialType: 'key-concepts',
      }),
    );
    const titles = material.sections.map((s) => s.title);
    expect(titles[0]).toBe('Quuxing');
    expect(titles).toContain('Quuxware Studio');
  });

  it('builds an exam guide with a week-by-week plan by skill count', () => {
    const exam = buildStudyMaterial(prepRequestSchema.parse({ ...fabric, materialType: 'exam-prep' }));
    expect(exam.sections.map((s) => s.title)).toEqual([
      'Exam overview',
      'Topics to review',
      'Study plan',
      'Tips',
      'Practice checklist',
    ]);
    const plan = exam.sections[2]!.content;
    expect(plan).toContain('Week 1: Microsoft Fabric and Lakehouse');
    expect(plan).toContain('Week 4: Review');
    for (const skill of fabric.skills) expect(exam.sections[4]!.content).toContain(skill);
  });

  it('handles a course without description or skills', () => {
    for (const materialType of MATERIAL_TYPE_VALUES) {
      const m = buildStudyMaterial(prepRequestSchema.parse({ courseTitle: 'Mystery course', materialType }));
      expect(prepMaterialSchema.safeParse(m).success).toBe(true);
      expect(m.rawContent).toContain('Mystery course');
      expect(m.rawContent).not.toContain('undefined');
    }
  });
});

describe('determinism', () => {
  it('gives the same material for the same request', () => {
    for (const materialType of MATERIAL_TYPE_VALUES) {
      const request = prepRequestSchema.parse({ ...fabric, materialType });
      expect(buildStudyMaterial(request)).toEqual(buildStudyMaterial(request));
    }
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
  });
});
