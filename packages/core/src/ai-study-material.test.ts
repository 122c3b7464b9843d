import { describe, expect, it } from 'vitest';
import { MATERIAL_TYPE_VALUES, type PrepRequest, prepMaterialSchema, prepRequestSchema } from './ai-api.ts';
import { buildStudyMaterial, DISTRACTOR_SKILLS, stableHash } from './ai-study-material.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';

const requestFor = (course: (typeof AI_TEST_COURSES)[number], materialType: PrepRequest['materialType']) =>
  prepRequestSchema.parse({
    courseTitle: course.title,
    provider: course.provider,
    category: course.category,
    level: course.level,
    description: course.description,
    skills: course.skills,
    materialType,
  });

const fabric = {
  courseTitle: 'Get started with Microsoft Fabric',
  provider: 'Microsoft',
  category: 'Data Analytics',
  level: 'Beginner',
  description:
    'Free Microsoft Learn learning path introducing Microsoft Fabric lakehouses, Apache Spark, data warehouses and Power BI in one platform.',
  skills: ['Microsoft Fabric', 'Lakehouse', 'Apache Spark', 'Data warehouse', 'Power BI'],
};

describe('buildStudyMaterial: practice quiz', () => {
  it('gives 5-8 questions whose answer is one of four unique options, for every test course', () => {
    for (const course of AI_TEST_COURSES) {
      const quiz = buildStudyMaterial(requestFor(course, 'practice-quiz'));
      expect(prepMaterialSchema.safeParse(quiz).success).toBe(true);
      expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
      expect(quiz.questions.length).toBeLessThanOrEqual(8);
      expect(quiz.sections).toEqual([]);
      for (const q of quiz.questions) {
        expect(q.options).toHaveLength(4);
        expect(q.options).toContain(q.answer);
        expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
        expect(q.explanation).not.toBe('');
      }
      expect(new Set(quiz.questions.map((q) => q.question)).size).toBe(quiz.questions.length);
    }
  });

  it('asks about the course facts with right answers from the course', () => {
    const quiz = buildStudyMaterial(prepRequestSchema.parse({ ...fabric, materialType: 'practice-quiz' }));
    expect(quiz.title).toBe('Practice Quiz: Get started with Microsoft Fabric');
    const byText = (start: string) => quiz.questions.find((q) => q.question.startsWith(start));
    expect(fabric.skills).toContain(byText('Which skill does the course')?.answer);
    expect(byText('Which provider offers')?.answer).toBe('Microsoft');
    expect(byText('What level is')?.answer).toBe('Beginner');
    expect(byText('Which category')?.answer).toBe('Data Analytics');
    const not = byText('Which of these is NOT');
    expect(fabric.skills).not.toContain(not?.answer);
    expect(DISTRACTOR_SKILLS).toContain(not?.answer);
    const cloze = byText('Complete the sentence');
    expect(cloze?.question).toContain('_____');
    expect(fabric.description).toContain(cloze?.answer);
    // Wrong options of skill questions are never skills the course teaches.
    const skillQ = byText('Which skill does the course')!;
    for (const o of skillQ.options.filter((o) => o !== skillQ.answer)) expect(fabric.skills).not.toContain(o);
    for (const q of quiz.questions) expect(quiz.rawContent).toContain(q.question);
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

  it('still gives five questions for a course with only a title', () => {
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

  it('builds key concepts from skills and description terms, explained from the description', () => {
    const concepts = buildStudyMaterial(prepRequestSchema.parse({ ...fabric, materialType: 'key-concepts' }));
    const titles = concepts.sections.map((s) => s.title);
    expect(titles.slice(0, 5)).toEqual(fabric.skills);
    expect(titles).toContain('Microsoft Learn');
    expect(concepts.sections[0]?.content).toContain(fabric.description);
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
