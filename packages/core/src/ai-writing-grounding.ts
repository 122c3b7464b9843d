import { splitSentences } from './ai-writing.ts';

/**
 * Holds a language model's text (a CV, a cover letter, study material) to what the user gave: a
 * sentence that states a number, or names an employer, school or title, that is nowhere in the
 * input is removed, as is one carrying instructions, and no template placeholder ('[Your Name]',
 * '{company}') reaches the user. The user's name fills a name placeholder; any other
 * placeholder's sentence goes.
 */

/**
 * Text that tries to change or read a tool's instructions ('ignore all previous instructions',
 * 'reveal your system prompt'): the chat declines such messages, and no answer may carry one.
 */
export const INSTRUCTION_ATTEMPT =
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|rules|prompt|above|previous)\b|\bsystem prompt\b|\byou are now\b|\bact as (?:an?|my)\b(?!.{0,20}\b(?:mentor|advisor|adviser|coach)\b)|\bjailbreak\b|\bdeveloper mode\b|\breveal (?:your|the) (?:prompt|instructions)\b/i;

/** Bracketed blanks of a template, and filler text. */
const PLACEHOLDER =
  /\[[^\]\n]{1,60}\]|\{\{?[^}\n]{1,60}\}?\}|<[^>\n]{0,40}(?:your|name|company|address|insert)[^>\n]{0,40}>|\bX{3,}\b|lorem ipsum/i;
const NAME_PLACEHOLDER =
  /\[\s*(?:your\s+)?(?:full\s+)?name\s*\]|\{\{?\s*(?:your_?)?(?:full_?)?name\s*\}?\}/gi;

/** A numbered list's marker at the start of a line ('1. ', '2) '), not a claim. */
const LIST_MARKER = /^\s*\d{1,2}[.)]\s+/;

/**
 * Words before a name that make it a claim about the person's history: 'at Microsoft', 'joined
 * Google', 'graduated from Harvard', 'as a Senior Engineer'. The name is the run of capitalised
 * words after it (with 'of', 'and', '&' inside: 'University of Leeds').
 */
const NAMED_CLAIM =
  /\b(?:at|for|from|joined|by|as(?:\s+(?:an?|the))?)\s+((?:[A-Z][\p{L}\p{N}&.'’-]*)(?:\s+(?:of|and|&|[A-Z][\p{L}\p{N}&.'’-]*))*)/gu;

/** Capitalised words that are not names: a sentence's grammar, months, the letter's own words. */
const NOT_NAMES = new Set(
  `I The A An My Our Your This That These Those Hiring Manager Dear Sincerely Regards Best Yours Thank Thanks January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday`.split(
    ' ',
  ),
);

export interface WritingGroundingOptions {
  /** Everything the user typed (all of the request's texts), and the date written on a letter. */
  sources: readonly string[];
  fullName: string;
  /**
   * Whether names after 'at', 'from', 'as a' are checked (a CV's or letter's claims about the
   * person); study material names technologies freely and is checked for figures only.
   */
  checkNames?: boolean;
}

export interface GroundedWriting {
  text: string;
  /** The sentences taken out, for the log. */
  removed: string[];
}

export function groundWriting(text: string, options: WritingGroundingOptions): GroundedWriting {
  const known = options.sources.join('\n');
  const knownFolded = fold(known);
  const knownNumbers = new Set((known.match(/\d[\d,.]*/g) ?? []).map(digitsOf));
  const removed: string[] = [];

  const unknownNumber = (sentence: string) =>
    (sentence.match(/\d[\d,.]*/g) ?? []).some((n) => !knownNumbers.has(digitsOf(n)));
  const unknownName = (sentence: string) => {
    for (const match of sentence.matchAll(NAMED_CLAIM)) {
      const words = match[1]!.split(/\s+/).filter((w) => !NOT_NAMES.has(w.replace(/[.'’]+$/, '')));
      const name = words.join(' ').replace(/[.,'’]+$/, '');
      if (name !== '' && /[A-Z]/.test(name) && !knownFolded.includes(fold(name))) return true;
    }
    return false;
  };

  const lines = text.replace(NAME_PLACEHOLDER, options.fullName.trim()).split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      out.push('');
      continue;
    }
    const marker = line.match(LIST_MARKER)?.[0] ?? line.match(/^\s*/)![0];
    const sentences = splitSentences(line.slice(marker.length));
    const kept = sentences.filter((sentence) => {
      const bad =
        PLACEHOLDER.test(sentence) ||
        INSTRUCTION_ATTEMPT.test(sentence) ||
        unknownNumber(sentence) ||
        (options.checkNames !== false && unknownName(sentence));
      if (bad) removed.push(sentence);
      return !bad;
    });
    if (kept.length === sentences.length) out.push(line);
    else if (kept.length > 0) out.push(`${marker}${kept.join(' ')}`);
  }
  return {
    text: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    removed,
  };
}

function fold(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

/** A number's digits alone: '1,200' and '1200' are the same figure. */
function digitsOf(number: string): string {
  return number.replace(/[^\d]/g, '');
}

/** Every text in a request (nested objects and lists included): what the user gave. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * A model's study material held to the course's own data (its title, provider, description,
 * skills): section texts keep only grounded sentences; a quiz question goes whole when its
 * question, answer or an option states something ungrounded (an exam code, a pass mark, a price
 * the course data does not hold); the plain-text copy is grounded the same way.
 */
export function groundStudyMaterial<
  M extends {
    questions: { question: string; options: string[]; answer: string; explanation: string }[];
    sections: { title: string; content: string }[];
    rawContent: string;
  },
>(material: M, sources: readonly string[]): M {
  const ground = (text: string) => groundWriting(text, { sources, fullName: '', checkNames: false }).text;
  const intact = (text: string) => ground(text) === text.replace(/\n{3,}/g, '\n\n').trim();
  return {
    ...material,
    questions: material.questions
      .filter((q) => [q.question, q.answer, ...q.options].every(intact))
      .map((q) => ({ ...q, explanation: ground(q.explanation) })),
    sections: material.sections
      .map((s) => ({ title: s.title, content: ground(s.content) }))
      .filter((s) => s.content !== '' && intact(s.title)),
    rawContent: ground(material.rawContent),
  };
}

/** Words that make a sentence about a course or credential. */
const COURSE_WORDS =
  /\b(?:course|courses|certification|certifications|certificate|exam|program|programme|bootcamp|class|training)\b/i;
/** Two or more capitalised words in a row: the shape of a course's or credential's name. */
const TITLE_RUN =
  /[A-Z][\p{L}\p{N}+#&'’.-]*(?:\s+(?:of|and|for|in|on|to|the|with|&|–|-|:)?\s*[A-Z0-9][\p{L}\p{N}+#&'’.-]*)+/gu;

/**
 * A model's chat reply held to what it was given (`sources`: the message and the paths and
 * courses put before the model): sentences with a figure, a placeholder or instructions not from
 * there go (groundWriting), and so does a sentence about a course or credential whose name is not
 * among them. Works on a piece of a streamed reply too: whole sentences only, its leading and
 * trailing white space kept, so that the pieces join up into the grounded whole.
 */
export function groundChatReply(text: string, sources: readonly string[]): string {
  const known = fold(sources.join('\n'));
  const lines = text.split('\n').map((line) => {
    const kept = splitSentences(line).filter((sentence) => {
      if (!COURSE_WORDS.test(sentence)) return true;
      return [...sentence.matchAll(TITLE_RUN)].every((m) => known.includes(fold(m[0])));
    });
    return kept.length === splitSentences(line).length ? line : kept.join(' ');
  });
  const grounded = groundWriting(lines.join('\n'), { sources, fullName: '', checkNames: false }).text;
  if (grounded === '') return '';
  const lead = /^\s*/.exec(text)![0];
  const tail = /\s*$/.exec(text)![0];
  return `${lead}${grounded}${tail}`;
}
