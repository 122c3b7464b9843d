import type { Course } from './course.ts';
import { LEVELS } from './course-options.ts';
import { indexPhrases, type Phrase, phrase as phraseOf } from './phrase-index.ts';

/**
 * Certifications a profile says the person holds, found by the names and exam codes of our own
 * catalogue's certifications, and the courses that holding them makes pointless to recommend: the
 * certification itself, the courses that prepare for it, and the lower levels of the same track.
 */

/** A catalogue course that is a certification (or names one), with the ways a CV writes it. */
interface CertEntry {
  course: Course;
  /** Whole-title phrases: the title, without its codes, and without 'Certified' for a '… Associate'. */
  phrases: string[];
  /** The phrases as looked up in a text's phrase index, colons and commas read as spaces. */
  lookups: Phrase[];
  /** Exam codes and acronyms as written in the title: 'AZ-104', 'CCNA', 'SAA-C03', 'Security+'. */
  codes: string[];
}

export interface CertificationIndex {
  entries: readonly CertEntry[];
  /** Code → the entries that carry it (an acronym two vendors use is ambiguous: 'CSA'). */
  byCode: ReadonlyMap<string, readonly CertEntry[]>;
  courses: readonly Course[];
  /** Per held course id: the ids holding it excludes, worked out the first time it is held. */
  excludedBy: Map<string, ReadonlySet<string>>;
}

export interface HeldCertifications {
  /** The catalogue certifications the text says the person holds. */
  held: Course[];
  /** Ids (as strings) of courses never to recommend: the held ones, their prep courses, lower levels. */
  excluded: Set<string>;
}

const CERT_TITLE =
  /\b([Cc]ertified|[Cc]ertification|[Cc]ertificate)\b|\([A-Z0-9][A-Za-z0-9 +./-]*\)|^CCNP\b|^CCIE\b|^HCI[AEP]-|^\S+ [A-Za-z]+\+$/;
/** Codes that are everyday words of a CV ('CRM', 'ERP'): never read as a certification on their own. */
const COMMON_CODES = new Set([
  'CRM',
  'ERP',
  'AI',
  'ML',
  'IT',
  'BI',
  'UX',
  'SQL',
  'API',
  'CC',
  'CSM',
  'CA',
  'I',
  'II',
  'III',
]);
/** Words of a course for people new to a field. */
const FOUNDATIONAL =
  /\b(foundational|fundamentals|essentials|introduction|intro to|basics|getting started)\b/i;
const LEVEL_WORD = /\b(associate|professional|specialty|expert|practitioner|foundations?)\s*$/i;

/** Certifications read from one text at most: more than anyone holds, and a bound on the work. */
const HELD_MAX = 25;
/** How far before a mention the words that say 'not yet' are looked for, in characters. */
const NOT_YET_REACH = 80;
/** Words before a mention that say the person does not hold it yet. */
const NOT_YET =
  /\b(studying|study|preparing|prep|working towards?|aiming|aim|plan|planning|want|wants|would like|hope|hoping|next|learning|booked|enrolled|taking|sitting|pursuing|goal)\b[^.;!?\n]*$/i;

function codesOf(course: Course): string[] {
  const codes: string[] = [];
  for (const m of course.title.matchAll(/\(([^)]+)\)/g)) {
    for (const part of m[1]!.split(/[,/]/)) {
      const code = part.trim();
      // Codes are written in capitals and digits ('AZ-104', 'PSM I', 'SAA-C03'); '(Microsoft 365 Apps)' is not one.
      if (/^[A-Z0-9][A-Z0-9 +.-]*$/.test(code) && /[A-Z]/.test(code) && code.length >= 2) codes.push(code);
    }
  }
  // 'CompTIA Security+': the product name after the vendor's is the name people write.
  const rest = course.title.startsWith(`${course.provider} `)
    ? course.title.slice(course.provider.length + 1).trim()
    : '';
  if (/^[A-Za-z]+\+$/.test(rest)) codes.push(rest);
  return codes;
}

function phrasesOf(course: Course): string[] {
  const bare = course.title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const phrases = [course.title, bare];
  if (LEVEL_WORD.test(bare) && /\bCertified\b/.test(bare)) phrases.push(bare.replace(/\bCertified\b\s*/, ''));
  return [...new Set(phrases.filter((p) => p.split(' ').length >= 2))];
}

const indexes = new WeakMap<readonly Course[], CertificationIndex>();

/** The catalogue's certifications, worked out once per catalogue array. */
export function certificationIndex(courses: readonly Course[]): CertificationIndex {
  let index = indexes.get(courses);
  if (index) return index;
  const entries: CertEntry[] = [];
  const byCode = new Map<string, CertEntry[]>();
  for (const course of courses) {
    if (!CERT_TITLE.test(course.title)) continue;
    const phrases = phrasesOf(course);
    const entry: CertEntry = {
      course,
      phrases,
      lookups: phrases.map((p) => phraseOf(unpunctuated(p))),
      codes: codesOf(course),
    };
    entries.push(entry);
    for (const code of entry.codes) {
      const list = byCode.get(code) ?? [];
      list.push(entry);
      byCode.set(code, list);
    }
  }
  index = { entries, byCode, courses, excludedBy: new Map() };
  indexes.set(courses, index);
  return index;
}

/** Colons and commas inside names ('HashiCorp Certified: Terraform Associate') read as spaces. */
const unpunctuated = (text: string) => text.replace(/[:,]/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `code` stands in `text` as a whole token, case as written ('CCNA', not 'ccna'). */
function codePositions(text: string, code: string): number[] {
  const pattern = new RegExp(`(?<![A-Za-z0-9+-])${escapeRegExp(code)}(?![A-Za-z0-9+]|-[A-Za-z0-9])`, 'g');
  return [...text.matchAll(pattern)].map((m) => m.index);
}

/** Whether the mention at `at` is held, not planned: 'studying for CompTIA A+' is not held. */
function heldAt(text: string, at: number): boolean {
  // The words just before it, within its line: a bounded read however long the line.
  const from = Math.max(text.lastIndexOf('\n', at - 1), at - NOT_YET_REACH, 0);
  return !NOT_YET.test(text.slice(from, at));
}

function phrasePositions(text: string, phrase: string): number[] {
  // Dashes, colons and spacing vary ('Architect – Associate', 'Architect - Associate').
  const words = phrase.split(/[\s–—:,-]+/).filter((w) => w !== '');
  const pattern = new RegExp(
    `(?<![A-Za-z0-9])${words.map(escapeRegExp).join('[\\s–—:,-]+')}(?![A-Za-z0-9+])`,
    'gi',
  );
  return [...text.matchAll(pattern)].map((m) => m.index);
}

const levelRank = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]);

function categoryWords(category: string): Set<string> {
  return new Set(
    category
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && w !== 'and'),
  );
}

/**
 * The certifications of our catalogue that `text` says the person holds (by full name, or by an
 * exam code or acronym written in capitals), not counting ones they are studying for ('preparing
 * for AZ-900'); and the courses not to recommend them:
 * - each held certification;
 * - courses that prepare for one: their title names it or its code, or their description names its
 *   code other than as a prerequisite ('for CKA holders' is the next step, not preparation);
 * - lower levels: a course of the same provider, a lower level and the same or a related category
 *   (an AWS associate certification puts the AWS Cloud Practitioner behind you); the provider's
 *   training courses of the same level and category (RH134 teaches for the RHCSA), and any
 *   foundational course of the same category and a level no higher (A+ puts Tech+ behind you).
 * An acronym two providers use ('CSA') counts only next to its provider's name.
 */
export function findHeldCertifications(text: string, index: CertificationIndex): HeldCertifications {
  const held = new Map<string, Course>();
  const phrases = indexPhrases(unpunctuated(text));
  // The text's tokens, so a code's pattern only runs where its first word is in the text.
  const tokens = new Set(text.split(/[^A-Za-z0-9+.-]+/).map((t) => t.replace(/^[.-]+|[.-]+$/g, '')));
  for (const entry of index.entries) {
    let found = false;
    for (const [i, phrase] of entry.phrases.entries()) {
      if (!phrases.hasPhrase(entry.lookups[i]!)) continue;
      if (phrasePositions(text, phrase).some((at) => heldAt(text, at))) found = true;
      if (found) break;
    }
    if (!found) {
      for (const code of entry.codes) {
        if (COMMON_CODES.has(code) || !tokens.has(code.split(' ')[0]!)) continue;
        const owners = index.byCode.get(code) ?? [];
        const providers = new Set(owners.map((e) => e.course.provider));
        if (
          providers.size > 1 &&
          !new RegExp(`\\b${escapeRegExp(entry.course.provider)}\\b`, 'i').test(text)
        ) {
          continue;
        }
        if (codePositions(text, code).some((at) => heldAt(text, at))) {
          found = true;
          break;
        }
      }
    }
    if (found) held.set(String(entry.course.id), entry.course);
    if (held.size >= HELD_MAX) break;
  }
  // A prep course named by its exam code ('SAA-C03') names the certification in its title.
  for (const course of [...held.values()]) {
    const title = courseText(course).title;
    for (const entry of index.entries) {
      if (entry.course !== course && title.includes(wordsOf(entry.course.title))) {
        held.set(String(entry.course.id), entry.course);
      }
    }
  }

  const excluded = new Set(held.keys());
  for (const entry of index.entries) {
    if (held.has(String(entry.course.id))) for (const id of excludedByHolding(entry, index)) excluded.add(id);
  }
  return { held: [...held.values()], excluded };
}

/** The courses holding one certification makes pointless, remembered per catalogue. */
function excludedByHolding(entry: CertEntry, index: CertificationIndex): ReadonlySet<string> {
  const key = String(entry.course.id);
  let ids = index.excludedBy.get(key);
  if (ids) return ids;
  const codes = entry.codes.filter((c) => !COMMON_CODES.has(c));
  const found = new Set<string>();
  for (const course of index.courses) {
    if (course === entry.course) continue;
    if (preparesFor(course, codes, entry.phrases) || belowHeld(course, [entry])) found.add(String(course.id));
  }
  ids = found;
  index.excludedBy.set(key, ids);
  return ids;
}

/** Lower-case words of a text, space-joined and space-padded, for whole-phrase containment. */
function wordsOf(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? [];
  return ` ${words.join(' ')} `;
}

/** What preparesFor reads of a course, worked out once per course. */
const courseTexts = new WeakMap<Course, { title: string; tokens: ReadonlySet<string> }>();

function courseText(course: Course) {
  let found = courseTexts.get(course);
  if (!found) {
    const tokens = new Set(
      `${course.title} ${course.description}`
        .split(/[^A-Za-z0-9+.-]+/)
        .map((t) => t.replace(/^[.-]+|[.-]+$/g, '')),
    );
    found = { title: wordsOf(course.title), tokens };
    courseTexts.set(course, found);
  }
  return found;
}

function preparesFor(course: Course, codes: readonly string[], titles: readonly string[]): boolean {
  const text = courseText(course);
  if (titles.some((t) => text.title.includes(wordsOf(t)))) return true;
  for (const code of codes) {
    if (!text.tokens.has(code.split(' ')[0]!)) continue;
    if (codePositions(course.title, code).length > 0) return true;
    for (const at of codePositions(course.description, code)) {
      const around = course.description.slice(Math.max(0, at - 30), at + code.length + 12);
      if (!/\b(holders?|who hold|hold)\b/i.test(around)) return true;
    }
  }
  return false;
}

function belowHeld(course: Course, held: readonly CertEntry[]): boolean {
  const level = levelRank(course.level);
  if (level < 0) return false;
  return held.some(({ course: h }) => {
    const heldLevel = levelRank(h.level);
    // A training course of the certification's own level, provider and category teaches for it.
    if (heldLevel === level && h.provider === course.provider && h.category === course.category) {
      if (!/\b(certified|certification|exam)\b/i.test(course.title)) return true;
    }
    // A foundational course of the certification's field is behind it at any provider.
    if (
      heldLevel >= level &&
      h.category === course.category &&
      FOUNDATIONAL.test(`${course.title} ${course.description}`)
    ) {
      return true;
    }
    if (heldLevel <= level || h.provider !== course.provider) return false;
    if (h.category === course.category) return true;
    const words = categoryWords(h.category);
    return [...categoryWords(course.category)].some((w) => words.has(w));
  });
}
