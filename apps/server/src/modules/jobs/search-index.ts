import {
  ANY,
  type JobFilterOptions,
  type JobFilters,
  type JobTitle,
  type JobWordFacts,
  jobFilterOptions,
  jobRelevance,
  jobTitle,
  normaliseSearchText,
} from '@app/core/job-search';
import type { JobSummary } from '@app/core/jobs-api';
import { codesOf, normaliseCode, wordsOf } from '@app/core/search-ranking';
import { DocTexts } from '../../search/doc-texts.ts';
import { GrowableArray, Uint32Blocks } from '../../search/growable-array.ts';
import { indexArray, mapPages, PREFAULT_STEP } from '../../search/index-memory.ts';
import { JoinedWords } from '../../search/joined-words.ts';
import { freshArray, runNow, type Steps, slicer, sortedPositions } from '../../search/slices.ts';
import { popcount } from '../../search/substring-index.ts';
import { ValuePostings } from '../../search/value-postings.ts';
import { holdsWholeWord } from '../../search/whole-words.ts';
import { ownCopy, WordTable } from '../../search/word-table.ts';

/**
 * The active jobs in memory, answering the board's search and filters (spec 001 section 5, the rule
 * in core's job-search.ts) without reading every description per request.
 *
 * Each job's searchable text is kept once, normalised, as UTF-8 in off-heap buffers, in two parts
 * each with its own word index (`TextIndex`): its head (title, company and skills, a newline
 * between fields, so a match never spans two) and its description. A job matches when either part
 * contains the search. A word index maps each word to the jobs containing it; a word is a run of
 * ASCII letters and digits and non-ASCII characters, the rest (spaces, punctuation) separates words
 * and is indexed the same way, each run of it but a single space ('++', ', '):
 *
 * - A search made of word characters only ('kube', 'python3') lies inside one word of any text
 *   holding it, so its jobs are exactly those of the index words that contain it.
 * - Any other search ('machine learning', 'c++', 'node.js') is looked up run by run: its first
 *   run must end a run of the text, its last begin one, the ones between match whole runs. The
 *   jobs having all of them that also pass the filters are then checked against their text.
 *
 * Posting lists of words in more than one job in 32 are bitsets, the rest sorted id arrays; ids are
 * positions in newest-first order, so every answer comes out in the board's order without sorting.
 *
 * By relevance, the matches are ranked by core's `jobRelevance` before paging, ties newest first.
 * Only the matches that can make the page are keyed: the most key of each distinct title bounds
 * those of its jobs, so titles are read from the highest bound down until the page's worst key is
 * above the next title's bound. What a key asks of a job per query word comes from what the index holds:
 * its title, its company and skills (decided once per distinct value per search) and its
 * description (the description index's jobs for the word), so no description is read for words of
 * letters and digits.
 */

/** A job as the index receives it: its card fields and the description to search. */
export type IndexedJob = JobSummary & { description: string };

export interface JobSearch {
  search: string;
  filters: JobFilters;
  offset: number;
  limit: number;
  /** Best match first (`jobRelevance`, ties newest first) when there is a search; else newest first. */
  byRelevance?: boolean;
}

/** a-z, 0-9 and anything beyond ASCII (texts are lower-cased before they are read). */
const isWordChar = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code >= 128;

/**
 * The maximal runs of word characters in `text` (`words`), or of the characters between them
 * (punctuation and spaces), with where each starts.
 */
function runsOf(text: string, words: boolean): Array<{ run: string; start: number }> {
  const runs: Array<{ run: string; start: number }> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const inRun = i < text.length && isWordChar(text.charCodeAt(i)) === words;
    if (inRun && start < 0) start = i;
    else if (!inRun && start >= 0) {
      runs.push({ run: text.slice(start, i), start });
      start = -1;
    }
  }
  return runs;
}

const SPACE = 0x20;

const PREVIEW_LENGTH = 240;

/** How many searches' matches read in the jobs' texts an index keeps (see `textMatches`). */
const TEXT_MATCHES_KEPT = 64;

/** What the searches of one text found in the jobs' texts (see `JobSearchIndex.textMatches`). */
interface TextMatches {
  /** The jobs checked that hold the text. */
  found: Bitset;
  /** The jobs whose texts were read for it; null once every job that may hold it was. */
  checked: Bitset | null;
}

/** How many postings (or bitset words) a step of a look-up sets (a fraction of a millisecond). */
const LOOKUP_STEP = 1 << 16;

/** How many words of a bitset of matches (32 jobs each) a step of sorting them by title reads. */
const WORDS_A_STEP = 1 << 10;

/** How many jobs a step of a pass over every job reads (a millisecond's work or less). */
const JOBS_A_STEP = 1 << 16;

/**
 * The start of a description for the card: whitespace collapsed, cut at a word. A copy of its own
 * (`ownCopy`): an index keeps every preview, and one cut from its description would hold the
 * description (kilobytes) on the heap for as long as the index lives.
 */
export function previewOf(description: string): string {
  const flat = flatStart(description, PREVIEW_LENGTH + 1);
  if (flat.length <= PREVIEW_LENGTH) return ownCopy(flat);
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return ownCopy(
    `${(space > PREVIEW_LENGTH * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`,
  );
}

/**
 * `text` with runs of whitespace as one space, trimmed (`text.replace(/\s+/g, ' ').trim()`), or
 * when that is `length` long or longer, a start of it at least `length` long. Only as much of `text`
 * is read as that takes: a description is kilobytes, a preview a few hundred characters.
 */
export function flatStart(text: string, length: number): string {
  for (let read = length * 2; ; read *= 4) {
    if (read >= text.length) return text.replace(/\s+/g, ' ').trim();
    // Trimmed at its end too: what follows the start read may be only whitespace.
    const flat = text.slice(0, read).replace(/\s+/g, ' ').trim();
    if (flat.length >= length) return flat;
  }
}

type ChoiceField = 'remote' | 'jobType' | 'level';

class Bitset {
  readonly words: Uint32Array;
  /** `words`: zeroed, `Math.ceil(size / 32)` long (one of `SearchMemory`'s). */
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    // Made per search: ordinary memory, not the index's (see index-memory.ts).
    this.words = words ?? new Uint32Array(Math.ceil(size / 32));
  }
  set(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  has(i: number) {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
  /** Sets every bit set in `words` (another bitset's words). */
  or(words: Uint32Array) {
    for (let w = 0; w < words.length; w++) this.words[w]! |= words[w]!;
  }
  and(other: Bitset) {
    for (let w = 0; w < this.words.length; w++) this.words[w]! &= other.words[w]!;
  }
  /** How many bits are set. */
  count(): number {
    let count = 0;
    for (let w = 0; w < this.words.length; w++) count += popcount(this.words[w]!);
    return count;
  }
}

/**
 * The working memory of searches over `size` jobs (bitsets over every job, the matches grouped by
 * title), given back when a search ends and taken again by the next. At a million jobs a search
 * made 0.5 to 4 MB of such arrays (a bitset is 125 KB, a broad search's matches by title 3.5 MB),
 * and V8 starts a full collection each time fresh array memory grows by 64 MB (see
 * index-memory.ts): under a stream of searches, one every few seconds, each one a pause of its own.
 * Searches run in slices and interleave, so each takes from here through a `SearchScratch` of its
 * own, which gives back exactly what it took.
 */
class SearchMemory {
  /**
   * Free arrays kept at most: bitsets for a few searches under way at once (a search takes up to
   * ten), lists for two (a list is 4 MB at a million jobs). More are left to the collector.
   */
  private static readonly WORDS_KEPT = 32;
  private static readonly LISTS_KEPT = 2;
  private readonly freeWords: Uint32Array[] = [];
  private readonly freeLists: Uint32Array[] = [];
  constructor(readonly size: number) {}

  /** Zeroed bitset words for `size` jobs. */
  takeWords(): Uint32Array {
    const words = this.freeWords.pop();
    if (!words) return new Uint32Array(Math.ceil(this.size / 32));
    words.fill(0);
    return words;
  }

  /** An array of `size` numbers (not zeroed). */
  takeList(): Uint32Array {
    return this.freeLists.pop() ?? new Uint32Array(this.size);
  }

  give(words: readonly Uint32Array[], lists: readonly Uint32Array[]) {
    for (const w of words) if (this.freeWords.length < SearchMemory.WORDS_KEPT) this.freeWords.push(w);
    for (const l of lists) if (this.freeLists.length < SearchMemory.LISTS_KEPT) this.freeLists.push(l);
  }
}

/** What one search took from `SearchMemory`, given back whole by `release` when it ends. */
class SearchScratch {
  private readonly words: Uint32Array[] = [];
  private readonly lists: Uint32Array[] = [];
  constructor(private readonly memory: SearchMemory) {}

  /** An empty bitset over every job, the search's own until `release`. */
  bitset(): Bitset {
    const words = this.memory.takeWords();
    this.words.push(words);
    return new Bitset(this.memory.size, words);
  }

  /** `length` numbers (at most `size`, not zeroed), the search's own until `release`. */
  list(length: number): Uint32Array {
    const list = this.memory.takeList();
    this.lists.push(list);
    return list.subarray(0, length);
  }

  release() {
    this.memory.give(this.words, this.lists);
    this.words.length = 0;
    this.lists.length = 0;
  }
}

/**
 * The best `count` jobs offered, by key (larger is better), ties by place (smaller, so newer, is
 * better): a heap whose root is the worst kept.
 */
class Bests {
  private readonly keys: Float64Array;
  private readonly docs: Uint32Array;
  private size = 0;
  constructor(private readonly count: number) {
    this.keys = new Float64Array(count);
    this.docs = new Uint32Array(count);
  }
  get full(): boolean {
    return this.size === this.count;
  }
  /** The key of the worst kept (once full). */
  get worstKey(): number {
    return this.keys[0]!;
  }
  /** The place of the worst kept (once full). */
  get worstDoc(): number {
    return this.docs[0]!;
  }
  /** Whether entry a is worse than entry b. */
  private worse(a: number, b: number): boolean {
    const { keys, docs } = this;
    return keys[a]! < keys[b]! || (keys[a] === keys[b] && docs[a]! > docs[b]!);
  }
  private swap(a: number, b: number) {
    const { keys, docs } = this;
    [keys[a], keys[b]] = [keys[b]!, keys[a]!];
    [docs[a], docs[b]] = [docs[b]!, docs[a]!];
  }
  offer(key: number, doc: number) {
    const { keys, docs } = this;
    if (this.count === 0) return;
    if (this.size < this.count) {
      let i = this.size++;
      keys[i] = key;
      docs[i] = doc;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (key < keys[0]! || (key === keys[0] && doc > docs[0]!)) return;
    keys[0] = key;
    docs[0] = doc;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.size && this.worse(l, m)) m = l;
      if (r < this.size && this.worse(r, m)) m = r;
      if (m === i) return;
      this.swap(i, m);
      i = m;
    }
  }
  /** The jobs kept, best first. */
  inOrder(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => this.keys[b]! - this.keys[a]! || this.docs[a]! - this.docs[b]!);
    return order.map((i) => this.docs[i]!);
  }
}

/** Where a searched text may be: the jobs to look at, and the text to find when a look-up is not exact. */
interface Lookup {
  candidates: Bitset;
  /** Null when every candidate contains the text. */
  needle: Buffer | null;
}

/**
 * One normalised text per job as UTF-8 in one buffer, with a word index over it. Texts are added
 * in job order, then `finish` builds the posting lists.
 */
class TextIndex {
  /** Words, and the runs of punctuation between them (ids in `separatorIds`), by id. */
  private readonly byWord = new WordTable();
  private readonly separatorIds: number[] = [];
  /** The words (not the separators), for finding those holding a search's word. */
  private readonly joined = new JoinedWords();
  /**
   * The jobs of each word: for a word in more than 1 job in 32, a bitset (`denseLists[denseOf[id]]`);
   * for the rest, an ascending run of job ids in one array for all of them (`sparse`, from
   * `sparseStart[id]` to `sparseStart[id + 1]`), not an array per word (a board's vocabulary runs to
   * a million words, and as many small arrays weigh on the heap and its collections).
   */
  private sparse = indexArray(Uint32Array, 0);
  private sparseStart = indexArray(Float64Array, 1);
  private denseLists: Uint32Array[] = [];
  private denseOf = indexArray(Int32Array, 0);
  private get vocabulary(): readonly string[] {
    return this.byWord.words;
  }
  /** The jobs' texts. */
  private readonly texts: DocTexts;
  // Build state: each job's distinct word ids, and how many jobs hold each word.
  private docWords = new Uint32Blocks();
  private docWordStart!: Uint32Array;
  private counted = new GrowableArray(indexArray(Uint32Array, 1024), (n) => indexArray(Uint32Array, n));
  /** Per word, the last job counted for it, plus one (0: none yet). */
  private lastSeen = new GrowableArray(indexArray(Uint32Array, 1024), (n) => indexArray(Uint32Array, n));

  /** `size` is the most jobs it may get; `finish` says how many it got. Its arrays: `allocate`. */
  constructor(private size: number) {
    this.texts = new DocTexts(size, false);
  }

  /** Makes the arrays for `size` jobs (see `freshArray`). */
  *allocate(): Steps {
    yield* this.texts.allocate();
    this.docWordStart = yield* freshArray(Uint32Array, this.size + 1);
  }

  /** Shares `previous`'s texts from now on (`DocTexts.shareFrom`). */
  shareFrom(previous: TextIndex): Steps {
    return this.texts.shareFrom(previous.texts);
  }

  /**
   * Adds job `doc`'s text (normalised); jobs in order. `previousDoc`: the same job's place in the
   * index shared from (`shareFrom`), if it was there.
   */
  add(doc: number, text: string, previousDoc = -1) {
    this.docWordStart[doc] = this.docWords.length;
    // Runs alternate: words, and what lies between them (indexed unless a single space).
    let start = 0;
    let inWord = text.length > 0 && isWordChar(text.charCodeAt(0));
    for (let i = 1; i <= text.length; i++) {
      if (i < text.length && isWordChar(text.charCodeAt(i)) === inWord) continue;
      if (inWord || i - start > 1 || text.charCodeAt(start) !== SPACE) this.take(doc, text, start, i, inWord);
      start = i;
      inWord = !inWord;
    }
    this.texts.add(doc, text, previousDoc);
  }

  /** Counts `text`'s run `start` to `end` for job `doc`, once per job. */
  private take(doc: number, text: string, start: number, end: number, isWord: boolean) {
    const before = this.byWord.size;
    const id = this.byWord.idOf(text, start, end);
    if (id === before) {
      if (!isWord) this.separatorIds.push(id);
      this.counted.push(0);
      this.lastSeen.push(0);
    }
    if (this.lastSeen.data[id] !== doc + 1) {
      this.lastSeen.data[id] = doc + 1;
      this.counted.data[id]!++;
      this.docWords.push(id);
    }
  }

  /** Builds the posting lists once the texts of jobs 0 to `count - 1` are added; yields every few jobs. */
  *finish(count: number): Steps {
    this.size = count;
    const { size, counted, docWords, docWordStart } = this;
    docWordStart[size] = docWords.length;
    yield* this.texts.finish(size);

    const denseFrom = Math.max(32, Math.ceil(size / 32));
    const words = Math.ceil(size / 32);
    const vocabularySize = this.vocabulary.length;
    // Every array written out of order below comes mapped (`freshArray`, in slices off the event loop).
    const denseOf = yield* freshArray(Int32Array, vocabularySize);
    this.denseOf = denseOf.fill(-1);
    this.sparseStart = yield* freshArray(Float64Array, vocabularySize + 1);
    let sparseCount = 0;
    // A bitset of a million postings is 125 KB: a step every 1 MB of bitsets mapped.
    let mapped = 0;
    for (let id = 0; id < vocabularySize; id++) {
      const n = counted.data[id]!;
      this.sparseStart[id] = sparseCount;
      if (n > denseFrom) {
        const bitset = indexArray(Uint32Array, words);
        this.denseOf[id] = this.denseLists.push(bitset) - 1;
        mapPages(bitset);
        mapped += bitset.byteLength;
      } else sparseCount += n;
      // A board's vocabulary runs to hundreds of thousands of words (reference numbers and the like).
      if (id % 4096 === 4095 || mapped >= PREFAULT_STEP) {
        mapped = 0;
        yield;
      }
    }
    this.sparseStart[vocabularySize] = sparseCount;
    this.sparse = yield* freshArray(Uint32Array, sparseCount);
    const filled = yield* freshArray(Float64Array, vocabularySize);
    filled.set(this.sparseStart.subarray(0, vocabularySize));
    // A step every 8,192 postings: a million jobs' are written all over a gigabyte.
    let written = 0;
    for (let doc = 0; doc < size; doc++) {
      for (let k = docWordStart[doc]!; k < docWordStart[doc + 1]!; k++) {
        const id = docWords.at(k);
        const dense = this.denseOf[id]!;
        if (dense >= 0) this.denseLists[dense]![doc >>> 5]! |= 1 << (doc & 31);
        else this.sparse[filled[id]!++] = doc;
      }
      written += docWordStart[doc + 1]! - docWordStart[doc]!;
      if (written >= 1 << 13) {
        written = 0;
        yield;
      }
    }
    const separators = new Set(this.separatorIds);
    yield* this.joined.build(this.vocabulary, (id) => !separators.has(id));
    // The build state is not needed any more.
    this.docWords = new Uint32Blocks();
    this.counted = new GrowableArray(indexArray(Uint32Array, 0), (n) => indexArray(Uint32Array, n));
    this.lastSeen = new GrowableArray(indexArray(Uint32Array, 0), (n) => indexArray(Uint32Array, n));
  }

  textOf(doc: number): Buffer {
    return this.texts.view(doc);
  }

  /** The texts' bytes: all those held, and those not shared (for reports). */
  get textBytes(): { held: number; own: number } {
    return this.texts.heldBytes;
  }

  /** Whether job `doc`'s text contains what `lookup` looks for. */
  contains(doc: number, lookup: Lookup): boolean {
    return lookup.candidates.has(doc) && (lookup.needle === null || this.textOf(doc).includes(lookup.needle));
  }

  /**
   * The jobs that may contain `q` (normalised, non-empty), and what to find in their text when the
   * look-up is not exact (it is for a search of word characters only). In steps: a short search
   * ('go') is held by tens of thousands of a large board's words, whose postings together are
   * hundreds of milliseconds of work at a million jobs.
   */
  *lookup(q: string, scratch: SearchScratch): Steps<Lookup> {
    const words = runsOf(q, true);
    if (words.length === 1 && words[0]!.run.length === q.length) {
      const result = scratch.bitset();
      yield* this.orAll(result, this.wordsHolding(q, 'in'));
      return { candidates: result, needle: null };
    }
    // Each run of the search lies in a run of the same kind in the text: one between others
    // is one of the text's whole, the first ends one and the last begins one. A single space
    // between words is not indexed (it is everywhere).
    let narrowed: Bitset | undefined;
    const runs = [...words, ...runsOf(q, false).filter(({ run }) => run !== ' ')];
    for (const { run, start } of runs) {
      // Open at the search's ends: the text's run may go on past them.
      const left = start === 0;
      const right = start + run.length === q.length;
      const set = scratch.bitset();
      let ids: number[];
      if (!left && !right) {
        const id = this.byWord.get(run);
        ids = id === undefined ? [] : [id];
      } else if (isWordChar(run.charCodeAt(0))) {
        ids = this.wordsHolding(run, left && right ? 'in' : left ? 'end' : 'start');
      } else {
        ids = this.separatorIds.filter((id) => {
          const v = this.vocabulary[id]!;
          return left && right ? v.includes(run) : left ? v.endsWith(run) : v.startsWith(run);
        });
      }
      yield* this.orAll(set, ids);
      if (narrowed) narrowed.and(set);
      else narrowed = set;
    }
    return { candidates: narrowed ?? scratch.bitset(), needle: Buffer.from(q, 'utf8') };
  }

  /** The ids of the words containing `text` (`in`), beginning (`start`) or ending (`end`) with it. */
  private wordsHolding(text: string, where: 'in' | 'start' | 'end'): number[] {
    const ids: number[] = [];
    this.joined.forEach(text, where, (id) => ids.push(id));
    return ids;
  }

  /** Sets in `target` the jobs of every word of `ids`; a step every `LOOKUP_STEP` postings or so. */
  private *orAll(target: Bitset, ids: readonly number[]): Steps {
    let work = 0;
    for (const id of ids) {
      const dense = this.denseOf[id]!;
      if (dense >= 0) {
        target.or(this.denseLists[dense]!);
        // A bitset's words: a 32nd of the jobs.
        work += target.words.length;
      } else {
        const end = this.sparseStart[id + 1]!;
        for (let k = this.sparseStart[id]!; k < end; k++) target.set(this.sparse[k]!);
        // And a little for the word itself, however few its jobs.
        work += end - this.sparseStart[id]! + 8;
      }
      if (work >= LOOKUP_STEP) {
        work = 0;
        yield;
      }
    }
  }
}

export class JobSearchIndex {
  /** How many jobs it holds (set once built). */
  size = 0;
  options!: JobFilterOptions;
  /** Active jobs per company name, lower-cased (samples left out). */
  companyCounts!: ReadonlyMap<string, number>;

  /**
   * Each job's card as JSON, read back for the page asked for: a million records on the heap (770
   * bytes a job, measured at 200,000) were what every collection marked.
   */
  private readonly summaries: DocTexts;
  /** Each job's id, and whether it is a sample posting (1). */
  private jobIds!: Float64Array;
  private sample!: Uint8Array;
  /** The distinct titles as the ranking reads them, and each job's among them. */
  private readonly titles: JobTitle[] = [];
  /** The distinct titles as posted, by the same ids. */
  private readonly titleNames: string[] = [];
  private titleOf!: Uint32Array;
  /** The most other texts (company, skills, description) a job has. */
  private maxOtherTexts = 2;
  /**
   * Each title's skills: those of its jobs, each as many times as one job lists it at most
   * (`titleSkillIds` from `titleSkillStart[t]` to `titleSkillStart[t + 1]`). However many of a
   * job's skills hold a query word, those of its title hold as many (see `byRelevance`).
   */
  private titleSkillStart = indexArray(Uint32Array, 1);
  private titleSkillIds = indexArray(Uint32Array, 0);
  /**
   * Each title's companies, once each (`titleCompanyIds` from `titleCompanyStart[t]` to
   * `titleCompanyStart[t + 1]`): a title none of whose companies holds a query word has no job
   * whose company does (see `byRelevance`).
   */
  private titleCompanyStart = indexArray(Uint32Array, 1);
  private titleCompanyIds = indexArray(Uint32Array, 0);
  /** The jobs carrying each code (`codesOf` their title and skills, normalised). */
  private readonly codeDocs = new Map<string, number[]>();
  /** Title, company and skills, normalised, a newline between fields. */
  private readonly heads: TextIndex;
  /** Descriptions, normalised. */
  private readonly descriptions: TextIndex;
  // Filter fields as small ids, so a filter is decided once per distinct value, not once per job.
  private companyIds!: Uint32Array;
  private readonly companyNames: string[] = [];
  /** The company names in the search's form (`normaliseSearchText`), by id. */
  private companyTexts!: string[];
  private locationIds!: Uint32Array;
  private readonly locationNames: string[] = [];
  /** Job i's skills are ids `skillIds[skillStart[i]]` to `skillIds[skillStart[i + 1] - 1]`: one array, not one per job. */
  private readonly skillIds = new GrowableArray(indexArray(Uint32Array, 1 << 12), (n) =>
    indexArray(Uint32Array, n),
  );
  private skillStart!: Uint32Array;
  /** Normalised. */
  private readonly skillNames: string[] = [];
  /** The remote type, job type and level, lower-cased ('' when not given), as ids into `choiceNames`. */
  private choices!: Record<ChoiceField, Uint32Array>;
  private readonly choiceNames: Record<ChoiceField, string[]> = { remote: [], jobType: [], level: [] };
  /** Each filter field's jobs by value, made once every job is in: what the filters read. */
  private byValue!: Record<'company' | 'location' | 'skills' | ChoiceField, ValuePostings>;

  /**
   * Builds the index in slices of `sliceMs`, letting the event loop serve requests in between: at
   * a million postings the whole build takes a minute or more. `jobs` newest first.
   */
  static create(jobs: readonly IndexedJob[], sliceMs = 10): Promise<JobSearchIndex> {
    return JobSearchIndex.fromPages(jobs.length, [jobs], sliceMs);
  }

  /**
   * Builds the index from pages of jobs as they are read (newest first across the pages), in
   * slices of `sliceMs`: a page's descriptions are indexed and can be let go before the next page
   * is read, so a board of a million postings is never held whole. `most` sizes the index (the
   * count of rows to read); pages beyond it are not read, and fewer jobs are fine.
   */
  static async fromPages(
    most: number,
    pages: Iterable<readonly IndexedJob[]> | AsyncIterable<readonly IndexedJob[]>,
    sliceMs = 10,
    previous?: JobSearchIndex,
  ): Promise<JobSearchIndex> {
    const index = new JobSearchIndex([], false, most);
    // One run of slices over every page: pages made without waiting (no database between them)
    // still give the event loop its turns.
    const run = slicer(sliceMs);
    await run(index.allocate());
    if (previous) await run(index.shareFrom(previous));
    for await (const page of pages) {
      await run(index.add(page));
      if (index.added >= most) break;
    }
    await run(index.finish());
    return index;
  }

  /** Builds the whole index at once. `jobs` newest first (the order every answer keeps). */
  constructor(jobs: readonly IndexedJob[], indexNow = true, most = jobs.length) {
    this.heads = new TextIndex(most);
    this.descriptions = new TextIndex(most);
    this.summaries = new DocTexts(most, false);
    this.building = {
      most,
      titleIds: new Map(),
      counts: new Map(),
      companyIds: new Map(),
      locationIds: new Map(),
      skillIds: new Map(),
      choiceIds: { remote: new Map(), jobType: new Map(), level: new Map() },
      bringers: [],
      optionKeys: new Set(),
    };
    if (indexNow) {
      runNow(this.allocate());
      runNow(this.add(jobs));
      runNow(this.finish());
    }
  }

  /**
   * Makes the arrays for the most jobs it may get, in steps: a dozen arrays of 4 to 8 MB each at a
   * million jobs, made on the event loop in one step, were fresh memory the kernel maps (see
   * `freshArray`).
   */
  private *allocate(): Steps {
    const { most } = this.building!;
    yield* this.heads.allocate();
    yield* this.descriptions.allocate();
    yield* this.summaries.allocate();
    this.jobIds = yield* freshArray(Float64Array, most);
    this.sample = yield* freshArray(Uint8Array, most);
    this.titleOf = yield* freshArray(Uint32Array, most);
    this.companyIds = yield* freshArray(Uint32Array, most);
    this.locationIds = yield* freshArray(Uint32Array, most);
    this.skillStart = yield* freshArray(Uint32Array, most + 1);
    this.choices = {
      remote: yield* freshArray(Uint32Array, most),
      jobType: yield* freshArray(Uint32Array, most),
      level: yield* freshArray(Uint32Array, most),
    };
  }

  /** Jobs taken so far (a build under way). */
  private added = 0;
  /** What a build keeps between pages; dropped once finished. */
  private building: {
    most: number;
    titleIds: Map<string, number>;
    counts: Map<string, number>;
    companyIds: Map<string, number>;
    locationIds: Map<string, number>;
    skillIds: Map<string, number>;
    choiceIds: Record<ChoiceField, Map<string, number>>;
    /**
     * The first job bringing each company, skill or option value: `jobFilterOptions` of these is
     * that of every job (first seen wins), and costs no full pass at once.
     */
    bringers: IndexedJob[];
    optionKeys: Set<string>;
    /** The previous index's job ids by place, and its places in order of id (`shareFrom`). */
    previous?: { ids: Float64Array; byId: Int32Array };
  } | null;

  /**
   * Builds this index over the same board as `previous` (the index in use, built before it): the
   * descriptions and summaries of the jobs that have not changed since are not held twice, in the
   * two indexes alive while this one is built nor after. A board's descriptions are most of its
   * index (about 5.8 of 7.9 KB a job), and a sync changes a few of them.
   */
  private *shareFrom(previous: JobSearchIndex): Steps {
    const ids = previous.jobIds.subarray(0, previous.size);
    const byId = yield* sortedPositions(ids.length, (a, b) => ids[a]! - ids[b]!);
    this.building!.previous = { ids, byId };
    yield* this.descriptions.shareFrom(previous.descriptions);
    yield* this.summaries.shareFrom(previous.summaries);
  }

  /** Job `id`'s place in the previous index (`shareFrom`), or -1. */
  private previousDocOf(id: number): number {
    const previous = this.building!.previous;
    if (!previous) return -1;
    const { ids, byId } = previous;
    let low = 0;
    let high = byId.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const doc = byId[middle]!;
      if (ids[doc] === id) return doc;
      if (ids[doc]! < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Everything per job of one page, its texts included, a few jobs a step. */
  private *add(jobs: readonly IndexedJob[]): Steps {
    const b = this.building!;
    const intern = (names: string[], ids: Map<string, number>, value: string) => {
      let id = ids.get(value);
      if (id === undefined) {
        id = names.length;
        names.push(value);
        ids.set(value, id);
      }
      return id;
    };
    const brings = (key: string) => {
      if (b.optionKeys.has(key)) return false;
      b.optionKeys.add(key);
      return true;
    };
    for (let i = 0; i < jobs.length && this.added < b.most; i++) {
      const doc = this.added++;
      const j = jobs[i]!;
      const { description, ...summary } = j;
      const previousDoc = this.previousDocOf(j.id);
      // The same job unchanged: its card in use is kept, not held twice.
      this.summaries.addJson(
        doc,
        { ...summary, preview: summary.preview || previewOf(description) },
        previousDoc,
      );
      this.jobIds[doc] = j.id;
      this.sample[doc] = j.isSample ? 1 : 0;
      let titleId = b.titleIds.get(j.title);
      if (titleId === undefined) {
        titleId = this.titles.push(jobTitle(j.title)) - 1;
        this.titleNames.push(j.title);
        b.titleIds.set(j.title, titleId);
      }
      this.titleOf[doc] = titleId;
      if (2 + j.skills.length > this.maxOtherTexts) this.maxOtherTexts = 2 + j.skills.length;
      for (const code of codesOf(j.title, j.skills)) {
        const docs = this.codeDocs.get(code);
        if (docs) docs.push(doc);
        else this.codeDocs.set(code, [doc]);
      }
      const company = j.company.toLowerCase();
      if (!j.isSample) b.counts.set(company, (b.counts.get(company) ?? 0) + 1);
      this.companyIds[doc] = intern(this.companyNames, b.companyIds, company);
      this.locationIds[doc] = intern(
        this.locationNames,
        b.locationIds,
        normaliseSearchText(j.location ?? ''),
      );
      this.skillStart[doc] = this.skillIds.length;
      for (const skill of j.skills)
        this.skillIds.push(intern(this.skillNames, b.skillIds, normaliseSearchText(skill)));
      this.skillStart[doc + 1] = this.skillIds.length;
      for (const [field, value] of [
        ['remote', j.remoteType],
        ['jobType', j.jobType],
        ['level', j.experienceLevel],
      ] as const) {
        this.choices[field][doc] = intern(
          this.choiceNames[field],
          b.choiceIds[field],
          value?.toLowerCase() ?? '',
        );
      }
      let brought = brings(`c${company}`);
      for (const skill of j.skills) if (brings(`s${skill.toLowerCase()}`)) brought = true;
      if (brings(`r${j.remoteType ?? ''}`)) brought = true;
      if (brings(`t${j.jobType ?? ''}`)) brought = true;
      if (brings(`l${j.experienceLevel ?? ''}`)) brought = true;
      if (brought) b.bringers.push(j);
      // The texts go into the buffers and word indexes now: the page's strings are not kept.
      this.heads.add(doc, [j.title, j.company, ...j.skills].map(normaliseSearchText).join('\n'));
      this.descriptions.add(doc, normaliseSearchText(description), previousDoc);
      // A posting's text is kilobytes (the preview reads it whole too): a few jobs a step.
      if (doc % 8 === 7) yield;
    }
  }

  /** The word indexes' posting lists and what is read per title, once every job is in. */
  private *finish(): Steps {
    const b = this.building!;
    const n = this.added;
    this.size = n;
    this.options = jobFilterOptions(b.bringers);
    this.companyCounts = b.counts;
    this.companyTexts = this.companyNames.map(normaliseSearchText);
    this.building = null;
    yield* this.heads.finish(n);
    yield* this.descriptions.finish(n);
    yield* this.summaries.finish(n);
    yield* this.indexTitleTexts();
    yield* this.indexFilterValues();
  }

  /**
   * `byValue`. The location, remote type, job type and level of each job are read by the filters
   * only, so their arrays go once their values' postings are made.
   */
  private *indexFilterValues(): Steps {
    const n = this.size;
    const { choices, choiceNames } = this;
    this.byValue = {
      company: yield* ValuePostings.build(n, this.companyNames.length, this.companyIds),
      location: yield* ValuePostings.build(n, this.locationNames.length, this.locationIds),
      remote: yield* ValuePostings.build(n, choiceNames.remote.length, choices.remote),
      jobType: yield* ValuePostings.build(n, choiceNames.jobType.length, choices.jobType),
      level: yield* ValuePostings.build(n, choiceNames.level.length, choices.level),
      skills: yield* ValuePostings.build(n, this.skillNames.length, this.skillIds.data, this.skillStart),
    };
    const none = indexArray(Uint32Array, 0);
    this.locationIds = none;
    this.choices = { remote: none, jobType: none, level: none };
  }

  /**
   * `titleSkillStart` and `titleSkillIds`, `titleCompanyStart` and `titleCompanyIds`: the jobs
   * grouped by title, then each one's skills and company read.
   */
  private *indexTitleTexts(): Steps {
    const { size, titleOf, skillStart, companyIds } = this;
    const skillIds = this.skillIds.data;
    const titleCount = this.titles.length;
    const from = new Uint32Array(titleCount + 1);
    for (let doc = 0; doc < size; doc++) {
      from[titleOf[doc]! + 1]!++;
      if (doc % JOBS_A_STEP === JOBS_A_STEP - 1) yield;
    }
    for (let t = 0; t < titleCount; t++) from[t + 1]! += from[t]!;
    const byTitle = yield* freshArray(Uint32Array, size);
    const next = from.slice(0, titleCount);
    for (let doc = 0; doc < size; doc++) {
      byTitle[next[titleOf[doc]!]!++] = doc;
      if (doc % JOBS_A_STEP === JOBS_A_STEP - 1) yield;
    }
    // Per skill, the title it was last counted for and how many times.
    const seenFor = new Int32Array(this.skillNames.length).fill(-1);
    const held = new Uint32Array(this.skillNames.length);
    const ids = new GrowableArray(indexArray(Uint32Array, 1 << 12), (n) => indexArray(Uint32Array, n));
    const start = indexArray(Uint32Array, titleCount + 1);
    // Per company, the title it was last listed for.
    const companyListedFor = new Int32Array(this.companyNames.length).fill(-1);
    const companies = new GrowableArray(indexArray(Uint32Array, 1 << 12), (n) => indexArray(Uint32Array, n));
    const companyStart = indexArray(Uint32Array, titleCount + 1);
    let work = 0;
    for (let t = 0; t < titleCount; t++) {
      start[t] = ids.length;
      companyStart[t] = companies.length;
      for (let k = from[t]!; k < from[t + 1]!; k++) {
        const doc = byTitle[k]!;
        const company = companyIds[doc]!;
        if (companyListedFor[company] !== t) {
          companyListedFor[company] = t;
          companies.push(company);
        }
        const first = skillStart[doc]!;
        const last = skillStart[doc + 1]!;
        for (let s = first; s < last; s++) {
          const id = skillIds[s]!;
          let times = 0;
          for (let r = first; r < last; r++) if (skillIds[r] === id) times++;
          if (seenFor[id] !== t) {
            seenFor[id] = t;
            held[id] = 0;
          }
          for (; held[id]! < times; held[id]!++) ids.push(id);
        }
        work += last - first + 1;
        if (work >= JOBS_A_STEP) {
          work = 0;
          yield;
        }
      }
    }
    start[titleCount] = ids.length;
    this.titleSkillStart = start;
    this.titleSkillIds = ids.data.subarray(0, ids.length);
    companyStart[titleCount] = companies.length;
    this.titleCompanyStart = companyStart;
    this.titleCompanyIds = companies.data.subarray(0, companies.length);
  }

  /** The descriptions' bytes: all those held, and those not shared with the index built before. */
  get descriptionBytes(): { held: number; own: number } {
    return this.descriptions.textBytes;
  }

  /** The cards' bytes: all those held, and those not shared with the index built before. */
  get summaryBytes(): { held: number; own: number } {
    return this.summaries.heldBytes;
  }

  /** Job `doc`'s card. */
  private summaryOf(doc: number): JobSummary {
    return this.summaries.record<JobSummary>(doc);
  }

  /** The ids of the jobs that are not samples, newest first (the sitemap). */
  publicIds(): number[] {
    const ids: number[] = [];
    for (let doc = 0; doc < this.size; doc++) if (this.sample[doc] === 0) ids.push(this.jobIds[doc]!);
    return ids;
  }

  /**
   * The jobs that are not samples whose title `match` says yes to, newest first: asked once per
   * distinct title, and only the matches' cards read.
   */
  postingsTitled(match: (title: string) => boolean): JobSummary[] {
    const yes = this.titleNames.map(match);
    const found: JobSummary[] = [];
    for (let doc = 0; doc < this.size; doc++)
      if (this.sample[doc] === 0 && yes[this.titleOf[doc]!]) found.push(this.summaryOf(doc));
    return found;
  }

  /**
   * The jobs matching the search and filters, one page and the total: newest first, or by
   * relevance (`byRelevance`) when there is a search. At once: `searchSteps` in slices is what
   * the board's requests use.
   */
  search(query: JobSearch): { jobs: JobSummary[]; total: number } {
    return runNow(this.searchSteps(query));
  }

  /**
   * `search` in steps of a fraction of a millisecond. A search of a phrase ('data engineer') reads
   * the text of every job holding its words: 263 MB of descriptions in 157 ms at 100,000 jobs,
   * seconds at a million, which in one go would hold every other request and health check as
   * long. Run in slices, it lets them be answered between slices. No step leaves the index in the
   * middle of a change (what a search counts is its own), so searches interleaved with each other
   * answer as they would alone.
   */
  *searchSteps(query: JobSearch): Steps<{ jobs: JobSummary[]; total: number }> {
    this.memory ??= new SearchMemory(this.size);
    const scratch = new SearchScratch(this.memory);
    try {
      return yield* this.searchWith(query, scratch);
    } finally {
      scratch.release();
    }
  }

  /** Working memory of searches, reused from one to the next (see `SearchMemory`). */
  private memory?: SearchMemory;

  /** `searchSteps`, its bitsets and lists taken from `scratch` (nothing taken outlives it). */
  private *searchWith(
    query: JobSearch,
    scratch: SearchScratch,
  ): Steps<{ jobs: JobSummary[]; total: number }> {
    const q = normaliseSearchText(query.search);
    const inHead = q ? yield* this.heads.lookup(q, scratch) : null;
    const inDescription = q ? yield* this.descriptions.lookup(q, scratch) : null;
    const kept = yield* this.filterSet(query.filters, scratch);
    const relevance = q && query.byRelevance ? jobRelevance(query.search) : null;
    const end = query.offset + query.limit;
    if (!inHead && !kept) {
      const page: JobSummary[] = [];
      for (let doc = query.offset; doc < Math.min(end, this.size); doc++) page.push(this.summaryOf(doc));
      return { jobs: page, total: this.size };
    }
    // A search the word indexes cannot answer alone (a phrase, punctuation) is checked in the texts
    // of the jobs that may hold it, except those already checked for it lately.
    const readsText = inHead !== null && (inHead.needle !== null || inDescription!.needle !== null);
    let lately = readsText ? this.recentTextMatches(q) : undefined;
    const check = readsText && lately?.checked !== null;
    if (check && !lately) {
      lately = { found: new Bitset(this.size), checked: new Bitset(this.size) };
      this.keepTextMatches(q, lately);
    }
    // The jobs that may match: those the filters keep whose head or description may hold the search.
    let maybe = kept;
    if (inHead) {
      let either = lately && !check ? lately.found : undefined;
      if (!either) {
        either = scratch.bitset();
        either.or(inHead.candidates.words);
        either.or(inDescription!.candidates.words);
      }
      if (maybe) maybe.and(either);
      else maybe = either;
    }
    // The matches: those that may match when no text is read, else those whose text holds it.
    let matches = maybe!;
    let total = 0;
    if (check) {
      matches = scratch.bitset();
      const words = maybe!.words;
      // A step every 32 jobs whose text is read (a description is kilobytes), or every 2,048 jobs.
      let work = 0;
      // Held here: a search of the same text interleaved with this one may finish checking first.
      const { found, checked } = lately!;
      for (let w = 0; w < words.length; w++) {
        for (let bits = words[w]!; bits !== 0; ) {
          const low = bits & -bits;
          bits ^= low;
          const doc = (w << 5) + 31 - Math.clz32(low);
          if (!checked!.has(doc)) {
            if (++work === 32) {
              work = 0;
              yield;
            }
            // Only jobs the filters keep have their text read. Checked and found are set in the same
            // step, so a search interleaved with this one reads them whole.
            checked!.set(doc);
            if (this.heads.contains(doc, inHead!) || this.descriptions.contains(doc, inDescription!))
              found.set(doc);
          }
          if (found.has(doc)) {
            matches.set(doc);
            total++;
          }
        }
        if (w % 64 === 63) yield;
      }
      // With no filter every job that may hold the text was checked: its matches are all known.
      if (!kept) lately!.checked = null;
    } else total = matches.count();
    yield;
    const page: JobSummary[] = [];
    if (relevance) {
      const known = new Map([[q, inDescription!]]);
      const best = yield* this.byRelevance(relevance, matches, total, end, known, scratch);
      for (const doc of best.slice(query.offset)) page.push(this.summaryOf(doc));
    } else {
      // Newest first: the page is the matches from the offset on, found without reading the rest.
      let seen = 0;
      for (let w = 0; w < matches.words.length && seen < end; w++) {
        for (let bits = matches.words[w]!; bits !== 0 && seen < end; ) {
          const low = bits & -bits;
          bits ^= low;
          if (seen++ >= query.offset) page.push(this.summaryOf((w << 5) + 31 - Math.clz32(low)));
        }
      }
    }
    return { jobs: page, total };
  }

  /**
   * The searches read in the jobs' texts lately, each with the jobs checked for it and those of
   * them whose head or description holds it, the most recent last: a board's searches are a few
   * popular ones over and over ('data engineer', 'product manager'), with filters or not, and
   * checking one reads gigabytes of descriptions at a million jobs. A search reads the texts only
   * of the jobs not checked yet; once a search without filters checked them all, the matches are
   * the answer. An index does not change once built, so what it found stays true for its life.
   * Two bitsets a search (125 KB each at a million jobs), one once all are checked;
   * `TEXT_MATCHES_KEPT` searches at most.
   */
  private readonly textMatches = new Map<string, TextMatches>();

  private recentTextMatches(q: string): TextMatches | undefined {
    const matches = this.textMatches.get(q);
    if (matches) this.keepTextMatches(q, matches);
    return matches;
  }

  /** Keeps `matches` as the most recent (last), letting the least recent go past the limit. */
  private keepTextMatches(q: string, matches: TextMatches) {
    this.textMatches.delete(q);
    this.textMatches.set(q, matches);
    if (this.textMatches.size > TEXT_MATCHES_KEPT)
      this.textMatches.delete(this.textMatches.keys().next().value!);
  }

  /**
   * The first `count` of `matches` (a bitset of `n` jobs) by relevance, ties newest first.
   * `known`: description look-ups already made.
   */
  private *byRelevance(
    relevance: NonNullable<ReturnType<typeof jobRelevance>>,
    matches: Bitset,
    n: number,
    count: number,
    known: ReadonlyMap<string, Lookup>,
    scratch: SearchScratch,
  ): Steps<number[]> {
    const words = relevance.words;
    const inDescription: Lookup[] = [];
    for (const w of words) inDescription.push(known.get(w) ?? (yield* this.descriptions.lookup(w, scratch)));
    const inCompany = words.map((w) => Uint8Array.from(this.companyTexts, (t) => (t.includes(w) ? 1 : 0)));
    const inSkill = words.map((w) => Uint8Array.from(this.skillNames, (t) => (t.includes(w) ? 1 : 0)));
    const withCode = words.map((w) => {
      const carriers = this.codeDocs.get(normaliseCode(w));
      if (!carriers) return null;
      const set = scratch.bitset();
      for (const doc of carriers) set.set(doc);
      return set;
    });
    const mayBeCode = (i: number) => withCode[i] !== null;
    // What each query word has in the job's company, skills and description, for the job keyed.
    const others = new Uint16Array(words.length);
    let doc = 0;
    const wholeIn = (texts: readonly string[], word: string) =>
      Uint8Array.from(texts, (t) => (wordsOf(t).includes(word) ? 1 : 0));
    const companyWords: Uint8Array[] = [];
    const skillWords: Uint8Array[] = [];
    const needles: Buffer[] = [];
    const facts: JobWordFacts = {
      otherTexts: (i) => others[i]!,
      isCode: (i) => {
        const carriers = withCode[i];
        if (!carriers) return false;
        consulted = true;
        return carriers.has(doc);
      },
      isWord: (i, word) => {
        consulted = true;
        companyWords[i] ??= wholeIn(this.companyTexts, word);
        if (companyWords[i][this.companyIds[doc]!] === 1) return true;
        skillWords[i] ??= wholeIn(this.skillNames, word);
        for (let s = this.skillStart[doc]!; s < this.skillStart[doc + 1]!; s++)
          if (skillWords[i][this.skillIds.data[s]!] === 1) return true;
        needles[i] ??= Buffer.from(word, 'utf8');
        return (
          this.descriptions.contains(doc, inDescription[i]!) &&
          holdsWholeWord(this.descriptions.textOf(doc), needles[i], word)
        );
      },
    };
    // A key asked nothing but its title and `others` (no code, no whole word) is the key of every
    // job with that title and those counts: kept by both, packed in one number (a byte a count),
    // as a word most titles lack ('go', 'intern') leaves hundreds of thousands of jobs to key.
    let consulted = false;
    const cacheable =
      words.length <= 4 && this.maxOtherTexts < 255 && this.titles.length < 2 ** (53 - 8 * words.length);
    const keysKnown = new Map<number, number>();
    const keyOf = (titleId: number) => {
      let pack = titleId;
      for (let i = 0; i < words.length; i++) {
        let c =
          inCompany[i]![this.companyIds[doc]!]! +
          (this.descriptions.contains(doc, inDescription[i]!) ? 1 : 0);
        for (let s = this.skillStart[doc]!; s < this.skillStart[doc + 1]!; s++)
          c += inSkill[i]![this.skillIds.data[s]!]!;
        others[i] = c;
        pack = pack * 256 + c;
      }
      if (cacheable) {
        const key = keysKnown.get(pack);
        if (key !== undefined) return key;
      }
      consulted = false;
      const key = relevance.key(this.titles[titleId]!, facts);
      if (cacheable && !consulted) keysKnown.set(pack, key);
      return key;
    };

    // The matches by title, each title's in board order, and each title's most key (`bounds`,
    // known without reading its jobs). This search's own: other searches run between its steps.
    const titleCount = this.titles.length;
    const from = new Uint32Array(titleCount + 1);
    const { titleOf } = this;
    const matchWords = matches.words;
    for (let w = 0; w < matchWords.length; w++) {
      for (let bits = matchWords[w]!; bits !== 0; bits &= bits - 1)
        from[titleOf[(w << 5) + 31 - Math.clz32(bits & -bits)]! + 1]!++;
      if (w % WORDS_A_STEP === WORDS_A_STEP - 1) yield;
    }
    const titles: number[] = [];
    const most = new Float64Array(titleCount);
    for (let id = 0; id < titleCount; id++) {
      if (from[id + 1]! > 0) {
        titles.push(id);
        // A job's other texts holding a query word: its company, its description and its skills that
        // hold it, so no more than its description, its title's companies holding it (one at most)
        // and its title's skills that hold it.
        let others = 0;
        for (let i = 0; i < words.length; i++) {
          let holding = 1;
          for (let k = this.titleCompanyStart[id]!; k < this.titleCompanyStart[id + 1]!; k++)
            if (inCompany[i]![this.titleCompanyIds[k]!] === 1) {
              holding++;
              break;
            }
          for (let k = this.titleSkillStart[id]!; k < this.titleSkillStart[id + 1]!; k++)
            holding += inSkill[i]![this.titleSkillIds[k]!]!;
          others = Math.max(others, holding);
        }
        most[id] = relevance.bounds(this.titles[id]!, Math.min(others, this.maxOtherTexts), mayBeCode)[1];
        if (titles.length % 256 === 0) yield;
      }
      from[id + 1]! += from[id]!;
    }
    const byTitle = scratch.list(n);
    const next = from.slice(0, titleCount);
    for (let w = 0; w < matchWords.length; w++) {
      for (let bits = matchWords[w]!; bits !== 0; bits &= bits - 1) {
        const d = (w << 5) + 31 - Math.clz32(bits & -bits);
        byTitle[next[titleOf[d]!]!++] = d;
      }
      if (w % WORDS_A_STEP === WORDS_A_STEP - 1) yield;
    }
    titles.sort((a, b) => most[b]! - most[a]!);

    // The best `count` so far (`worst` first once full), best first at the end: titles are read
    // from the highest most key down, and none is read once its most is below the worst kept (a
    // key is never above its title's most), nor the rest of a title once it is. At the most, only
    // a job newer than the worst kept could still win the tie: a title's jobs are in board order,
    // so none after it is read.
    const best = new Bests(count);
    let keyed = 0;
    for (const id of titles) {
      if (best.full && most[id]! < best.worstKey) break;
      for (let k = from[id]!; k < from[id + 1]!; k++) {
        doc = byTitle[k]!;
        if (best.full && (most[id]! < best.worstKey || (most[id] === best.worstKey && doc > best.worstDoc)))
          break;
        best.offer(keyOf(id), doc);
        if (++keyed % 256 === 0) yield;
      }
    }
    return best.inOrder();
  }

  /**
   * The jobs the dropdown, location and skill filters keep; null when none is set. Each filter is
   * decided once per distinct value, then its values' jobs are read (`byValue`), a step every
   * 65,536 or so.
   */
  private *filterSet(filters: JobFilters, scratch: SearchScratch): Steps<Bitset | null> {
    let kept: Bitset | null = null;
    /** The jobs holding a value of `names` (by id) that `wanted` says yes to. */
    const keep = function* (
      postings: ValuePostings,
      names: readonly string[],
      wanted: (name: string) => boolean,
    ): Steps {
      const values: number[] = [];
      for (let id = 0; id < names.length; id++) if (wanted(names[id]!)) values.push(id);
      const set = scratch.bitset();
      yield* postings.orInto(set.words, values);
      if (kept) kept.and(set);
      else kept = set;
    };
    const chosen = (v: string) => v.trim() !== '' && v !== ANY;
    if (chosen(filters.company)) {
      const wanted = filters.company.trim().toLowerCase();
      yield* keep(this.byValue.company, this.companyNames, (name) => name === wanted);
    }
    for (const [value, field] of [
      [filters.remoteType, 'remote'],
      [filters.jobType, 'jobType'],
      [filters.experienceLevel, 'level'],
    ] as const) {
      if (chosen(value)) {
        const wanted = value.trim().toLowerCase();
        yield* keep(this.byValue[field], this.choiceNames[field], (name) => name === wanted);
      }
    }
    const location = normaliseSearchText(filters.location);
    if (location) yield* keep(this.byValue.location, this.locationNames, (name) => name.includes(location));
    const skills = filters.skills.map(normaliseSearchText).filter(Boolean);
    if (skills.length > 0)
      yield* keep(this.byValue.skills, this.skillNames, (name) => skills.some((s) => name.includes(s)));
    return kept;
  }
}
