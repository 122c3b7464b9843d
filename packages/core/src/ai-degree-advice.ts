import {
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeOutput,
  type DegreeRecommendation,
  type DegreeRequest,
  type Priority,
} from './ai-api.ts';
import { joinList } from './ai-career-advice.ts';
import { splitSentences } from './ai-writing.ts';
import { DEGREE_PROGRAMMES, type DegreeProgramme } from './degree-programmes.ts';
import { type Country, userCountry } from './user-country.ts';

/**
 * The offline degree recommendation: each programme of the knowledge base is scored by how many of
 * its keywords the user's answers name, and the best three are explained with the user's own words.
 * Career paths, skills, outlook and salary are copied from the knowledge base, never made up.
 */

/** Points per matched keyword, by the answer it was found in. */
export const DEGREE_WEIGHTS = {
  interests: 3,
  strengths: 3,
  careerGoals: 4,
  workEnvironment: 1,
  additionalInfo: 1,
} as const;

/** When nothing matches: broad programmes that keep many doors open. */
export const BROAD_PROGRAMME_IDS = ['business-administration', 'economics', 'communications'] as const;

type Field = keyof typeof DEGREE_WEIGHTS;
const FIELDS = Object.keys(DEGREE_WEIGHTS) as Field[];

const STOP = new Set(
  'a an and are as at be by for from i in into is it its me my of on or so the to with very really like love enjoy good great am want would'.split(
    ' ',
  ),
);

interface Token {
  /** As the user wrote it. */
  text: string;
  forms: Set<string>;
}

/** A word's plausible base forms: 'coding' → coding, cod, code; 'puzzles' → puzzles, puzzle. */
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
      // 'planning' → 'plan'
      if (/(.)\1$/.test(stem)) out.add(stem.slice(0, -1));
    }
  }
  if (w === 'maths') out.add('math');
  return out;
}

function tokenize(text: string): Token[] {
  return (text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).map((t) => ({
    text: t,
    forms: forms(t),
  }));
}

/** Long stems match a longer form: 'compute' and 'computer' ('analy' is too short to count). */
const STEM_MIN = 5;
/** How many letters a longer form may add to a stem. */
const STEM_EXTRA = 3;

/**
 * One answer's words, indexed so that finding a word costs the same however long the answer is.
 * Two words are the same when they share a form, or when one form is a long stem of the other
 * ('compute' and 'computer'): at least STEM_MIN letters, the other adding at most STEM_EXTRA.
 */
interface AnswerIndex {
  tokens: readonly Token[];
  /** A form → the first (non-stop) token with it. */
  byForm: ReadonlyMap<string, number>;
  /** A stem → the first (non-stop) token with a form 1 to STEM_EXTRA letters longer than it. */
  byStem: ReadonlyMap<string, number>;
}

function indexAnswer(tokens: readonly Token[]): AnswerIndex {
  const byForm = new Map<string, number>();
  const byStem = new Map<string, number>();
  tokens.forEach((token, at) => {
    if (STOP.has(token.text.toLowerCase())) return;
    for (const form of token.forms) {
      if (!byForm.has(form)) byForm.set(form, at);
      for (let n = Math.max(STEM_MIN, form.length - STEM_EXTRA); n < form.length; n++) {
        const stem = form.slice(0, n);
        if (!byStem.has(stem)) byStem.set(stem, at);
      }
    }
  });
  return { tokens, byForm, byStem };
}

/** The first token of the answer that is the same word as `word`, or -1. */
function firstSameWord(answer: AnswerIndex, word: Token): number {
  let first = -1;
  const consider = (at: number | undefined) => {
    if (at !== undefined && (first < 0 || at < first)) first = at;
  };
  for (const form of word.forms) {
    consider(answer.byForm.get(form));
    // The answer's word is longer: 'computer' for 'compute'.
    if (form.length >= STEM_MIN) consider(answer.byStem.get(form));
    // The answer's word is the stem: 'compute' for 'computer'.
    for (let n = Math.max(STEM_MIN, form.length - STEM_EXTRA); n < form.length; n++) {
      consider(answer.byForm.get(form.slice(0, n)));
    }
  }
  return first;
}

/** A programme phrase, tokenized once: its significant words. */
interface Phrase {
  words: Token[];
}

/**
 * The user's words that match `phrase`: every significant word of the phrase must appear in the
 * text (in any form, anywhere), and they are returned as the user wrote them, in phrase order.
 */
function matchPhrase(answer: AnswerIndex, phrase: Phrase): { text: string; positions: number[] } | undefined {
  if (phrase.words.length === 0) return undefined;
  const found: string[] = [];
  const positions: number[] = [];
  for (const word of phrase.words) {
    const at = firstSameWord(answer, word);
    if (at < 0) return undefined;
    found.push(answer.tokens[at]!.text);
    positions.push(at);
  }
  return { text: found.join(' '), positions };
}

/**
 * The phrases each answer is matched against, longest first: 'helping people' is tried before
 * 'people', so that each of the user's words counts once ('helping people' does not also score
 * 'people', nor 'caring' both 'caring' and 'care').
 */
function phrasesOf(programme: DegreeProgramme): Record<Field, Phrase[]> {
  const prepare = (phrases: readonly string[]) =>
    phrases
      .map((text, index) => {
        const tokens = tokenize(text);
        const words = tokens.filter((w) => !STOP.has(w.text.toLowerCase()));
        return { words, wordCount: tokens.length, index };
      })
      .sort((a, b) => b.wordCount - a.wordCount || a.index - b.index)
      .map(({ words }) => ({ words }));
  const keywords = prepare(programme.keywords);
  return {
    interests: keywords,
    strengths: keywords,
    careerGoals: prepare([...programme.keywords, ...programme.careerPaths.map(stripNote), programme.field]),
    workEnvironment: prepare(programme.workEnvironments),
    additionalInfo: keywords,
  };
}

/** The knowledge base is fixed data: each programme's phrases are prepared once. */
const preparedPhrases = new WeakMap<DegreeProgramme, Record<Field, Phrase[]>>();

function programmePhrases(programme: DegreeProgramme): Record<Field, Phrase[]> {
  let phrases = preparedPhrases.get(programme);
  if (!phrases) {
    phrases = phrasesOf(programme);
    preparedPhrases.set(programme, phrases);
  }
  return phrases;
}

interface Scored {
  programme: DegreeProgramme;
  score: number;
  /** Matched user words per answer, in first-found order. */
  matches: Record<Field, string[]>;
}

function scoreProgramme(programme: DegreeProgramme, answers: Record<Field, AnswerIndex>): Scored {
  const matches: Record<Field, string[]> = {
    interests: [],
    strengths: [],
    careerGoals: [],
    workEnvironment: [],
    additionalInfo: [],
  };
  const phrases = programmePhrases(programme);
  let score = 0;
  for (const field of FIELDS) {
    const used = new Set<number>();
    const hits: Array<{ text: string; at: number }> = [];
    for (const phrase of phrases[field]) {
      const hit = matchPhrase(answers[field], phrase);
      if (hit === undefined || hit.positions.some((p) => used.has(p))) continue;
      for (const p of hit.positions) used.add(p);
      hits.push({ text: hit.text, at: Math.min(...hit.positions) });
      score += DEGREE_WEIGHTS[field];
    }
    // Quote them in the order the user wrote them.
    matches[field] = hits.sort((a, b) => a.at - b.at).map((h) => h.text);
  }
  return { programme, score, matches };
}

/** The first three skills as 'A; B; and C', since skill names hold 'and' themselves. */
function listSkills(programme: DegreeProgramme): string {
  const skills = programme.skillsDeveloped.slice(0, 3);
  if (skills.length < 3) return joinList(skills);
  return `${skills[0]}; ${skills[1]}; and ${skills[2]}`;
}

/** 'Psychologist (with a graduate degree)' → 'Psychologist'. */
function stripNote(title: string): string {
  return title.replace(/\s*\(.*\)\s*$/, '');
}

const quote = (words: readonly string[]) => joinList(words.slice(0, 4).map((w) => `"${w}"`));

const FIELD_WORDING: Record<Field, string> = {
  interests: 'your interests',
  strengths: 'your strengths',
  careerGoals: 'your career goals',
  workEnvironment: 'the work environment you want',
  additionalInfo: 'what else you told us',
};

function matchReason(s: Scored): string {
  const parts = (Object.keys(FIELD_WORDING) as Field[])
    .filter((f) => s.matches[f].length > 0)
    .map((f) => `${FIELD_WORDING[f]} (${quote(s.matches[f])})`);
  const programme = s.programme;
  return `Matches ${joinList(parts)}. ${programme.field} develops ${listSkills(programme)} and leads to roles such as ${joinList(programme.careerPaths.slice(0, 3).map(stripNote))}.`;
}

function priorityOf(rank: number, score: number, top: number): Priority {
  if (score === 0) return 'low';
  if (rank === 0 || score >= top * 0.75) return 'high';
  if (score >= top * 0.4) return 'medium';
  return 'low';
}

function answerIndexes(request: DegreeRequest): Record<Field, AnswerIndex> {
  return {
    interests: indexAnswer(tokenize(request.interests)),
    strengths: indexAnswer(tokenize(request.strengths)),
    careerGoals: indexAnswer(tokenize(request.careerGoals)),
    workEnvironment: indexAnswer(tokenize(request.workEnvironment)),
    additionalInfo: indexAnswer(tokenize(request.additionalInfo)),
  };
}

/**
 * The top DEGREE_RECOMMENDATION_COUNT programmes for the questionnaire, best first. Scores add the
 * weights of DEGREE_WEIGHTS for every programme keyword (or career path, for career goals, or work
 * environment) the answers name; ties go to the degree name. Priority: the best programme and any
 * scoring at least 75% of it are 'high', from 40% 'medium', the rest 'low'. When no programme
 * matches anything, three broad programmes are returned, each saying so.
 */
export function recommendDegrees(
  request: DegreeRequest,
  options: { programmes?: readonly DegreeProgramme[] } = {},
): DegreeOutput {
  const programmes = options.programmes ?? DEGREE_PROGRAMMES;
  const answers = answerIndexes(request);
  const ranked = programmes
    .map((p) => scoreProgramme(p, answers))
    .sort((a, b) => b.score - a.score || a.programme.degree.localeCompare(b.programme.degree, 'en'));

  const matched = ranked.filter((s) => s.score > 0);
  const noMatch = matched.length === 0;
  let chosen: Scored[];
  if (noMatch) {
    const broad = BROAD_PROGRAMME_IDS.map((id) => ranked.find((s) => s.programme.id === id)).filter(
      (s): s is Scored => s !== undefined,
    );
    chosen = [...broad, ...ranked.filter((s) => !broad.includes(s))].slice(0, DEGREE_RECOMMENDATION_COUNT);
  } else {
    chosen = [...matched, ...ranked.filter((s) => s.score === 0)].slice(0, DEGREE_RECOMMENDATION_COUNT);
  }

  const top = chosen[0]?.score ?? 0;
  // The knowledge base holds U.S. figures only: labelled as such, and not shown as the user's
  // when they say they live elsewhere.
  const abroad = countryAbroad(request);
  const recommendations = chosen.map((s, rank) => ({
    ...programmeFacts(s.programme, abroad),
    degree: s.programme.degree,
    match_reason:
      s.score > 0
        ? matchReason(s)
        : `Your answers did not name interests or strengths we could match to a specific programme; ${s.programme.field} keeps many options open, leading to roles such as ${joinList(s.programme.careerPaths.slice(0, 3).map(stripNote))}.`,
    priority: priorityOf(rank, s.score, top),
  }));

  return {
    recommendations,
    general_advice: [generalAdvice(chosen, request, noMatch), figuresNote(abroad)].filter(Boolean).join(' '),
    next_steps: nextSteps(chosen, request, noMatch, abroad),
  };
}

/** The country the user says they live in, unless it is the United States (our figures' country). */
function countryAbroad(request: DegreeRequest): Country | null {
  const country = userCountry(FIELDS.map((f) => request[f]).join('\n'));
  return country !== null && country.code !== 'US' ? country : null;
}

/** A programme's careers, skills, outlook and pay, from the knowledge base, labelled for the user's country. */
function programmeFacts(
  programme: DegreeProgramme,
  abroad: Country | null,
): Pick<DegreeRecommendation, 'career_paths' | 'skills_developed' | 'job_outlook' | 'salary_range'> {
  return {
    career_paths: [...programme.careerPaths],
    skills_developed: [...programme.skillsDeveloped],
    job_outlook: `In the U.S.: ${programme.jobOutlook}`,
    salary_range: abroad
      ? { entry_level: noFiguresFor(abroad), experienced: noFiguresFor(abroad) }
      : programme.graduateOccupation && /^Bachelor/.test(programme.degree)
        ? {
            entry_level: `Not shown: our figures are for ${programme.graduateOccupation.toLowerCase()}, who usually need a graduate degree`,
            experienced: `Not shown: our figures are for ${programme.graduateOccupation.toLowerCase()}, who usually need a graduate degree`,
          }
        : {
            entry_level: `${programme.salary.entryLevel} (U.S.)`,
            experienced: `${programme.salary.experienced} (U.S.)`,
          },
  };
}

const normalName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A sentence stating a figure: an amount of money, a percentage, a multiple. */
const FIGURE = /[$€£¥]\s?\d|\d\s?(?:%|percent|k\b|x\b)|\b\d[\d,.]*\s*(?:dollars|euros|pounds)\b/i;

/**
 * A degree recommendation from a language model, held to our data: the degree must be one of our
 * programmes (by its full name or its field), else null; careers, skills, outlook and pay are
 * replaced by the knowledge base's; the model's reasoning keeps only sentences without figures
 * (ours are the only figures shown), or becomes ours when nothing is left.
 */
export function groundDegreeRecommendation(
  recommendation: DegreeRecommendation,
  request: DegreeRequest,
  options: { programmes?: readonly DegreeProgramme[] } = {},
): DegreeRecommendation | null {
  const programmes = options.programmes ?? DEGREE_PROGRAMMES;
  const wanted = normalName(recommendation.degree);
  const programme =
    programmes.find((p) => normalName(p.degree) === wanted) ??
    programmes.find((p) => normalName(p.field) === wanted);
  if (!programme) return null;
  const kept = withoutFigures(recommendation.match_reason);
  const scored = scoreProgramme(programme, answerIndexes(request));
  return {
    ...programmeFacts(programme, countryAbroad(request)),
    degree: programme.degree,
    match_reason:
      kept !== ''
        ? kept
        : scored.score > 0
          ? matchReason(scored)
          : `${programme.field} develops ${listSkills(programme)}.`,
    priority: recommendation.priority,
  };
}

/** The text without its sentences that state a figure (money, a percentage): ours are the only figures shown. */
export function withoutFigures(text: string): string {
  return splitSentences(text)
    .filter((sentence) => !FIGURE.test(sentence))
    .join(' ');
}

/** A model's general advice for the questionnaire, figure-free, with where our figures come from. */
export function groundDegreeAdvice(advice: string, request: DegreeRequest): string {
  const kept = withoutFigures(advice);
  return kept === '' ? '' : `${kept} ${figuresNote(countryAbroad(request))}`;
}

function noFiguresFor(country: Country): string {
  return `No salary figures for ${country.name} here`;
}

/** Where the outlook and pay figures come from, and what they are not. */
function figuresNote(abroad: Country | null): string {
  if (abroad) {
    return `The outlook figures are for the United States (U.S. Bureau of Labor Statistics); we have none for ${abroad.name}, so no salaries are shown. Pay and demand in ${abroad.name} can differ a lot.`;
  }
  return "Salary ranges are U.S. estimates derived from the U.S. Bureau of Labor Statistics' median pay for the closest occupation: entry level 60-80% of the median, experienced 100-130%.";
}

function generalAdvice(chosen: readonly Scored[], request: DegreeRequest, noMatch: boolean): string {
  const best = chosen[0];
  if (!best) return '';
  if (noMatch) {
    return 'Your answers did not name subjects, activities or careers we could match to a specific degree, so these are broad programmes that keep many options open. Try describing what you enjoy doing (for example "coding", "drawing", "helping people" or "working with numbers") and the kind of job you picture, and the recommendations will become specific to you.';
  }
  const p = best.programme;
  const why = [...best.matches.interests, ...best.matches.strengths].slice(0, 3);
  const sentences = [
    why.length > 0
      ? `Your answers point most strongly to ${p.field}: you mentioned ${quote(why)}, which are at the heart of a ${p.degree}.`
      : `Your answers point most strongly to ${p.field}, a ${p.degree}.`,
    `It develops ${listSkills(p)}, skills that also carry over to the other programmes listed.`,
  ];
  const others = chosen.slice(1).map((s) => s.programme.field);
  if (others.length > 0) {
    sentences.push(
      `${joinList(others)} ${others.length === 1 ? 'is' : 'are'} close alternatives: compare their course lists and entry requirements before you decide.`,
    );
  }
  if (request.careerGoals.trim() === '') {
    sentences.push('You did not describe a career goal yet; naming one would sharpen these recommendations.');
  }
  return sentences.join(' ');
}

function nextSteps(
  chosen: readonly Scored[],
  request: DegreeRequest,
  noMatch: boolean,
  abroad: Country | null,
): string[] {
  const best = chosen[0];
  if (!best) return [];
  const p = best.programme;
  const steps: string[] = [];
  if (noMatch) {
    steps.push(
      'Write down three activities you enjoy and three subjects you do well in, then run the questionnaire again with them.',
    );
  }
  steps.push(
    `Compare ${p.degree} programmes at the universities you are considering: their required courses, entry requirements and costs.`,
  );
  const work = stripNote(p.careerPaths[0] ?? p.field).toLowerCase();
  steps.push(
    abroad
      ? `Look up pay and demand for ${work} work in ${abroad.name}: its official labour-market statistics and careers service.`
      : `Read about ${work} work in the U.S. Bureau of Labor Statistics Occupational Outlook Handbook (bls.gov/ooh): duties, pay and outlook.`,
  );
  steps.push(
    `Talk to a current ${p.field} student or someone working as ${article(stripNote(p.careerPaths[0] ?? p.field))} ${stripNote(p.careerPaths[0] ?? p.field).toLowerCase()} about what the work is like day to day.`,
  );
  steps.push(
    `Try a short introductory course in ${p.skillsDeveloped[0] ?? p.field} to test your interest before you commit.`,
  );
  if (!noMatch && request.careerGoals.trim() === '' && steps.length < 5) {
    steps.push(
      'Write down the kind of work you picture yourself doing in five years, and check which programme leads there.',
    );
  }
  return steps.slice(0, 5);
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}
