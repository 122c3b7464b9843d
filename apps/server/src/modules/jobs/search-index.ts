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
import { ChunkedBytes, sameChunk } from '../../search/chunked-bytes.ts';
import { GrowableArray } from '../../search/growable-array.ts';
import { runNow, type Steps, slicer } from '../../search/slices.ts';

/**
 * The active jobs in memory, answering the board's search and filters (spec 001 section 5, the rule
 * in core's job-search.ts) without reading every description per request.
 *
 * Each job's searchable text is kept once, normalised, as UTF-8 in off-heap buffers, in two parts
 * each with its own word index (`TextIndex`): its head (title, company and skills, a newline
 * between fields, so a match never spans two) and its description. A job matches when either part
 * contains the search. A word index maps each word to the jobs containing it; a word is a run of
 * ASCII letters and digits and non-ASCII characters, the rest (spaces, punctuation) separates words:
 *
 * - A search made of word characters only ('kube', 'python3') lies inside one word of any text
 *   holding it, so its jobs are exactly those of the index words that contain it.
 * - Any other search ('machine learning', 'c++', 'node.js') is looked up word by word: its first
 *   word must end a word of the text, its last begin one, the ones between match whole words. The
 *   jobs having all of them that also pass the filters are then checked against their text.
 *
 * Posting lists of words in more than one job in 32 are bitsets, the rest sorted id arrays; ids are
 * positions in newest-first order, so every answer comes out in the board's order without sorting.
 *
 * By relevance, the matches are ranked by core's `jobRelevance` before paging, ties newest first.
 * Only the matches that can make the page are keyed: the least and most key of each distinct title
 * bound those of its jobs. What a key asks of a job per query word comes from what the index holds:
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

/** The maximal runs of word characters in `text`, with where each starts. */
function wordRuns(text: string): Array<{ word: string; start: number }> {
  const runs: Array<{ word: string; start: number }> = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const word = i < text.length && isWordChar(text.charCodeAt(i));
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      runs.push({ word: text.slice(start, i), start });
      start = -1;
    }
  }
  return runs;
}

const SPACE = 0x20;
const isAsciiAlnum = (byte: number) =>
  (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57);

/**
 * Whether `word` is a whole word (`wordsOf`) of `text`, a field in the search's form as UTF-8 (so
 * single spaces are its only whitespace): each run of non-spaces holding `needle` is read.
 */
function holdsWord(text: Buffer, needle: Buffer, word: string): boolean {
  let at = text.indexOf(needle);
  while (at >= 0) {
    // Next to an ASCII letter or digit, the word there is longer than this one.
    if ((at > 0 && isAsciiAlnum(text[at - 1]!)) || isAsciiAlnum(text[at + needle.length] ?? 0)) {
      at = text.indexOf(needle, at + 1);
      continue;
    }
    const start = text.lastIndexOf(SPACE, at) + 1;
    let end = text.indexOf(SPACE, at + needle.length);
    if (end < 0) end = text.length;
    if (wordsOf(text.toString('utf8', start, end)).includes(word)) return true;
    at = text.indexOf(needle, end);
  }
  return false;
}

/** The `count` largest of `values` (distinct), largest first. */
function largest(values: Float64Array, count: number): Float64Array {
  if (count >= values.length) return values.slice().sort().reverse();
  // A min-heap of the largest seen so far.
  const heap = values.slice(0, count);
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < count && heap[l]! < heap[m]!) m = l;
      if (r < count && heap[r]! < heap[m]!) m = r;
      if (m === i) return;
      const t = heap[i]!;
      heap[i] = heap[m]!;
      heap[m] = t;
      i = m;
    }
  };
  for (let i = (count >>> 1) - 1; i >= 0; i--) down(i);
  for (let j = count; j < values.length; j++) {
    if (count > 0 && values[j]! > heap[0]!) {
      heap[0] = values[j]!;
      down(0);
    }
  }
  return heap.sort().reverse();
}

const PREVIEW_LENGTH = 240;

/**
 * The start of a description for the card: whitespace collapsed, cut at a word. A copy of its own:
 * a string cut from another keeps the whole of it alive in V8, and an index keeps every preview,
 * so each would hold its job's description (kilobytes) on the heap for as long as the index lives.
 */
export function previewOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return ownCopy(flat);
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return ownCopy(
    `${(space > PREVIEW_LENGTH * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`,
  );
}

/** `text` in a string of its own, referring to no other. */
const ownCopy = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

type Postings = Uint32Array;

class Bitset {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }
  set(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  has(i: number) {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
  or(postings: Postings, dense: boolean) {
    if (dense) for (let w = 0; w < postings.length; w++) this.words[w]! |= postings[w]!;
    else for (const i of postings) this.set(i);
  }
  and(other: Bitset) {
    for (let w = 0; w < this.words.length; w++) this.words[w]! &= other.words[w]!;
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
  private readonly byWord = new Map<string, number>();
  private vocabulary: string[] = [];
  private postings: Postings[] = [];
  /** 1 where a word's postings are a bitset (words in more than 1 job in 32), 0 for an id list. */
  private dense = new Uint8Array(0);
  private text = new ChunkedBytes();
  /** Job i's text is bytes starts[i] to starts[i + 1] (or the end of its chunk). */
  private readonly starts: Float64Array;
  // Build state: each job's distinct word ids, and how many jobs hold each word.
  private bytes = new ChunkedBytes();
  private docWords = new GrowableArray(new Uint32Array(1 << 12), (n) => new Uint32Array(n));
  private readonly docWordStart: Uint32Array;
  private counted = new Uint32Array(1024);
  private lastSeen = new Int32Array(1024).fill(-1);

  /** `size` is the most jobs it may get; `finish` says how many it got. */
  constructor(private size: number) {
    this.starts = new Float64Array(size + 1);
    this.docWordStart = new Uint32Array(size + 1);
  }

  /** Adds job `doc`'s text (normalised); jobs in order. */
  add(doc: number, text: string) {
    this.docWordStart[doc] = this.docWords.length;
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      const word = i < text.length && isWordChar(text.charCodeAt(i));
      if (word) {
        if (start < 0) start = i;
        continue;
      }
      if (start < 0) continue;
      const token = text.slice(start, i);
      start = -1;
      let id = this.byWord.get(token);
      if (id === undefined) {
        id = this.byWord.size;
        this.byWord.set(token, id);
        if (id >= this.counted.length) {
          const more = new Uint32Array(this.counted.length * 2);
          more.set(this.counted);
          this.counted = more;
          const seen = new Int32Array(this.lastSeen.length * 2).fill(-1);
          seen.set(this.lastSeen);
          this.lastSeen = seen;
        }
      }
      if (this.lastSeen[id] !== doc) {
        this.lastSeen[id] = doc;
        this.counted[id]!++;
        this.docWords.reserve(1);
        this.docWords.data[this.docWords.length++] = id;
      }
    }
    this.starts[doc] = this.bytes.append(text);
  }

  /** Builds the posting lists once the texts of jobs 0 to `count - 1` are added; yields every few jobs. */
  *finish(count: number): Generator<void> {
    this.size = count;
    const { size, counted, docWords, docWordStart } = this;
    docWordStart[size] = docWords.length;
    this.starts[size] = this.bytes.end;
    // In chunks of a few megabytes: one buffer of a million descriptions would be copied whole
    // (gigabytes, a stall) each time it grew.
    this.text = this.bytes;
    this.vocabulary = new Array<string>(this.byWord.size);
    let next = 0;
    for (const word of this.byWord.keys()) {
      this.vocabulary[next++] = word;
      if (next % 4096 === 0) yield;
    }

    const denseFrom = Math.max(32, Math.ceil(size / 32));
    const words = Math.ceil(size / 32);
    const vocabularySize = this.vocabulary.length;
    this.dense = new Uint8Array(vocabularySize);
    this.postings = new Array(vocabularySize);
    for (let id = 0; id < vocabularySize; id++) {
      const n = counted[id]!;
      this.dense[id] = n > denseFrom ? 1 : 0;
      this.postings[id] = new Uint32Array(n > denseFrom ? words : n);
      // A board's vocabulary runs to hundreds of thousands of words (reference numbers and the like).
      if (id % 1024 === 1023) yield;
    }
    const filled = new Uint32Array(vocabularySize);
    for (let doc = 0; doc < size; doc++) {
      for (let k = docWordStart[doc]!; k < docWordStart[doc + 1]!; k++) {
        const id = docWords.data[k]!;
        const list = this.postings[id]!;
        if (this.dense[id] === 1) list[doc >>> 5]! |= 1 << (doc & 31);
        else list[filled[id]!++] = doc;
      }
      if (doc % 1024 === 1023) yield;
    }
    // The build state is not needed any more.
    this.docWords = new GrowableArray(new Uint32Array(0), (n) => new Uint32Array(n));
    this.counted = new Uint32Array(0);
    this.lastSeen = new Int32Array(0);
  }

  textOf(doc: number): Buffer {
    const from = this.starts[doc]!;
    const to = this.starts[doc + 1]!;
    return this.text.view(from, sameChunk(from, to) ? to : this.text.chunkEnd(from));
  }

  /** Whether job `doc`'s text contains what `lookup` looks for. */
  contains(doc: number, lookup: Lookup): boolean {
    return lookup.candidates.has(doc) && (lookup.needle === null || this.textOf(doc).includes(lookup.needle));
  }

  /**
   * The jobs that may contain `q` (normalised, non-empty), and what to find in their text when the
   * look-up is not exact (it is for a search of word characters only).
   */
  lookup(q: string): Lookup {
    const runs = wordRuns(q);
    if (runs.length === 1 && runs[0]!.word.length === q.length) {
      const result = new Bitset(this.size);
      for (let id = 0; id < this.vocabulary.length; id++) {
        if (this.vocabulary[id]!.includes(q)) this.orPostings(result, id);
      }
      return { candidates: result, needle: null };
    }
    const needle = Buffer.from(q, 'utf8');
    if (runs.length === 0) {
      // Only punctuation ('++', '#'): nothing to look up, so every text is read.
      const all = new Bitset(this.size);
      all.words.fill(0xffffffff);
      return { candidates: all, needle };
    }
    let narrowed: Bitset | undefined;
    for (const { word, start } of runs) {
      const open = { left: start === 0, right: start + word.length === q.length };
      const set = new Bitset(this.size);
      if (!open.left && !open.right) {
        const id = this.byWord.get(word);
        if (id !== undefined) this.orPostings(set, id);
      } else {
        for (let id = 0; id < this.vocabulary.length; id++) {
          const v = this.vocabulary[id]!;
          const hit =
            open.left && open.right ? v.includes(word) : open.left ? v.endsWith(word) : v.startsWith(word);
          if (hit) this.orPostings(set, id);
        }
      }
      if (narrowed) narrowed.and(set);
      else narrowed = set;
    }
    return { candidates: narrowed!, needle };
  }

  private orPostings(target: Bitset, wordId: number) {
    target.or(this.postings[wordId]!, this.dense[wordId] === 1);
  }
}

export class JobSearchIndex {
  /** How many jobs it holds (set once built). */
  size = 0;
  options!: JobFilterOptions;
  /** Active jobs per company name, lower-cased (samples left out). */
  companyCounts!: ReadonlyMap<string, number>;

  private jobs!: JobSummary[];
  /** The distinct titles as the ranking reads them, and each job's among them. */
  private readonly titles: JobTitle[] = [];
  private titleOf!: Uint32Array;
  /** The most other texts (company, skills, description) a job has. */
  private maxOtherTexts = 2;
  /** Per title, for one ranking at a time: how many matches have it, and its bounds. */
  private perTitle!: { jobs: Uint32Array; least: Float64Array; most: Float64Array };
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
  private jobSkillIds!: Uint32Array[];
  /** Normalised. */
  private readonly skillNames: string[] = [];
  private remote!: Array<string | null>;
  private jobType!: Array<string | null>;
  private level!: Array<string | null>;

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
  ): Promise<JobSearchIndex> {
    const index = new JobSearchIndex([], false, most);
    // One run of slices over every page: pages made without waiting (no database between them)
    // still give the event loop its turns.
    const run = slicer(sliceMs);
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
    this.jobs = new Array<JobSummary>(most);
    this.titleOf = new Uint32Array(most);
    this.companyIds = new Uint32Array(most);
    this.locationIds = new Uint32Array(most);
    this.jobSkillIds = new Array<Uint32Array>(most);
    this.remote = new Array<string | null>(most);
    this.jobType = new Array<string | null>(most);
    this.level = new Array<string | null>(most);
    this.building = {
      most,
      titleIds: new Map(),
      counts: new Map(),
      companyIds: new Map(),
      locationIds: new Map(),
      skillIds: new Map(),
      bringers: [],
      optionKeys: new Set(),
    };
    if (indexNow) {
      runNow(this.add(jobs));
      runNow(this.finish());
    }
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
    /**
     * The first job bringing each company, skill or option value: `jobFilterOptions` of these is
     * that of every job (first seen wins), and costs no full pass at once.
     */
    bringers: IndexedJob[];
    optionKeys: Set<string>;
  } | null;

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
      this.jobs[doc] = { ...summary, preview: summary.preview || previewOf(description) };
      let titleId = b.titleIds.get(j.title);
      if (titleId === undefined) {
        titleId = this.titles.push(jobTitle(j.title)) - 1;
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
      this.jobSkillIds[doc] = Uint32Array.from(j.skills, (s) =>
        intern(this.skillNames, b.skillIds, normaliseSearchText(s)),
      );
      this.remote[doc] = j.remoteType;
      this.jobType[doc] = j.jobType;
      this.level[doc] = j.experienceLevel;
      let brought = brings(`c${company}`);
      for (const skill of j.skills) if (brings(`s${skill.toLowerCase()}`)) brought = true;
      if (brings(`r${j.remoteType ?? ''}`)) brought = true;
      if (brings(`t${j.jobType ?? ''}`)) brought = true;
      if (brings(`l${j.experienceLevel ?? ''}`)) brought = true;
      if (brought) b.bringers.push(j);
      // The texts go into the buffers and word indexes now: the page's strings are not kept.
      this.heads.add(doc, [j.title, j.company, ...j.skills].map(normaliseSearchText).join('\n'));
      this.descriptions.add(doc, normaliseSearchText(description));
      // A posting's text is kilobytes (the preview reads it whole too): a few jobs a step.
      if (doc % 8 === 7) yield;
    }
  }

  /** The word indexes' posting lists and what is read per title, once every job is in. */
  private *finish(): Steps {
    const b = this.building!;
    const n = this.added;
    this.size = n;
    this.jobs.length = n;
    this.options = jobFilterOptions(b.bringers);
    this.companyCounts = b.counts;
    this.companyTexts = this.companyNames.map(normaliseSearchText);
    const titleCount = this.titles.length;
    this.perTitle = {
      jobs: new Uint32Array(titleCount),
      least: new Float64Array(titleCount),
      most: new Float64Array(titleCount),
    };
    this.building = null;
    yield* this.heads.finish(n);
    yield* this.descriptions.finish(n);
  }

  /** Every job the index holds, newest first (the sitemap). */
  get all(): readonly JobSummary[] {
    return this.jobs;
  }

  /**
   * The jobs matching the search and filters, one page and the total: newest first, or by
   * relevance (`byRelevance`) when there is a search.
   */
  search(query: JobSearch): { jobs: JobSummary[]; total: number } {
    const q = normaliseSearchText(query.search);
    const inHead = q ? this.heads.lookup(q) : null;
    const inDescription = q ? this.descriptions.lookup(q) : null;
    const keep = this.filterTest(query.filters);
    const relevance = q && query.byRelevance ? jobRelevance(query.search) : null;
    const page: JobSummary[] = [];
    const matched: number[] = [];
    let total = 0;
    const end = query.offset + query.limit;
    for (let doc = 0; doc < this.size; doc++) {
      if (inHead && !inHead.candidates.has(doc) && !inDescription!.candidates.has(doc)) continue;
      if (keep && !keep(doc)) continue;
      // The filters first: only jobs they keep have their text read.
      if (inHead && !this.heads.contains(doc, inHead) && !this.descriptions.contains(doc, inDescription!))
        continue;
      if (relevance) matched.push(doc);
      else if (total >= query.offset && total < end) page.push(this.jobs[doc]!);
      total++;
    }
    if (relevance) {
      const known = new Map([[q, inDescription!]]);
      for (const doc of this.byRelevance(relevance, matched, end, known)) page.push(this.jobs[doc]!);
      page.splice(0, Math.min(query.offset, page.length));
    }
    return { jobs: page, total };
  }

  /**
   * The first `count` of `matches` (ascending, so newest first) by relevance, ties newest first.
   * `known`: description look-ups already made.
   */
  private byRelevance(
    relevance: NonNullable<ReturnType<typeof jobRelevance>>,
    matches: readonly number[],
    count: number,
    known: ReadonlyMap<string, Lookup>,
  ): number[] {
    const words = relevance.words;
    const inDescription = words.map((w) => known.get(w) ?? this.descriptions.lookup(w));
    const inCompany = words.map((w) => Uint8Array.from(this.companyTexts, (t) => (t.includes(w) ? 1 : 0)));
    const inSkill = words.map((w) => Uint8Array.from(this.skillNames, (t) => (t.includes(w) ? 1 : 0)));
    const withCode = words.map((w) => {
      const carriers = this.codeDocs.get(normaliseCode(w));
      if (!carriers) return null;
      const set = new Bitset(this.size);
      for (const doc of carriers) set.set(doc);
      return set;
    });
    const docs = this.contenders(relevance, matches, count, (i) => withCode[i] !== null);
    // What each query word has in each match's company, skills and description, word by word.
    const n = docs.length;
    const others = words.map((_, i) => {
      const counts = new Uint16Array(n);
      const company = inCompany[i]!;
      const skill = inSkill[i]!;
      const description = inDescription[i]!;
      for (let k = 0; k < n; k++) {
        const doc = docs[k]!;
        let c = company[this.companyIds[doc]!]! + (this.descriptions.contains(doc, description) ? 1 : 0);
        const skills = this.jobSkillIds[doc]!;
        for (let s = 0; s < skills.length; s++) c += skill[skills[s]!]!;
        counts[k] = c;
      }
      return counts;
    });
    const wholeIn = (texts: readonly string[], word: string) =>
      Uint8Array.from(texts, (t) => (wordsOf(t).includes(word) ? 1 : 0));
    const companyWords: Uint8Array[] = [];
    const skillWords: Uint8Array[] = [];
    const needles: Buffer[] = [];
    let k = 0;
    const facts: JobWordFacts = {
      otherTexts: (i) => others[i]![k]!,
      isCode: (i) => withCode[i]?.has(docs[k]!) ?? false,
      isWord: (i, word) => {
        const doc = docs[k]!;
        companyWords[i] ??= wholeIn(this.companyTexts, word);
        if (companyWords[i][this.companyIds[doc]!] === 1) return true;
        skillWords[i] ??= wholeIn(this.skillNames, word);
        for (const id of this.jobSkillIds[doc]!) if (skillWords[i][id] === 1) return true;
        needles[i] ??= Buffer.from(word, 'utf8');
        return (
          this.descriptions.contains(doc, inDescription[i]!) &&
          holdsWord(this.descriptions.textOf(doc), needles[i], word)
        );
      },
    };
    // Best first, ties by position: one number per match, the key above the position (inverted, so
    // that larger is better), while that stays exact.
    const keys = new Float64Array(n);
    let maxKey = 0;
    for (k = 0; k < n; k++) {
      const key = relevance.key(this.titles[this.titleOf[docs[k]!]!]!, facts);
      keys[k] = key;
      if (key > maxKey) maxKey = key;
    }
    const span = 2 ** Math.ceil(Math.log2(n + 1));
    if (Number.isSafeInteger((maxKey + 1) * span)) {
      for (let j = 0; j < n; j++) keys[j] = keys[j]! * span + (span - 1 - j);
      return Array.from(largest(keys, count), (v) => docs[span - 1 - (v % span)]!);
    }
    const order = Uint32Array.from(docs.keys());
    order.sort((a, b) => keys[b]! - keys[a]! || a - b);
    return Array.from(order.subarray(0, count), (j) => docs[j]!);
  }

  /**
   * The matches that can make the first `count` by relevance (in their order): each title's least
   * and most key (`bounds`) are known without reading the jobs, and a match whose most is below
   * the `count`-th best least cannot make it.
   */
  private contenders(
    relevance: NonNullable<ReturnType<typeof jobRelevance>>,
    docs: readonly number[],
    count: number,
    mayBeCode: (i: number) => boolean,
  ): readonly number[] {
    if (docs.length <= count) return docs;
    const { jobs, least, most } = this.perTitle;
    const titles: number[] = [];
    for (const doc of docs) {
      const id = this.titleOf[doc]!;
      if (jobs[id]!++ > 0) continue;
      titles.push(id);
      [least[id], most[id]] = relevance.bounds(this.titles[id]!, this.maxOtherTexts, mayBeCode);
    }
    titles.sort((a, b) => least[b]! - least[a]!);
    let threshold = Number.NEGATIVE_INFINITY;
    let seen = 0;
    for (const id of titles) {
      seen += jobs[id]!;
      if (seen >= count) {
        threshold = least[id]!;
        break;
      }
    }
    for (const id of titles) jobs[id] = 0;
    return docs.filter((doc) => most[this.titleOf[doc]!]! >= threshold);
  }

  /** A test for the dropdown, location and skill filters; null when none is set. */
  private filterTest(filters: JobFilters): ((doc: number) => boolean) | null {
    const tests: Array<(doc: number) => boolean> = [];
    const set = (v: string) => v.trim() !== '' && v !== ANY;
    if (set(filters.company)) {
      const wanted = filters.company.trim().toLowerCase();
      const id = this.companyNames.indexOf(wanted);
      tests.push((doc) => this.companyIds[doc] === id);
    }
    for (const [value, field] of [
      [filters.remoteType, this.remote],
      [filters.jobType, this.jobType],
      [filters.experienceLevel, this.level],
    ] as const) {
      if (set(value)) {
        const wanted = value.trim().toLowerCase();
        tests.push((doc) => field[doc]?.toLowerCase() === wanted);
      }
    }
    const location = normaliseSearchText(filters.location);
    if (location) {
      const matches = this.locationNames.map((name) => name.includes(location));
      tests.push((doc) => matches[this.locationIds[doc]!]!);
    }
    const skills = filters.skills.map(normaliseSearchText).filter(Boolean);
    if (skills.length > 0) {
      const matches = this.skillNames.map((name) => skills.some((s) => name.includes(s)));
      tests.push((doc) => this.jobSkillIds[doc]!.some((id) => matches[id]!));
    }
    if (tests.length === 0) return null;
    return (doc) => tests.every((t) => t(doc));
  }
}
