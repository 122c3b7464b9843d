import {
  type MaterialType,
  materialTypeLabel,
  type PrepMaterial,
  type PrepQuestion,
  type PrepRequest,
} from './ai-api.ts';
import { anySkillMatches, joinList } from './ai-career-advice.ts';
import { splitSentences } from './ai-writing.ts';
import { CATEGORIES, LEVELS } from './course-options.ts';
import { indexPhrases, type PhraseIndex } from './phrase-index.ts';
import { PROVIDERS } from './providers.ts';

/**
 * The offline engine's study material (the /prep tool): notes, key concepts, an exam guide and a
 * practice quiz built from the course's own title, provider, category, level, skills and
 * description. What it states about the course comes from those fields; the rest is study method,
 * worded so that it is true of any course. Deterministic: options are ordered by a hash of the
 * question, never by chance.
 */

/** Skills from across the catalogue, used as wrong options; any the course teaches are skipped. */
export const DISTRACTOR_SKILLS: readonly string[] = [
  'Adobe Photoshop',
  'Kubernetes',
  'Python',
  'SQL',
  'Tableau',
  'Penetration testing',
  'Network routing',
  'Agile project management',
  'Java',
  'Figma',
  'Terraform',
  'Power BI',
  'Machine learning',
  'Linux administration',
  'SEO',
  'Video editing',
  'Docker',
  'React',
  'Incident response',
  'Data modeling',
  'Scrum',
  'Swift',
  'AutoCAD',
  'Git',
  'Bash scripting',
  'Salesforce administration',
  'Financial accounting',
  'Email marketing',
];

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
  /** DISTRACTOR_SKILLS the course neither lists nor names in its title or description. */
  distractors: readonly string[];
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
  const text = `${title} ${description}`;
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
    distractors: DISTRACTOR_SKILLS.filter((d) => !teaches(d) && !contains(text, d)),
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
    lines.push(
      `What to learn: the key terms and core ideas of ${skill}; how ${skill} is used in practice${course.category ? ` in ${course.category}` : ''}; and how to check that your work with it is correct.`,
    );
    lines.push(
      `Practice: write three questions about ${skill}, answer them from the course material, then use ${skill} in a small exercise of your own.`,
    );
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
      ? course.skills.map((s, i) => `${i + 1}. ${s}`).join('\n')
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
    ...course.skills.map((s) => `[ ] I can explain ${s} in my own words and use it in an example`),
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
  // A seed of its own: distractors were picked by lowest hash under the question's seed, so reusing
  // it would put the answer last every time.
  return { question: text, options: stableOrder(options, `options:${text}`), answer, explanation };
}

function wrongSkills(course: Course, seed: string): string[] {
  return stableOrder(course.distractors, seed);
}

function practiceQuiz(course: Course): PrepQuestion[] {
  const out: PrepQuestion[] = [];
  const add = (q: PrepQuestion | null) => {
    if (q && out.length < QUIZ_MAX_QUESTIONS && !out.some((o) => o.question === q.question)) out.push(q);
  };
  const t = course.title;
  const skillList = joinList(course.skills);

  const skillQuestions = [
    `Which skill does the course ${t} cover?`,
    `Which of these topics is part of ${t}?`,
  ];
  skillQuestions.forEach((text, i) => {
    const skill = course.skills[i];
    if (skill) {
      add(
        question(
          text,
          skill,
          wrongSkills(course, text),
          `${t} lists ${skill} among its skills (${skillList}).`,
        ),
      );
    }
  });

  if (course.skills.length >= 3) {
    const text = `Which of these is NOT one of the skills listed for ${t}?`;
    const wrong = wrongSkills(course, text)[0];
    if (wrong) {
      const listed = stableOrder(course.skills, text).slice(0, 3);
      add(question(text, wrong, listed, `${t} lists ${skillList}; ${wrong} is not among them.`));
    }
  }

  // Cloze questions from the description: blank out a skill the sentence names.
  for (const sentence of course.sentences) {
    const skill = course.skills.find((s) => course.contains(sentence, s));
    if (!skill) continue;
    const blanked = blankOut(sentence, skill);
    if (!blanked) continue;
    const text = `Complete the sentence from the course description: "${blanked}"`;
    add(question(text, skill, wrongSkills(course, text), `The description reads: "${sentence}"`));
    if (out.length >= 5) break;
  }

  if (course.provider) {
    const text = `Which provider offers ${t}?`;
    const others = stableOrder(
      PROVIDERS.map((p) => p.name).filter(
        (n) => n.toLowerCase() !== course.provider.toLowerCase() && !course.contains(t, n),
      ),
      text,
    );
    add(question(text, course.provider, others, `${t} is offered by ${course.provider}.`));
  }
  if (course.level) {
    const text = `What level is ${t}?`;
    add(question(text, course.level, [...LEVELS, 'Expert'], `${t} is listed at ${course.level} level.`));
  }
  if (course.category) {
    const text = `Which category does ${t} belong to?`;
    const others = stableOrder(
      CATEGORIES.filter((c) => c.toLowerCase() !== course.category.toLowerCase()),
      text,
    );
    add(question(text, course.category, others, `${t} is listed under ${course.category}.`));
  }

  // Study-method questions keep a sparse listing's quiz useful; they hold for any course.
  for (const q of STUDY_QUESTIONS) {
    if (out.length >= QUIZ_MIN_QUESTIONS) break;
    add(question(q.question, q.answer, q.wrong, q.explanation));
  }
  return out;
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

function blankOut(sentence: string, term: string): string | undefined {
  const words = term.toLowerCase().match(/[\p{L}\p{N}+#]+/gu);
  if (!words) return undefined;
  const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\-]+');
  const re = new RegExp(`(?<![\\p{L}\\p{N}+#])${body}(?![\\p{L}\\p{N}+#])`, 'iu');
  if (!re.test(sentence)) return undefined;
  return sentence.replace(re, '_____');
}

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
