// The largest request each AI route accepts: every text field filled to its limit, every list to
// its longest, in the shape of @app/core/ai-api's request schemas. Used by the AI tests and by
// `npm run bench:ai-load`. Two kinds of text fill the fields:
// - 'words': what makes the offline engine match the most, career-path titles and skills, degree
//   keywords, capitalised names, dates, many short sentences, numbered words so few repeat;
// - 'runs': a field-long run of one character (spaces, dots, punctuation, a digit then spaces) or
//   of one word over and over, the text on which a backtracking pattern or a search per
//   occurrence takes time that grows with the square of the length.
import {
  AI_SHORT_MAX,
  AI_TEXT_MAX,
  type CareerAnalysisRequest,
  CHAT_MESSAGE_MAX,
  type ChatRequest,
  type CoverLetterRequest,
  CV_EDUCATION_MAX,
  CV_ENTRY_TEXT_MAX,
  CV_EXPERIENCE_MAX,
  CV_SKILLS_MAX,
  type CvRequest,
  DEGREE_ANSWER_MAX,
  type DegreeRequest,
  MATERIAL_TYPE_VALUES,
  PREP_SKILLS_MAX,
  PROFILE_TEXT_MAX,
  type PrepRequest,
} from '@app/core/ai-api';
import { CAREER_PATHS } from '@app/core/career-paths-data';
import { DEGREE_PROGRAMMES } from '@app/core/degree-programmes';

export type TextKind = 'words' | 'runs';

export interface AiRouteInput {
  /** The API path, e.g. '/api/ai/cv'. */
  path: string;
  /** A short name for tables, e.g. 'cv (runs)'. */
  name: string;
  body: unknown;
}

const pathTitles = CAREER_PATHS.map((p) => p.title);
const pathSkills = [...new Set(CAREER_PATHS.flatMap((p) => p.skills))];
const degreeWords = [
  ...new Set(DEGREE_PROGRAMMES.flatMap((p) => [...p.keywords, ...p.workEnvironments, ...p.careerPaths])),
];

/** Cut to `length` characters, with no white space at either end (the schemas trim). */
function fit(text: string, length: number): string {
  return text.slice(0, length).replace(/\s$/, 'x').replace(/^\s/, 'x');
}

/** 'words' text of exactly `length` characters; `seed` varies it. */
export function wordsText(length: number, seed = 0): string {
  const at = <T>(list: readonly T[], i: number) => list[(i * 7 + seed * 13) % list.length]!;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < length + 40; i++) {
    const sentence =
      i % 3 === 0
        ? `Senior ${at(pathTitles, i)} at Company${seed}x${i} ${2000 + (i % 24)} – Present.`
        : i % 3 === 1
          ? `Worked with ${at(pathSkills, i)}, ${at(pathSkills, i + 1)} and ${at(degreeWords, i)} on Project${i}.`
          : `I enjoy ${at(degreeWords, i + 2)}, ${at(degreeWords, i + 3)} and Tool${seed}n${i} (${2010 + (i % 15)} - ${2012 + (i % 13)}).`;
    parts.push(sentence);
    size += sentence.length + 1;
  }
  return fit(parts.join(' '), length);
}

/** Runs: a start, the unit repeated, an end that no pattern over the unit can take in. */
const RUNS: ReadonlyArray<readonly [start: string, unit: string, end: string]> = [
  ['1', ' ', 'x'],
  ['A', '.', '!x'],
  ['Data', ' data', ''],
  ['2019 -', ' ', 'x'],
  ['x', '!', 'x'],
  ['a', '.a', ''],
  ['hi', ' hi', ''],
  ['Go', ' ;', 'x'],
  // A skill whose name is an everyday word, matched over and over on one line.
  ['Swift', ' Swift', ''],
];

/**
 * 'runs' text of exactly `length` characters: one of the RUNS, chosen by `seed`, as long as the
 * field takes (a pattern that backtracks does so over the whole run).
 */
export function runsText(length: number, seed = 0): string {
  const [start, unit, end] = RUNS[seed % RUNS.length]!;
  const middle = unit.repeat(Math.ceil(length / unit.length));
  return fit(`${start}${middle}`.slice(0, Math.max(0, length - end.length)) + end, length);
}

/** How many kinds of run runsText makes: variants 0 to RUN_KINDS - 1 of a request differ. */
export const RUN_KINDS = RUNS.length;

const fillers: Record<TextKind, (length: number, seed: number) => string> = {
  words: wordsText,
  runs: runsText,
};

/** The filler of `kind`, its seeds moved by `variant`, so each variant fills the fields differently. */
const filler =
  (kind: TextKind, variant: number) =>
  (length: number, seed: number): string =>
    fillers[kind](length, seed + variant);

export function largestChat(kind: TextKind = 'words', variant = 0): ChatRequest {
  return { message: filler(kind, variant)(CHAT_MESSAGE_MAX, 1) };
}

export function largestCareerAnalysis(kind: TextKind = 'words', variant = 0): CareerAnalysisRequest {
  return { profileText: filler(kind, variant)(PROFILE_TEXT_MAX, 2), type: 'cv' };
}

export function largestDegree(kind: TextKind = 'words', variant = 0): DegreeRequest {
  const fill = filler(kind, variant);
  return {
    interests: fill(DEGREE_ANSWER_MAX, 3),
    strengths: fill(DEGREE_ANSWER_MAX, 4),
    careerGoals: fill(DEGREE_ANSWER_MAX, 5),
    workEnvironment: fill(DEGREE_ANSWER_MAX, 6),
    additionalInfo: fill(DEGREE_ANSWER_MAX, 7),
  };
}

export function largestCv(kind: TextKind = 'words', variant = 0): CvRequest {
  const fill = filler(kind, variant);
  const short = (seed: number) => fill(AI_SHORT_MAX, seed);
  // Tags differ from each other: the form does not add one twice.
  const tags = (list: number) =>
    Array.from({ length: CV_SKILLS_MAX }, (_, i) => `${i}.${list} ${short(i)}`.slice(0, AI_SHORT_MAX));
  return {
    personalInfo: {
      fullName: short(10),
      email: short(11),
      phone: short(12),
      location: short(13),
      linkedin: short(14),
      website: short(15),
    },
    education: Array.from({ length: CV_EDUCATION_MAX }, (_, i) => ({
      degree: short(20 + i),
      field: short(21 + i),
      institution: short(22 + i),
      startDate: `Sep ${2000 + i}`,
      endDate: `Jun ${2003 + i}`,
      gpa: short(23 + i),
      achievements: fill(CV_ENTRY_TEXT_MAX, 24 + i),
    })),
    experience: Array.from({ length: CV_EXPERIENCE_MAX }, (_, i) => ({
      position: short(60 + i),
      company: short(61 + i),
      startDate: `${2000 + i}-0${1 + (i % 9)}`,
      endDate: i === 0 ? 'Present' : `${2001 + i}-1${i % 3}`,
      description: fill(CV_ENTRY_TEXT_MAX, 62 + i),
    })),
    skills: { technical: tags(1), soft: tags(2), languages: tags(3) },
    targetRole: short(16),
    additionalInfo: fill(AI_TEXT_MAX, 17),
  };
}

export function largestCoverLetter(kind: TextKind = 'words', variant = 0): CoverLetterRequest {
  const fill = filler(kind, variant);
  const short = (seed: number) => fill(AI_SHORT_MAX, seed);
  return {
    personalInfo: { fullName: short(30), email: short(31), phone: short(32), linkedin: short(33) },
    jobDetails: {
      company: short(34),
      position: short(35),
      hiringManager: short(36),
      jobDescription: fill(AI_TEXT_MAX, 37),
      companyInfo: fill(AI_TEXT_MAX, 38),
    },
    motivation: fill(AI_TEXT_MAX, 39),
    experience: fill(AI_TEXT_MAX, 40),
    tone: 'formal',
  };
}

export function largestPrep(
  materialType: PrepRequest['materialType'],
  kind: TextKind = 'words',
  variant = 0,
): PrepRequest {
  const fill = filler(kind, variant);
  return {
    courseTitle: fill(AI_SHORT_MAX, 50),
    provider: fill(AI_SHORT_MAX, 51),
    category: fill(AI_SHORT_MAX, 52),
    level: 'Intermediate',
    description: fill(AI_TEXT_MAX, 53),
    skills: Array.from({ length: PREP_SKILLS_MAX }, (_, i) =>
      kind === 'words' ? pathSkills[i % pathSkills.length]! : fill(AI_SHORT_MAX, 54 + i),
    ),
    materialType,
  };
}

/**
 * Every AI route with its largest accepted request; the prep tool once per material type.
 * `variant` fills the fields differently (for 'runs', variants 0 to RUN_KINDS - 1 between them
 * put every kind of run in every field).
 */
export function largestAiRequests(kind: TextKind = 'words', variant = 0): AiRouteInput[] {
  const named = (name: string) => `${name} (${kind})`;
  return [
    { path: '/api/ai/chat', name: named('chat'), body: largestChat(kind, variant) },
    { path: '/api/ai/chat/stream', name: named('chat/stream'), body: largestChat(kind, variant) },
    {
      path: '/api/ai/career-analysis',
      name: named('career-analysis'),
      body: largestCareerAnalysis(kind, variant),
    },
    {
      path: '/api/ai/degree-recommendations',
      name: named('degree-recommendations'),
      body: largestDegree(kind, variant),
    },
    { path: '/api/ai/cv', name: named('cv'), body: largestCv(kind, variant) },
    {
      path: '/api/ai/cover-letter',
      name: named('cover-letter'),
      body: largestCoverLetter(kind, variant),
    },
    ...MATERIAL_TYPE_VALUES.map((type) => ({
      path: '/api/ai/prep-materials',
      name: named(`prep-materials ${type}`),
      body: largestPrep(type, kind, variant),
    })),
  ];
}
