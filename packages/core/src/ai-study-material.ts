import {
  type MaterialType,
  materialTypeLabel,
  type PrepMaterial,
  type PrepQuestion,
  type PrepRequest,
} from './ai-api.ts';
import { anySkillMatches, joinList } from './ai-career-advice.ts';
import { splitSentences } from './ai-writing.ts';
import { indexPhrases, type PhraseIndex } from './phrase-index.ts';
import { CONCEPTS, type Concept, conceptsOf } from './prep-concepts/index.ts';

/**
 * The offline engine's study material (the /prep tool): notes, key concepts with flashcards, an
 * exam guide and a practice quiz about the course's subject. For each of the course's skills the
 * concept base (prep-concepts/) gives key concepts with plain definitions and an example; the
 * quiz tests those concepts, one correct answer among the definitions, names or examples of
 * neighbouring concepts. What it states about the course itself comes from its own fields.
 * Deterministic: options are ordered by a hash of the question, never by chance.
 */

export const QUIZ_MIN_QUESTIONS = 5;
export const QUIZ_MAX_QUESTIONS = 8;
const SKILL_SECTIONS = 6;

/** FNV-1a, 32 bits, with a final avalanche (murmur3's fmix32) so every input bit moves the result. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** `items` in an order fixed by `seed`: the same seed always gives the same order. */
function stableOrder<T extends string>(items: readonly T[], seed: string): T[] {
  return [...items]
    .map((item) => ({ item, key: stableHash(`${seed}\u0000${item}`) }))
    .sort((a, b) => a.key - b.key || a.item.localeCompare(b.item))
    .map((x) => x.item);
}

interface Course {
  title: string;
  provider: string;
  category: string;
  level: string;
  description: string;
  skills: string[];
  sentences: string[];
  /** containsPhrase, reading each text once for the whole material. */
  contains: (text: string, phrase: string) => boolean;
  /** Whether one of the course's skills matches a name (skillsMatch). */
  teaches: (name: string) => boolean;
  /** The concept base's concepts of the course's skills, skill by skill. */
  concepts: readonly Concept[];
}

function normalise(request: PrepRequest): Course {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of request.skills) {
    const skill = raw.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  const description = request.description.trim();
  const title = request.courseTitle.trim();
  // Each text (a sentence, the title) is indexed once, however many phrases are looked up in it.
  const indexes = new Map<string, PhraseIndex>();
  const contains = (text: string, phrase: string) => {
    let index = indexes.get(text);
    if (!index) {
      index = indexPhrases(text);
      indexes.set(text, index);
    }
    return index.hasPhrase(phrase);
  };
  const teaches = anySkillMatches(skills);
  return {
    title,
    provider: request.provider.trim(),
    category: request.category.trim(),
    level: request.level.trim(),
    description,
    skills,
    sentences: splitSentences(description),
    contains,
    teaches,
    concepts: skills.flatMap((skill) => conceptsOf(skill)),
  };
}

/** The first description sentence that names `term`. */
function sentenceAbout(course: Course, term: string): string | undefined {
  return course.sentences.find((s) => course.contains(s, term));
}

/** Punctuation that may close a word ('Azure,' 'SQL).'). */
const CLOSING_PUNCTUATION = ',.;:!?)';

/**
 * `text` without the punctuation at its end. A loop rather than /[,.;:!?)]+$/, which starts again
 * at every character of a long run of punctuation inside the text.
 */
function trimClosingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSING_PUNCTUATION.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/**
 * A capital, then letters, digits, '+', '#', '.' or '-', then closing punctuation ('Azure',
 * 'Node.js,'), or two capitals or digits to begin with ('AWS', '3D').
 */
function isCapitalised(word: string): boolean {
  return /^[A-Z][\p{L}\p{N}+#.-]*$/u.test(trimClosingPunctuation(word)) || /^[A-Z0-9]{2,}/.test(word);
}

/**
 * Terms the description names beyond the listed skills: runs of capitalised words inside a
 * sentence ('Microsoft Fabric', 'Power BI'), without the provider's name or words of the title.
 * The first `limit` of them.
 */
function descriptionTerms(
  course: Pick<Course, 'sentences' | 'teaches' | 'provider' | 'title'>,
  limit: number,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const sentence of course.sentences) {
    if (out.length >= limit) break;
    const words = sentence.split(/\s+/);
    let run: string[] = [];
    const flush = () => {
      const term = trimClosingPunctuation(run.join(' '));
      run = [];
      if (term.length < 2) return;
      const key = term.toLowerCase();
      if (seen.has(key)) return;
      if (course.provider && key === course.provider.toLowerCase()) return;
      if (course.teaches(term)) return;
      seen.add(key);
      out.push(term);
    };
    words.forEach((word, i) => {
      const clean = word.replace(/^[("“']+/, '');
      if (isCapitalised(clean) && i > 0) {
        run.push(clean);
        if (/[,.;:!?)]$/.test(clean)) flush();
      } else if (run.length > 0) {
        flush();
      }
    });
    if (run.length > 0) flush();
  }
  return out.slice(0, limit);
}

function courseLine(course: Course): string {
  const parts = [
    course.provider && `Provider: ${course.provider}`,
    course.category && `Category: ${course.category}`,
    course.level && `Level: ${course.level}`,
  ].filter(Boolean);
  return parts.join(' · ');
}

function describe(course: Course): string {
  const kind = [course.level, 'course'].filter(Boolean).join(' ').toLowerCase();
  let text = `${course.title} is ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
  if (course.provider) text += ` from ${course.provider}`;
  if (course.category) text += ` in ${course.category}`;
  return `${text}.`;
}

const LEVEL_ADVICE: Record<string, string> = {
  Beginner:
    'As a beginner course, it rewards short, regular sessions: 30 to 45 minutes a day, making sure each idea is clear before moving on.',
  Intermediate:
    'As an intermediate course, it assumes some background: refresh the basics it builds on first, then spend most of your time on hands-on practice.',
  Advanced:
    'As an advanced course, it expects solid experience: study in longer focused blocks and test yourself on realistic scenarios rather than definitions.',
};

const STUDY_METHOD = [
  'Active recall: close the material and write down what you remember, then check the gaps.',
  'Spaced repetition: review each topic again after one day, three days and a week.',
  'Practise, do not only read: apply each skill in a small exercise of your own.',
  'Explain it simply: if you can teach a topic in a few sentences, you understand it.',
];

function section(title: string, content: string) {
  return { title, content };
}

function studyNotes(course: Course) {
  const sections = [];
  const overview = [describe(course)];
  if (course.description) overview.push(course.description);
  if (course.skills.length > 0) overview.push(`It covers ${joinList(course.skills)}.`);
  sections.push(section('Overview', overview.join(' ')));

  for (const skill of course.skills.slice(0, SKILL_SECTIONS)) {
    const lines: string[] = [];
    // A one-sentence description is already quoted in the overview.
    const context = course.sentences.length > 1 ? sentenceAbout(course, skill) : undefined;
    if (context) lines.push(`In this course: ${context}`);
    const concepts = conceptsOf(skill);
    if (concepts.length > 0) {
      for (const c of concepts) lines.push(`${c.name}: ${c.definition} Example: ${c.example}`);
      lines.push(
        `Practice: explain ${joinList(concepts.map((c) => c.name))} in your own words, then find each one at work in an exercise of your own.`,
      );
    } else {
      lines.push(
        `What to learn: the key terms of ${skill} in the course material, what each means, and where it is used${course.category ? ` in ${course.category}` : ''}.`,
      );
    }
    sections.push(section(skill, lines.join('\n')));
  }

  const how = [
    LEVEL_ADVICE[course.level] ?? 'Study in short, regular sessions and practise as you go.',
    ...STUDY_METHOD.map((m) => `- ${m}`),
  ];
  sections.push(section('How to study', how.join('\n')));

  const summary =
    course.skills.length > 0
      ? `Key skills to master: ${joinList(course.skills)}. Test yourself with the Practice Quiz and review the Key Concepts before you finish ${course.title}.`
      : `Work through ${course.title} section by section, take notes in your own words, and test yourself with the Practice Quiz.`;
  sections.push(section('Summary', summary));
  return sections;
}

function keyConcepts(course: Course) {
  if (course.concepts.length > 0) {
    const sections = course.concepts.map((c) =>
      section(`${c.name} (${c.skill})`, `${c.definition}\nExample: ${c.example}\nSource: ${c.source}`),
    );
    // Flashcards: the name on the front, the definition on the back, to test yourself both ways.
    sections.push(
      section(
        'Flashcards',
        course.concepts.map((c) => `Front: ${c.name}\nBack: ${c.definition}`).join('\n\n'),
      ),
    );
    const without = course.skills.filter((skill) => conceptsOf(skill).length === 0);
    if (without.length > 0) {
      sections.push(
        section(
          'Also in this course',
          `${joinList(without)}: find their key terms in the course material and define each in your own words.`,
        ),
      );
    }
    return sections;
  }
  const terms = [...course.skills.slice(0, 8), ...descriptionTerms(course, 4)];
  if (terms.length === 0) {
    return [
      section(
        course.title,
        course.description
          ? `${describe(course)} ${course.description}`
          : `${describe(course)} Its listing names no skills or description, so use the course's own syllabus for its key concepts.`,
      ),
    ];
  }
  const quoted = new Set<string>();
  return terms.map((term) => {
    const context = sentenceAbout(course, term);
    const listed = course.skills.includes(term);
    const where = course.category ? ` in ${course.category}` : '';
    let content: string;
    if (context && !quoted.has(context)) {
      quoted.add(context);
      content = `${term}, as the course description puts it: ${context}`;
    } else if (context) {
      const together = terms.filter((other) => other !== term && course.contains(context, other)).slice(0, 3);
      content = `${term} is introduced${together.length > 0 ? ` together with ${joinList(together)}` : ''} in the course description. Be able to define it in your own words and give an example of where it is used${where}.`;
    } else if (listed) {
      content = `${term} is one of the skills ${course.title} lists. Be able to define it in your own words and give an example of where it is used${where}.`;
    } else {
      content = `${term} is named in the course description. Be able to say what it is and how it relates to ${course.title}.`;
    }
    return section(term, content);
  });
}

function isCertification(title: string): boolean {
  return /\b(certified|certification|certificate|exam|associate|professional|specialty|expert)\b|\([A-Z]{2,5}-?\d{2,4}\)/i.test(
    title,
  );
}

function examPrep(course: Course) {
  const overview = [describe(course)];
  if (isCertification(course.title)) {
    overview.push(
      `${course.title} leads to a certificate or exam: check the official exam guide${course.provider ? ` on ${course.provider}'s site` : ''} for the current domains, number of questions, time limit and passing score before you plan.`,
    );
  } else {
    overview.push(
      'Check the course page for how it assesses you (quizzes, labs or a final exam) before you plan.',
    );
  }
  if (course.description) overview.push(course.description);

  const topics =
    course.skills.length > 0
      ? course.skills
          .map((s, i) => {
            const concepts = conceptsOf(s);
            return `${i + 1}. ${s}${concepts.length > 0 ? `: ${joinList(concepts.map((c) => c.name))}` : ''}`;
          })
          .join('\n')
      : 'The listing names no skills: use the course syllabus or the official exam guide as your topic list.';

  const plan: string[] = [];
  const perWeek = 2;
  const weeks = Math.ceil(course.skills.length / perWeek);
  for (let w = 0; w < weeks; w++) {
    const chunk = course.skills.slice(w * perWeek, w * perWeek + perWeek);
    plan.push(`Week ${w + 1}: ${joinList(chunk)}. Study the material, then practise each skill hands-on.`);
  }
  plan.push(
    `Week ${weeks + 1}: Review everything, take the Practice Quiz, and revisit the topics you missed.`,
  );
  if (weeks === 0) plan.unshift('Week 1 is your review week: go through the course section by section.');

  const tips = [
    'Read each question to the end before looking at the options; rule out the clearly wrong ones first.',
    'Keep a list of mistakes from practice questions and review it the day before the exam.',
    'Sleep well the night before: memory consolidates during sleep.',
    LEVEL_ADVICE[course.level] ?? 'Study in short, regular sessions and practise as you go.',
  ].map((t) => `- ${t}`);

  const checklist = [
    ...course.concepts.map((c) => `[ ] I can explain ${c.name} (${c.skill}) and give an example of it`),
    ...course.skills
      .filter((s) => conceptsOf(s).length === 0)
      .map((s) => `[ ] I can explain ${s} in my own words and use it in an example`),
    '[ ] I have taken the Practice Quiz and reviewed every wrong answer',
    '[ ] I know the format of the assessment and how long it takes',
  ];

  return [
    section('Exam overview', overview.join(' ')),
    section('Topics to review', topics),
    section('Study plan', plan.join('\n')),
    section('Tips', tips.join('\n')),
    section('Practice checklist', checklist.join('\n')),
  ];
}

// ---------- Quiz ----------

/** A question whose answer is one of its options by construction; options in a hash-fixed order. */
function question(
  text: string,
  answer: string,
  wrong: readonly string[],
  explanation: string,
): PrepQuestion | null {
  const options = [answer];
  for (const w of wrong) {
    if (options.length === 4) break;
    if (!options.some((o) => o.toLowerCase() === w.toLowerCase())) options.push(w);
  }
  if (options.length < 4) return null;
  // A seed of its own, so that the answer's place does not follow from the question's other uses.
  return { question: text, options: stableOrder(options, `options:${text}`), answer, explanation };
}

/**
 * The quiz: for each concept of the course's skills (a skill at a time, in turn), a question on
 * what it means, one on which concept a definition describes, and one on an example of it. Wrong
 * options are neighbouring concepts: of the same skill first, then of the course's other skills,
 * then of the whole base. Without any concept, a course's quiz is study method only.
 */
function practiceQuiz(course: Course): PrepQuestion[] {
  const out: PrepQuestion[] = [];
  const add = (q: PrepQuestion | null) => {
    if (q && out.length < QUIZ_MAX_QUESTIONS && !out.some((o) => o.question === q.question)) out.push(q);
  };
  const ordered = interleaveBySkill(course.concepts);
  const styles = ['definition', 'name', 'example'] as const;
  for (const style of styles) {
    for (const concept of ordered) {
      const others = neighbours(concept, course.concepts);
      const why = `${concept.name} (${concept.skill}): ${concept.definition} For example: ${concept.example}`;
      if (style === 'definition') {
        const text = `Which of these describes ${concept.name} (${concept.skill})?`;
        add(
          question(
            text,
            concept.definition,
            others.map((o) => o.definition),
            why,
          ),
        );
      } else if (style === 'name') {
        const text = `In ${concept.skill}, which concept is this: "${concept.definition}"`;
        add(
          question(
            text,
            concept.name,
            others.map((o) => o.name),
            why,
          ),
        );
      } else {
        const text = `Which situation shows ${concept.name} (${concept.skill}) at work?`;
        add(
          question(
            text,
            concept.example,
            others.map((o) => o.example),
            why,
          ),
        );
      }
    }
  }
  // Study-method questions only where the base has nothing for the course's skills.
  if (out.length === 0) {
    for (const q of STUDY_QUESTIONS) add(question(q.question, q.answer, q.wrong, q.explanation));
  }
  return out;
}

/** Concepts taken one per skill in turn, so a short quiz spans the course's skills. */
function interleaveBySkill(concepts: readonly Concept[]): Concept[] {
  const bySkill = new Map<string, Concept[]>();
  for (const c of concepts) {
    const list = bySkill.get(c.skill);
    if (list) list.push(c);
    else bySkill.set(c.skill, [c]);
  }
  const lists = [...bySkill.values()];
  const out: Concept[] = [];
  for (let i = 0; out.length < concepts.length; i++) {
    for (const list of lists) if (list[i]) out.push(list[i]!);
  }
  return out;
}

/**
 * Other concepts to draw wrong options from, most plausible first: the same skill, the course's
 * other skills, then the rest of the base in a fixed order.
 */
function neighbours(concept: Concept, course: readonly Concept[]): Concept[] {
  const sameSkill = course.filter((c) => c !== concept && c.skill === concept.skill);
  const sameCourse = course.filter((c) => c.skill !== concept.skill);
  const seed = `${concept.skill}:${concept.name}`;
  const rest = CONCEPTS.filter((c) => !course.includes(c))
    .map((c) => ({ c, key: stableHash(`${seed}\u0000${c.skill}\u0000${c.name}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, 6)
    .map((x) => x.c);
  return [...sameSkill, ...sameCourse, ...rest];
}

const STUDY_QUESTIONS = [
  {
    question: 'Which study technique means testing yourself from memory instead of re-reading your notes?',
    answer: 'Active recall',
    wrong: ['Highlighting', 'Skimming', 'Re-reading'],
    explanation: 'Retrieving information from memory strengthens it more than reviewing it passively.',
  },
  {
    question:
      'What is it called when you review a topic again after growing intervals (a day, three days, a week)?',
    answer: 'Spaced repetition',
    wrong: ['Cramming', 'Multitasking', 'Speed reading'],
    explanation: 'Spreading reviews over time makes knowledge last longer than one long session.',
  },
  {
    question: 'What is the most useful thing to do with a practice question you answered wrongly?',
    answer: 'Find out why the right answer is right and review that topic',
    wrong: ['Skip it and move on', 'Memorise the letter of the answer', 'Retake the quiz straight away'],
    explanation: 'Mistakes show where the gaps are; closing them is what improves the next attempt.',
  },
  {
    question: 'Which approach best checks that you understand a topic?',
    answer: 'Explaining it in your own words',
    wrong: ['Copying the slides', 'Reading it aloud', 'Highlighting key sentences'],
    explanation: 'Explaining a topic simply shows whether you understand it or only recognise it.',
  },
  {
    question: 'How should you practise a practical skill from a course?',
    answer: 'Apply it in a small exercise of your own',
    wrong: ['Watch the videos twice', 'Read the summary only', 'Wait until the exam'],
    explanation: 'Using a skill yourself turns recognition into ability.',
  },
];

// ---------- Assembly ----------

function rawText(material: Omit<PrepMaterial, 'rawContent'>, course: Course): string {
  const lines = [`# ${material.title}`, ''];
  const info = courseLine(course);
  if (info) lines.push(info, '');
  if (material.questions.length > 0) {
    material.questions.forEach((q, i) => {
      lines.push(`${i + 1}. ${q.question}`);
      q.options.forEach((o, j) => {
        lines.push(`   ${String.fromCharCode(65 + j)}) ${o}`);
      });
      lines.push(`   Answer: ${q.answer}`, `   Explanation: ${q.explanation}`, '');
    });
  }
  for (const s of material.sections) lines.push(`## ${s.title}`, '', s.content, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The study material of the requested type for one course. */
export function buildStudyMaterial(request: PrepRequest): PrepMaterial {
  const course = normalise(request);
  const type: MaterialType = request.materialType;
  const title = `${materialTypeLabel(type)}: ${course.title}`;
  const questions = type === 'practice-quiz' ? practiceQuiz(course) : [];
  const sections =
    type === 'study-notes'
      ? studyNotes(course)
      : type === 'key-concepts'
        ? keyConcepts(course)
        : type === 'exam-prep'
          ? examPrep(course)
          : [];
  const material = { type, title, questions, sections };
  return { ...material, rawContent: rawText(material, course) };
}
