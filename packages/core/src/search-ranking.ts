import { searchTerms } from './course-search.ts';
import { SEARCH_ALIASES } from './search-aliases.ts';
import { allowedEdits, buildVocabulary, type SpellingVocabulary } from './spelling.ts';

/**
 * One relevance ranking for every search box in the product (course catalogue, university
 * courses, jobs, career paths, the prep tool's course picker, the help FAQ). Which results a
 * search shows stays each list's own rule (for the catalogue, the spec's score of at least 10);
 * this decides their order when there is a query. A result is ranked by, in turn:
 *
 * 1. an exam or certification code typed in the query (AZ-900, az900, CKA) that is a code of the
 *    result's title or skills;
 * 2. how many of the query's words (or their other names: `SEARCH_ALIASES`) it matches at all;
 * 3. its title being exactly the query;
 * 4. the query's words as a phrase in its title;
 * 5. how many of the query's words are whole words of its title ("java" in "Java Basics", not in
 *    "JavaScript");
 * 6. how much of its title the query's words cover ("CompTIA Security+" before "CompTIA CertMaster
 *    Learn for Security+"), in sixteenths;
 * 7. the list's own score (for the catalogue, the spec's points);
 * 8. then the list's order (title A-Z for courses) breaks ties.
 *
 * The features are packed into one number (`relevanceKey`), larger is better, so an index can
 * compare results with one subtraction.
 */

/** A query word and its other names; each alternative is one word or a phrase (several words). */
export interface QueryGroup {
  /** Per alternative, its words as positions in `RankingQuery.words`; the first is what was typed. */
  readonly alternatives: readonly (readonly number[])[];
}

export interface RankingQuery {
  readonly groups: readonly QueryGroup[];
  /**
   * The query written with each group replaced by one of its alternatives (the typed form first),
   * as space-joined words: the exact-title and phrase tests compare titles with these.
   */
  readonly readings: readonly string[];
  /** How many words each reading has (a phrase needs two or more). */
  readonly readingLengths: readonly number[];
  /** Every distinct word of every alternative: what an index looks up, at most `MAX_RANKED_WORDS`. */
  readonly words: readonly string[];
}

/** A query's words past this many (other names included) do not take part in the ranking. */
export const MAX_RANKED_WORDS = 12;

/**
 * The words of a text as search compares them: lowercased, split on whitespace and on separators
 * that join words in titles ("C/C++", "Security, Compliance", "(AZ-900)"), with punctuation trimmed
 * from both ends. Inner punctuation stays: "node.js", "c++", "az-900", "1z0-1085".
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const piece of text.toLowerCase().split(SEPARATORS)) {
    const word = trimPunctuation(piece);
    if (word !== '') words.push(word);
  }
  return words;
}

/** What splits words in titles besides whitespace ("C/C++", "Security, Compliance", "(AZ-900)"). */
const SEPARATOR_CLASS = '\\s/,;:()[\\]{}"“”!?|';
const SEPARATORS = new RegExp(`[${SEPARATOR_CLASS}]+`);
/**
 * `wordsOf(text)` between single spaces with a space at each end (' ' when there is none): how an
 * index keeps a title's words, so that ' word ' finds a whole word. A title of printable ASCII
 * (most) is read in place, without the pieces, array and join `wordsOf` makes: a build reads a
 * million titles, and those made about 700 MB for the collector per build.
 */
export function paddedWordsOf(text: string): string {
  if (text.length > PADDED_SCRATCH.length / 2 || !PRINTABLE_ASCII.test(text)) {
    // One join, so one flat string: adding the end spaces to a joined string would make a pair
    // of strings (a rope) per title, a million more objects for the collector to mark.
    return ['', ...wordsOf(text), ''].join(' ');
  }
  const out = PADDED_SCRATCH;
  let length = 0;
  out[length++] = 32;
  for (let i = 0; i < text.length; ) {
    while (i < text.length && isAsciiSeparator(text.charCodeAt(i))) i++;
    let start = i;
    while (i < text.length && !isAsciiSeparator(text.charCodeAt(i))) i++;
    let end = i;
    // As `trimPunctuation`: leading characters other than letters, digits, '#' and '.', trailing
    // ones other than letters, digits, '+' and '#'.
    while (start < end && !isAsciiLeading(text.charCodeAt(start))) start++;
    while (end > start && !isAsciiTrailing(text.charCodeAt(end - 1))) end--;
    if (start === end) continue;
    for (let k = start; k < end; k++) {
      const c = text.charCodeAt(k);
      out[length++] = c >= 65 && c <= 90 ? c + 32 : c;
    }
    out[length++] = 32;
  }
  return length === 1 ? ' ' : ASCII.decode(out.subarray(0, length));
}

/** Room for a title of printable ASCII read in place, spaces added (longer ones take the slow way). */
const PADDED_SCRATCH = new Uint8Array(1024);
/** Decodes the scratch's bytes (ASCII) into one flat string, with no list of character codes made. */
const ASCII = new TextDecoder();
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Per ASCII code, 1 when `SEPARATORS` splits on it. */
const ASCII_SEPARATORS = Uint8Array.from({ length: 128 }, (_, c) =>
  SEPARATORS.test(String.fromCharCode(c)) ? 1 : 0,
);
const isAsciiSeparator = (c: number) => ASCII_SEPARATORS[c] === 1;
const isAsciiLetterOrDigit = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isAsciiLeading = (c: number) => isAsciiLetterOrDigit(c) || c === 35 || c === 46;
const isAsciiTrailing = (c: number) => isAsciiLetterOrDigit(c) || c === 43 || c === 35;

/** Leading characters that are not letters, digits, '#' or '.' ('.net'); trailing ones except '+' and '#'. */
const LEADING = /^[^\p{L}\p{N}#.]+/u;
const TRAILING = /[^\p{L}\p{N}+#]+$/u;

/** ASCII letters and digits: most words start and end with one, and need no trimming. */
const isAsciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

function trimPunctuation(piece: string): string {
  if (piece === '') return piece;
  const first = piece.charCodeAt(0);
  const last = piece.charCodeAt(piece.length - 1);
  if (
    (isAsciiWordChar(first) || first === 35 || first === 46) &&
    (isAsciiWordChar(last) || last === 43 || last === 35)
  ) {
    return piece;
  }
  return piece.replace(LEADING, '').replace(TRAILING, '');
}

/** A code: letters and digits together (AZ-900, SAA-C03, 1Z0-1085, EX200, LFS258), at least 3 long. */
const CODE = /^(?=.*\p{L})(?=.*\p{N})[\p{L}\p{N}-]{3,}$/u;
/** An acronym of three or more capitals given in parentheses in a title: "(CKA)", "(CCNA)". */
const PARENTHESISED = /\(([A-Z][A-Z0-9-]{2,9})\)/g;

const HAS_DIGIT = /\p{N}/u;
/** A piece of text between `SEPARATORS` that holds a digit. */
const PIECE_WITH_DIGIT = new RegExp(`[^${SEPARATOR_CLASS}]*\\p{N}[^${SEPARATOR_CLASS}]*`, 'gu');

/** A code as compared: lowercase, hyphens dropped, so "az900" finds "AZ-900". */
export function normaliseCode(word: string): string {
  return word.toLowerCase().replaceAll('-', '');
}

/** `codes` (a new set when undefined) with `code` normalised added. */
const withCode = (codes: Set<string> | undefined, code: string) =>
  (codes ?? new Set<string>()).add(normaliseCode(code));

/**
 * The codes a result carries, normalised: words of its title and skills that mix letters and
 * digits, and acronyms its title gives in parentheses.
 */
export function codesOf(title: string, skills: readonly string[] = []): string[] {
  // Most results carry none: nothing is made for those (a million courses are read per build).
  let codes: Set<string> | undefined;
  for (let i = -1; i < skills.length; i++) {
    const text = i < 0 ? title : skills[i]!;
    if (!HAS_DIGIT.test(text)) continue;
    // Only the words holding a digit can be codes: those alone are cut out, not every word (a
    // build reads every title and skill of a million courses, and most words hold none).
    const lower = text.toLowerCase();
    PIECE_WITH_DIGIT.lastIndex = 0;
    for (let m = PIECE_WITH_DIGIT.exec(lower); m; m = PIECE_WITH_DIGIT.exec(lower)) {
      const word = trimPunctuation(m[0]);
      if (CODE.test(word)) codes = withCode(codes, word);
    }
  }
  if (title.includes('(')) for (const m of title.matchAll(PARENTHESISED)) codes = withCode(codes, m[1]!);
  return codes ? [...codes] : [];
}

/** Longest alias member first, so "amazon web services" is read before "aws" could be. */
const ALIAS_MEMBERS: readonly { words: readonly string[]; set: readonly (readonly string[])[] }[] =
  SEARCH_ALIASES.flatMap((set) => {
    const members = set.map((m) => m.split(' '));
    return members.map((words) => ({ words, set: members }));
  }).sort((a, b) => b.words.length - a.words.length);

/** Readings past this many are not tried (a long query of aliases would multiply them). */
const MAX_READINGS = 16;

/**
 * Prepares a query for ranking: its words (`wordsOf`), grouped where a run of them is an alias
 * member ("amazon web services"), each group with its other names.
 */
export function rankingQuery(search: string): RankingQuery {
  const typed = wordsOf(search);
  // Small words ("of", "the") rank nothing on their own: they join readings, not groups, unless
  // the query is made of nothing else.
  const onlyStopWords = typed.every((w) => STOP_WORDS.has(w));
  const wordGroups: (readonly string[])[][] = [];
  const readingParts: (readonly string[])[][] = [];
  const distinct = new Set<string>();
  for (let i = 0; i < typed.length; ) {
    const alias = ALIAS_MEMBERS.find(
      (m) => m.words.length <= typed.length - i && m.words.every((w, k) => typed[i + k] === w),
    );
    const own = typed.slice(i, i + (alias?.words.length ?? 1));
    const alternatives = [own, ...(alias?.set.filter((m) => m.join(' ') !== own.join(' ')) ?? [])];
    i += own.length;
    readingParts.push(alternatives);
    if (!alias && STOP_WORDS.has(own[0]!) && !onlyStopWords) continue;
    const added = new Set([...distinct, ...alternatives.flat()]);
    if (added.size > MAX_RANKED_WORDS) break;
    for (const w of added) distinct.add(w);
    wordGroups.push(alternatives);
  }
  const words = [...distinct];
  const position = new Map(words.map((w, i) => [w, i]));
  let readings: string[][] = wordGroups.length === 0 ? [] : [[]];
  for (const alternatives of readingParts) {
    const next: string[][] = [];
    for (const reading of readings) {
      for (const alt of alternatives) if (next.length < MAX_READINGS) next.push([...reading, ...alt]);
    }
    readings = next;
  }
  return {
    groups: wordGroups.map((alternatives) => ({
      alternatives: alternatives.map((alt) => alt.map((w) => position.get(w)!)),
    })),
    readings: readings.map((r) => r.join(' ')),
    readingLengths: readings.map((r) => r.length),
    words,
  };
}

/** Words too common to rank by (English, and the French, Spanish and Portuguese of the catalogue's titles). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'el',
  'en',
  'et',
  'y',
  'da',
  'do',
  'e',
]);

/**
 * What one result has for one query word, packed in a number: the list's own points for the word
 * (0: it occurs nowhere in the result) times 8, plus 1 when it is a whole word of the title, 2
 * when, as a code, it is one of the result's codes, 4 when it is a whole word of any field. Other
 * names count only as whole words ("ml" is not in "HTML"); what was typed counts anywhere, as the
 * list's own rule does.
 */
export function wordHit(score: number, titleWord: boolean, code: boolean, word: boolean): number {
  return score * 8 + (titleWord ? 1 : 0) + (code ? 2 : 0) + (word ? 4 : 0);
}

// Bit widths of the packed key: code 1, matched groups 4, exact 1, phrase 1, title words 4,
// coverage 4, score 20.
const SCORE_SPAN = 2 ** 20;
const MAX_COUNT = 15;

/**
 * The relevance key of one result: larger is better. `hits[i]` is what the result has for
 * `query.words[i]` (`wordHit`); `titleWordCount` is how many words its title has (`wordsOf`), and
 * `titleWords(doc)` the title's words between single spaces with a space at each end (only asked
 * when the query's words are all title words).
 */
export function relevanceKey(
  query: RankingQuery,
  hits: ArrayLike<number>,
  titleWordCount: number,
  titleWords: (doc: number) => string,
  doc: number,
): number {
  let code = 0;
  let matched = 0;
  let inTitle = 0;
  let covered = 0;
  let score = 0;
  const groups = query.groups;
  for (let g = 0; g < groups.length; g++) {
    const alternatives = groups[g]!.alternatives;
    let groupMatched = false;
    let groupInTitle = 0;
    let groupScore = 0;
    for (let a = 0; a < alternatives.length; a++) {
      const alternative = alternatives[a]!;
      let all = true;
      let allInTitle = true;
      let altScore = 0;
      for (let k = 0; k < alternative.length; k++) {
        const h = hits[alternative[k]!]!;
        const isCode = (h & 2) !== 0;
        if (isCode) code = 1;
        if (!isCode && (a === 0 ? h < 8 : (h & 4) === 0)) all = false;
        if ((h & 3) === 0) allInTitle = false;
        altScore += h >>> 3;
      }
      if (all) groupMatched = true;
      if (all && allInTitle && groupInTitle === 0) groupInTitle = alternative.length;
      if (altScore > groupScore) groupScore = altScore;
    }
    if (groupMatched) matched++;
    if (groupInTitle > 0) {
      inTitle++;
      covered += groupInTitle;
    }
    score += groupScore;
  }
  let exact = 0;
  let phrase = 0;
  if (inTitle === groups.length && inTitle > 0) {
    // The title's words are only read when it could equal a reading or hold one as a phrase.
    const lengths = query.readingLengths;
    let possible = false;
    for (let r = 0; r < lengths.length; r++) {
      if (lengths[r] === titleWordCount || (lengths[r]! >= 2 && lengths[r]! < titleWordCount))
        possible = true;
    }
    if (possible) {
      const title = titleWords(doc);
      for (let r = 0; r < query.readings.length; r++) {
        const reading = query.readings[r]!;
        if (title.length === reading.length + 2 && title === ` ${reading} `) exact = 1;
        if (lengths[r]! >= 2 && title.includes(` ${reading} `)) phrase = 1;
      }
    }
  }
  return packKey(code, matched, exact, phrase, inTitle, titleCoverage(covered, titleWordCount), score);
}

/** Whether every group of `query` is one word with no other name (see `singleWordKey`). */
export function isSingleWordQuery(query: RankingQuery): boolean {
  return query.groups.every((g) => g.alternatives.length === 1 && g.alternatives[0]!.length === 1);
}

/**
 * `relevanceKey` for a query of single words (`isSingleWordQuery`), without reading the title:
 * -1 when it would read it (every group a title word, where an exact title or a phrase counts),
 * so the caller asks `relevanceKey`. A broad search at a million courses keys hundreds of
 * thousands of matches; without the loop over alternatives it took a quarter less time.
 */
export function singleWordKey(query: RankingQuery, hits: ArrayLike<number>, titleWordCount: number): number {
  const groups = query.groups;
  let code = 0;
  let matched = 0;
  let inTitle = 0;
  let score = 0;
  for (let g = 0; g < groups.length; g++) {
    const h = hits[groups[g]!.alternatives[0]![0]!]!;
    const isCode = (h & 2) !== 0;
    if (isCode) code = 1;
    if (isCode || h >= 8) {
      matched++;
      if ((h & 3) !== 0) inTitle++;
    }
    score += h >>> 3;
  }
  if (inTitle === groups.length && inTitle > 0) return -1;
  return packKey(code, matched, 0, 0, inTitle, titleCoverage(inTitle, titleWordCount), score);
}

/** How much of a title of `titleWordCount` words the query's `covered` words fill, in sixteenths (at most 15). */
export function titleCoverage(covered: number, titleWordCount: number): number {
  if (titleWordCount === 0) return 0;
  return Math.min(Math.floor((16 * Math.min(covered, titleWordCount)) / titleWordCount), MAX_COUNT);
}

export function packKey(
  code: number,
  matched: number,
  exact: number,
  phrase: number,
  titleWords: number,
  coverage: number,
  score: number,
): number {
  const head =
    ((((code * 16 + Math.min(matched, MAX_COUNT)) * 2 + exact) * 2 + phrase) * 16 +
      Math.min(titleWords, MAX_COUNT)) *
      16 +
    coverage;
  return head * SCORE_SPAN + Math.min(score, SCORE_SPAN - 1);
}

/**
 * A small list ranked by relevance (career paths, the FAQ, the prep picker): `describe` gives each
 * item's title and other searchable texts; the score is 50 points per word found in the title and
 * 10 per other text containing it. Items keep their given order on equal keys (a stable sort).
 * Inclusion is the caller's: it passes the items its own rule kept.
 */
export function rankItems<T>(
  items: readonly T[],
  search: string,
  describe: (item: T) => { title: string; texts: readonly string[] },
): T[] {
  const query = rankingQuery(search);
  if (query.groups.length === 0) return [...items];
  const keyed = items.map((item, i) => {
    const { title, texts } = describe(item);
    const lowerTitle = title.toLowerCase();
    const lowerTexts = texts.map((t) => t.toLowerCase());
    const titleWords = wordsOf(title);
    const allWords = new Set([...titleWords, ...texts.flatMap(wordsOf)]);
    const codes = new Set(codesOf(title));
    const hits = query.words.map((word) => {
      let score = lowerTitle.includes(word) ? 50 : 0;
      for (const text of lowerTexts) if (text.includes(word)) score += 10;
      return wordHit(score, titleWords.includes(word), codes.has(normaliseCode(word)), allWords.has(word));
    });
    return {
      item,
      i,
      key: relevanceKey(query, hits, titleWords.length, () => ` ${titleWords.join(' ')} `, i),
    };
  });
  return keyed.sort((a, b) => b.key - a.key || a.i - b.i).map((x) => x.item);
}

const ALIAS_WORDS = new Set(SEARCH_ALIASES.flat().filter((m) => !m.includes(' ')));

/**
 * The search's terms with each one that occurs nowhere replaced by `nearest(term)`, or null when
 * none was. Other names (`SEARCH_ALIASES`) are never corrected: they find courses under their
 * other name.
 */
export function correctTerms(
  terms: readonly string[],
  occurs: (term: string) => boolean,
  nearest: (term: string) => string | undefined,
): string[] | null {
  let changed = false;
  const out = terms.map((term) => {
    if (ALIAS_WORDS.has(term) || allowedEdits(term) === 0 || occurs(term)) return term;
    const fix = nearest(term);
    if (fix === undefined) return term;
    changed = true;
    return fix;
  });
  return changed ? out : null;
}

/**
 * The reference spelling correction over a list: `documents` are each result's searchable texts.
 * Returns the search to run, and the corrected search to show (null when nothing was corrected).
 */
export function correctSearch(
  search: string,
  documents: readonly (readonly string[])[],
): { search: string; correctedSearch: string | null } {
  const lowered = documents.map((texts) => texts.map((t) => t.toLowerCase()));
  let vocabulary: SpellingVocabulary | undefined;
  const corrected = correctTerms(
    searchTerms(search),
    (term) => lowered.some((texts) => texts.some((t) => t.includes(term))),
    (term) => {
      vocabulary ??= buildVocabulary(lowered, wordsOf);
      return vocabulary.nearest(term);
    },
  );
  return corrected
    ? { search: corrected.join(' '), correctedSearch: corrected.join(' ') }
    : { search, correctedSearch: null };
}
